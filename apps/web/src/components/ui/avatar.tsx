import { clsx } from 'clsx';

type AvatarProps = { firstName: string; lastName?: string; className?: string };

/** Initials on a brand tile; we do not store profile photos. */
export function Avatar({ firstName, lastName = '', className }: AvatarProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {initials}
    </span>
  );
}
