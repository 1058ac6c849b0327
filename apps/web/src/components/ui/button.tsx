import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  isLoading?: boolean;
  /** Shown instead of the children while loading, e.g. 'Sending...'. */
  loadingText?: string;
  /** A sign before the text (size-4, hidden from screen readers). */
  icon?: LucideIcon;
};

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  loadingText,
  className,
  disabled,
  children,
  icon: Icon,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, fullWidth, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading && <Spinner className="size-4" />}
      {isLoading && loadingText ? (
        loadingText
      ) : (
        <>
          {Icon && <Icon className="size-4" aria-hidden="true" />}
          {children}
        </>
      )}
    </button>
  );
}
