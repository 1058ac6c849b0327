import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { blankAsNull, FormMultiSelect, FormSelect, FormSwitch } from './choice-fields.tsx';
import { FormDate, FormDateTime } from './date-fields.tsx';
import type { FormLook } from './form-look.ts';
import { Form, useZodForm } from './form.tsx';
import { FormImage } from './image-field.tsx';
import { FormMoney, FormNumber } from './number-fields.tsx';
import { FormStringList } from './string-list-field.tsx';
import { FormText, FormTextArea } from './text-fields.tsx';

type Values = Record<string, unknown>;

/** A form around the fields under test; what it submits goes to `onSubmit`. */
function Harness({
  defaults,
  schema = z.record(z.string(), z.unknown()),
  look,
  onSubmit = () => {},
  children,
}: {
  defaults: Values;
  schema?: z.ZodType<Values>;
  look?: FormLook;
  onSubmit?: (values: Values) => void;
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: defaults });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Form form={form} onSubmit={onSubmit} look={look} aria-label="Fields">
        {children}
        <button type="submit">Save</button>
      </Form>
    </QueryClientProvider>
  );
}

async function submitted(onSubmit: ReturnType<typeof vi.fn>) {
  fireEvent.submit(screen.getByRole('form', { name: 'Fields' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.lastCall![0] as Values;
}

describe('the form field set', () => {
  it('labels a text field and points it at its hint, then at its message', async () => {
    const schema = z.object({ code: z.string().min(3, 'At least 3 characters') });
    render(
      <Harness defaults={{ code: '' }} schema={schema}>
        <FormText name="code" label="Code" hint="What students type." testId="code" />
      </Harness>,
    );
    const input = screen.getByLabelText('Code');
    expect(screen.getByText('What students type.').id).toBe(input.getAttribute('aria-describedby'));

    fireEvent.submit(screen.getByRole('form', { name: 'Fields' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('At least 3 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText('What students type.')).toBeNull();
  });

  it('rewrites what is typed (normalize) before the form holds it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ code: '', phone: '' }} onSubmit={onSubmit}>
        <FormText name="code" label="Code" normalize={(t) => t.toUpperCase()} />
        <FormText name="phone" label="Phone" prefix="+91" normalize={(t) => t.replace(/\D/g, '')} />
      </Harness>,
    );
    await user.type(screen.getByLabelText('Code'), 'diwali10');
    await user.type(screen.getByLabelText('Phone'), '98765-43210');
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('DIWALI10');
    expect(await submitted(onSubmit)).toMatchObject({ code: 'DIWALI10', phone: '9876543210' });
  });

  it("draws the public look with FieldFrame: the prefix, the tall box, the message's size", async () => {
    const schema = z.object({ phone: z.string().length(10, 'Enter 10 digits') });
    render(
      <Harness defaults={{ phone: '' }} schema={schema} look="public">
        <FormText name="phone" label="Mobile number" prefix="+91" testId="phone" />
        <FormTextArea name="notes" label="Notes" rows={4} autoGrow />
      </Harness>,
    );
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByLabelText('Notes').style.minHeight).toBe('8.1rem');
    fireEvent.submit(screen.getByRole('form', { name: 'Fields' }));
    const message = await screen.findByText('Enter 10 digits');
    expect(message.className).toContain('text-sm');
    expect(screen.getByTestId('phone').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('reads numbers typed as text, with what an empty box means', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ price: 100, limit: 5, seats: 1 }} onSubmit={onSubmit}>
        <FormMoney name="price" label="Price" />
        <FormNumber name="limit" label="Total uses" empty={null} />
        <FormNumber name="seats" label="Seats" suffix="seats" />
      </Harness>,
    );
    expect(screen.getByText('₹')).toBeTruthy();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '34,999');
    await user.clear(screen.getByLabelText('Total uses'));
    await user.clear(screen.getByLabelText('Seats'));
    const values = await submitted(onSubmit);
    expect(values.price).toBe(34999);
    expect(values.limit).toBeNull();
    expect(Number.isNaN(values.seats)).toBe(true);
  });

  it('shows a select the value it holds, also when the options arrive later', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const view = (courses: { _id: string; title: string }[]) => (
      <Harness defaults={{ courseId: 'c2', level: '' }} onSubmit={onSubmit}>
        <FormSelect
          name="courseId"
          label="Course"
          placeholder="Choose a course"
          isBlankAllowed
          rules={{ setValueAs: blankAsNull }}
        >
          {courses.map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          name="level"
          label="Level"
          placeholder="Select your level"
          options={[{ value: 'new', label: 'New to coding' }]}
        />
      </Harness>
    );
    const { rerender } = render(view([]));
    rerender(
      view([
        { _id: 'c1', title: 'Java' },
        { _id: 'c2', title: 'React' },
      ]),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Course').value).toBe('c2');
    expect(
      screen.getByRole<HTMLOptionElement>('option', { name: 'Select your level' }).disabled,
    ).toBe(true);

    await user.selectOptions(screen.getByLabelText('Course'), '');
    await user.selectOptions(screen.getByLabelText('Level'), 'new');
    expect(await submitted(onSubmit)).toMatchObject({ courseId: null, level: 'new' });
  });

  it('holds several choices as an array (chips) and a yes/no as a switch', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ days: ['mon'], isActive: false }} onSubmit={onSubmit}>
        <FormMultiSelect
          name="days"
          label="Days"
          options={[
            { value: 'mon', label: 'Monday' },
            { value: 'wed', label: 'Wednesday' },
          ]}
          testId="days"
        />
        <FormSwitch name="isActive" label="Active" description="Shown to students." />
      </Harness>,
    );
    expect(screen.getByTestId('days-mon').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('days-wed'));
    await user.click(screen.getByTestId('days-mon'));
    await user.click(screen.getByText('Active'));
    // Named by its label alone (the description describes it), as the browser suite finds it.
    const active = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Active' });
    expect(active.checked).toBe(true);
    expect(document.getElementById(active.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Shown to students.',
    );
    expect(await submitted(onSubmit)).toMatchObject({ days: ['wed'], isActive: true });
  });

  it('takes a day as dd/mm/yyyy and a moment in India time', async () => {
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ start: null, opens: '2027-01-05T13:00:00.000Z' }} onSubmit={onSubmit}>
        <FormDate name="start" label="Start date" empty={null} testId="start" />
        <FormDateTime name="opens" label="Opens" timeLabel="Opens: time" testId="opens" />
      </Harness>,
    );
    // 13:00 UTC is 6:30 pm in India, whatever the test machine's zone.
    expect(screen.getByTestId<HTMLInputElement>('opens').value).toBe('05/01/2027');
    expect(screen.getByTestId<HTMLInputElement>('opens-time').value).toBe('6:30 pm');

    fireEvent.change(screen.getByTestId('start'), { target: { value: '01/06/2027' } });
    fireEvent.change(screen.getByTestId('opens-time'), { target: { value: '9:15 am' } });
    expect(await submitted(onSubmit)).toMatchObject({
      start: '2027-06-01',
      opens: '2027-01-05T09:15:00+05:30',
    });

    onSubmit.mockClear();
    fireEvent.change(screen.getByTestId('start'), { target: { value: '' } });
    expect((await submitted(onSubmit)).start).toBeNull();
  });

  it('keeps an ordered list of short texts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ stack: ['Node'] }} onSubmit={onSubmit}>
        <FormStringList name="stack" label="Tech stack" noun="technology" max={3} testId="stack" />
      </Harness>,
    );
    await user.click(screen.getByTestId('stack-add'));
    await user.type(screen.getByTestId('stack-1'), 'React');
    expect(screen.getByLabelText('Tech stack: technology 2')).toBeTruthy();
    expect((await submitted(onSubmit)).stack).toEqual(['Node', 'React']);
  });

  it("holds a picture's link, pasted or removed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness defaults={{ cover: '' }} onSubmit={onSubmit}>
        <FormImage
          name="cover"
          label="Cover image link"
          noun="cover image"
          testId="cover-input"
          testIdPrefix="cover"
        />
      </Harness>,
    );
    expect(screen.getByText('No cover image yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Cover image link'), 'https://example.com/c.png');
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toBeTruthy();
    expect((await submitted(onSubmit)).cover).toBe('https://example.com/c.png');

    await user.click(screen.getByTestId('cover-clear'));
    expect(screen.getByLabelText<HTMLInputElement>('Cover image link').value).toBe('');
  });
});
