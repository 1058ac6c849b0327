import { clsx } from 'clsx';

import { Spinner } from './spinner.tsx';

const SIZES = {
  /** A whole screen, e.g. while the admin session is restored. */
  screen: {
    box: 'min-h-dvh flex-1 gap-4 bg-slate-50',
    spinner: 'size-8',
    text: 'text-base',
  },
  /** A content area inside a layout's <main>. */
  area: { box: 'min-h-[50vh] gap-3', spinner: 'size-7', text: 'text-sm' },
} as const;

/** A centred spinner over its read-out message. */
export function WaitState({
  message,
  size,
  as: Box = 'div',
}: {
  message: string;
  size: keyof typeof SIZES;
  as?: 'div' | 'main';
}) {
  const s = SIZES[size];
  return (
    <Box className={clsx('flex flex-col items-center justify-center px-6', s.box)}>
      <Spinner className={clsx(s.spinner, 'text-brand-700')} />
      <p role="status" aria-live="polite" className={clsx(s.text, 'font-medium text-slate-700')}>
        {message}
      </p>
    </Box>
  );
}
