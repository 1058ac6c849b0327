import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type DialogPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Sticky footer, e.g. Cancel / Save buttons. */
  footer?: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClassName?: string;
  testId?: string;
};

/** The classes that make a panel a side sheet or a centred dialog; the structure is the same. */
export type DialogPanelLook = {
  overlay: string;
  panel: string;
  header: string;
  title: string;
  description: string;
  close: string;
  body: string;
  footer: string;
  /** A sheet keeps its body even when empty: it pushes the footer to the bottom. */
  keepsBody?: boolean;
};

/** A Radix dialog (focus trap, Escape, aria) with a title bar, a scrolling body and a footer. */
export function DialogPanel({
  look,
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  widthClassName,
  testId,
}: DialogPanelProps & { look: DialogPanelLook }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={look.overlay} />
        <Dialog.Content
          data-testid={testId}
          className={clsx(look.panel, widthClassName)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={look.header}>
            <div className="min-w-0">
              <Dialog.Title className={look.title}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description className={look.description}>{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close aria-label="Close" className={look.close}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {(children || look.keepsBody) && <div className={look.body}>{children}</div>}
          {footer && <div className={look.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
