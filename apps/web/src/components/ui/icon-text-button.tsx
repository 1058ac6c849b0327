import type { LucideIcon } from 'lucide-react';

import { Button, type ButtonProps } from './button.tsx';

/** A Button led by a small icon; the icon is decoration, the text names the button. */
export function IconTextButton({
  icon: Icon,
  children,
  ...rest
}: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button {...rest}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
