import { clsx } from 'clsx';

type LogoProps = { className?: string; showWordmark?: boolean; inverted?: boolean };

/** The KodeSchool mark: angle brackets on a violet tile, with the wordmark beside it. */
export function Logo({ className, showWordmark = true, inverted = false }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path
          d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showWordmark && (
        <span
          className={clsx(
            'text-lg font-extrabold tracking-tight',
            inverted ? 'text-white' : 'text-slate-900',
          )}
        >
          Kode<span className={inverted ? 'text-brand-300' : 'text-brand-700'}>School</span>
        </span>
      )}
    </span>
  );
}
