import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError } from '@/core/api-client';
import { toast } from '@/core/toast';

import { Form, FormServerAlert, SubmitButton, useZodForm, type FailureOptions } from './form.tsx';
import { FormText } from './text-fields.tsx';

vi.mock('@/core/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const ZSignUp = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  city: z.string().trim().min(2, 'City is too short'),
});
type SignUp = z.input<typeof ZSignUp>;

type HarnessProps = FailureOptions & {
  onSubmit: (values: SignUp) => unknown;
  editClearsErrors?: boolean;
  alsoCheck?: (values: SignUp) => { field: string; message: string }[];
};

function SignUpForm({ onSubmit, editClearsErrors, alsoCheck, ...failure }: HarnessProps) {
  const form = useZodForm(ZSignUp, { defaultValues: { name: '', city: '' }, alsoCheck });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      editClearsErrors={editClearsErrors}
      aria-label="Sign up"
      {...failure}
    >
      <FormText name="name" label="Name" testId="name" />
      <FormText name="city" label="City" hint="Where you live." testId="city" />
      <FormServerAlert testId="alert" />
      <SubmitButton loadingText="Saving…">Save</SubmitButton>
    </Form>
  );
}

const validation = (items: { field: string; message: string }[], status = 400) =>
  new ApiError('Validation Error', {
    status,
    data: { success: false, message: 'Validation Error', data: items },
  });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('City'), 'Pune');
}

describe('<Form> on useZodForm', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("shows the schema's messages on their fields and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('Name is required').id,
    );
    expect(screen.getByText('City is too short')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // After a first submit, a field's message goes as soon as it is fixed.
    await user.type(name, 'Asha');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect(screen.getByText('City is too short')).toBeTruthy();
  });

  it('hands the parsed values to onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), '  Asha ');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' }));
  });

  it("puts the server's field issues under their fields, without an alert", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(validation([{ field: 'city', message: 'We do not serve Pune yet' }]));
    render(<SignUpForm onSubmit={onSubmit} failureMessage="Failed to sign up" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('We do not serve Pune yet')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
  });

  it('shows what no field takes in the alert: a 409, an unknown field, a 5xx', async () => {
    const user = userEvent.setup();
    const taken = new ApiError('Name already taken', {
      status: 409,
      data: { success: false, message: 'Name already taken' },
    });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(taken)
      .mockRejectedValueOnce(validation([{ field: 'contact.number', message: 'Bad number' }]))
      .mockRejectedValueOnce(new ApiError('Internal', { status: 500, data: {} }));
    render(<SignUpForm onSubmit={onSubmit} failureMessage="Failed to sign up" />);
    await fillValid(user);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    expect((await screen.findByTestId('alert')).textContent).toBe('Name already taken');

    // The envelope's own text: the issue that found no field.
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('alert').textContent).toBe('Bad number'));

    // A server error says nothing useful to the person: the form's own text.
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('alert').textContent).toBe('Failed to sign up'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("tells by toast when asked: the first field's message, or the text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(validation([{ field: 'name', message: 'Name is on a block list' }]))
      .mockRejectedValueOnce(new ApiError('Internal', { status: 503, data: {} }));
    render(<SignUpForm onSubmit={onSubmit} tell="toast" failureMessage="Failed to sign up" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Name is on a block list'));
    expect(screen.getByText('Name is on a block list')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Failed to sign up'));
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('maps server paths to the fields that show them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(validation([{ field: 'address.city', message: 'Unknown city' }]));
    render(
      <SignUpForm
        onSubmit={onSubmit}
        fieldOf={(field) => (field.startsWith('address.') ? 'city' : field)}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown city')).toBeTruthy();
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('keeps the submit button disabled and busy while saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUpForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);
  });

  it('with editClearsErrors, an edit clears its field and the alert until the next submit', async () => {
    const user = userEvent.setup();
    const closed = new ApiError('Closed', { status: 409, data: { message: 'Closed' } });
    const onSubmit = vi.fn().mockRejectedValue(closed);
    render(<SignUpForm onSubmit={onSubmit} editClearsErrors />);
    await user.type(screen.getByLabelText('City'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('City is too short')).toBeTruthy();

    await user.type(screen.getByLabelText('City'), 'yz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('alert')).textContent).toBe('Closed');
    await user.type(screen.getByLabelText('Name'), 'b');
    await waitFor(() => expect(screen.queryByTestId('alert')).toBeNull());
  });

  it('shows the alsoCheck rules beside the fields the schema already refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const gotham = 'We do not go to Gotham';
    const alsoCheck = (v: SignUp) =>
      v.city.trim() === 'Gotham' ? [{ field: 'city', message: gotham }] : [];
    render(<SignUpForm onSubmit={onSubmit} alsoCheck={alsoCheck} />);
    await user.type(screen.getByLabelText('City'), 'Gotham');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText(gotham)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
