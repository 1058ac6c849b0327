import { clsx } from 'clsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'subtle' | 'danger' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  subtle: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  danger: 'text-red-700 hover:bg-red-50',
  // For dark brand surfaces.
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 active:bg-brand-100',
  'outline-inverse': 'border border-white/40 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** Shared by <Button> and by links that must look like buttons. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return clsx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}
