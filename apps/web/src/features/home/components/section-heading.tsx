import { clsx } from 'clsx';

type SectionHeadingProps = {
  id: string;
  title: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** The title every home band opens with: a short brand rule, then a bold balanced heading. */
export function SectionHeading({ id, title, tone = 'light', className }: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'block h-1 w-10 rounded-full',
          tone === 'dark' ? 'bg-brand-400' : 'bg-brand-600',
        )}
      />
      <h2
        id={id}
        className={clsx(
          'mt-5 text-3xl font-extrabold tracking-tight text-balance @2xl:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
    </div>
  );
}
