import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/** A delete button that opens the dialog, as a row action does. */
function Harness(
  props: Partial<ConfirmDialogProps> & { onConfirm: () => void; onClosed?: () => void },
) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) props.onClosed?.();
      }}
      trigger={<button type="button">Delete row</button>}
      title="Delete this coupon?"
      description="It stops working at once."
      confirmLabel="Delete coupon"
      pendingLabel="Deleting..."
      testId="coupon-delete-dialog"
      {...props}
    />
  );
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('ConfirmDialog', () => {
  it('opens from its trigger and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this coupon?' });
    expect(dialog.dataset.testid).toBe('coupon-delete-dialog');
    expect(dialog.textContent).toContain('It stops working at once.');
    // The safe choice has the focus (moved there by an effect, which runs after the frame).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));

    await user.click(screen.getByTestId('coupon-delete-dialog-confirm'));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Cancel or Escape without confirming, and gives the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    render(<Harness onConfirm={onConfirm} onClosed={onClosed} cancelLabel="Keep it" />);
    const trigger = screen.getByRole('button', { name: 'Delete row' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    // Preact renders the close on its next tick: wait for it rather than read at once.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and locked while the confirm is pending', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    const { rerender } = render(<Harness onConfirm={() => {}} onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    rerender(<Harness onConfirm={() => {}} onClosed={onClosed} isPending />);

    const confirm = screen.getByTestId('coupon-delete-dialog-confirm');
    expect(confirm.textContent).toBe('Deleting...');
    expect(isDisabled(confirm)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('can hold the confirm back and name its own test id', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} isConfirmDisabled confirmTestId="delete-confirm" />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const confirm = screen.getByTestId('delete-confirm');
    expect(isDisabled(confirm)).toBe(true);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
