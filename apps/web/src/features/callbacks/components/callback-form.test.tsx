import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CALLBACK_MSG, MSG } from '@app/shared';

import { ApiError } from '@/core/api-client';
import { toast } from '@/core/toast';

import { CallbackForm } from './callback-form.tsx';

vi.mock('@/core/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// The popup's real form and schema; only the request (the network) is faked.
const send = () => screen.getByTestId('callback-submit');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('callback-name'), 'Asha Rao');
  // Pasted with the country code and spaces: the box keeps the ten digits.
  await user.click(screen.getByTestId('callback-mobile'));
  await user.paste('+91 98765 43210');
  await user.click(screen.getByTestId('callback-enquiry-online'));
}

describe('CallbackForm', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('shows every problem at once, the missing notes too, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CallbackForm courseId={null} onSubmit={onSubmit} />);
    await user.click(send());

    expect(await screen.findByText(CALLBACK_MSG.nameMin)).toBeTruthy();
    expect(screen.getByText(CALLBACK_MSG.mobile)).toBeTruthy();
    expect(screen.getByText(CALLBACK_MSG.enquiryType)).toBeTruthy();
    expect(screen.getByText(CALLBACK_MSG.notesRequired)).toBeTruthy();
    const notes = screen.getByLabelText('Notes');
    expect(notes.getAttribute('aria-describedby')).toBe('callback-notes-error');
    // The first invalid field, in screen order, gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('callback-name')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the visitor's details; notes are optional for a course", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CallbackForm courseId={'c'.repeat(24)} onSubmit={onSubmit} />);
    expect(screen.getByText('(optional)')).toBeTruthy();
    await fillIn(user);
    expect(screen.getByTestId<HTMLInputElement>('callback-mobile').value).toBe('9876543210');
    await user.click(send());

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Asha Rao',
        mobile: '9876543210',
        enquiryFor: 'online',
        notes: '',
        courseId: 'c'.repeat(24),
      }),
    );
    // While it is on its way, nothing can be edited or sent twice.
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('callback-name').closest('fieldset')!.disabled).toBe(true);
    finish();
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
  });

  it("puts the server's refusal under the mobile field and says it above the button", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(MSG.validationError, {
      status: 400,
      data: {
        success: false,
        message: MSG.validationError,
        data: [{ field: 'contact.number', message: CALLBACK_MSG.phoneWithCode }],
      },
    });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new ApiError('offline', { isNetworkError: true }));
    render(<CallbackForm courseId={null} onSubmit={onSubmit} />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Notes'), 'Weekend batches?');

    await user.click(send());
    const alert = await screen.findByTestId('callback-error');
    expect(alert.textContent).toBe(CALLBACK_MSG.phoneWithCode);
    expect(screen.getByTestId('callback-mobile').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(CALLBACK_MSG.phoneWithCode);

    await user.click(send());
    await waitFor(() =>
      expect(screen.getByTestId('callback-error').textContent).toBe(CALLBACK_MSG.networkError),
    );
  });
});
