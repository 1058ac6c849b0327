import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { COMMERCE_MSG, type Coupon } from '@app/shared';

import { ApiError } from '@/core/api-client';

import { COUPON_FORM_ID, CouponForm } from './coupon-form.tsx';

// The whole coupon form with its real schema and fields; only the save (the network) is faked.
function renderForm(onSubmit: (body: unknown) => Promise<unknown>, coupon: Coupon | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CouponForm coupon={coupon} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  const submit = () => fireEvent.submit(document.getElementById(COUPON_FORM_ID)!);
  return { submit };
}

const conflict = new ApiError('Coupon code already exists', {
  status: 409,
  data: {
    success: false,
    message: 'Coupon code already exists',
    data: [{ field: 'code', message: 'Coupon code already exists' }],
  },
});

describe('CouponForm', () => {
  it("says what is missing with the shared schema's messages and saves nothing", async () => {
    const onSubmit = vi.fn();
    const { submit } = renderForm(onSubmit);
    submit();
    expect(await screen.findByText(COMMERCE_MSG.couponValueRequired)).toBeTruthy();
    expect(screen.getByTestId('coupon-value-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('coupon-code-input').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed coupon: code in capitals, numbers as numbers, dates in India time', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { submit } = renderForm(onSubmit);

    await user.type(screen.getByTestId('coupon-code-input'), 'diwali10');
    expect(screen.getByTestId<HTMLInputElement>('coupon-code-input').value).toBe('DIWALI10');
    await user.click(screen.getByTestId('coupon-type-flat'));
    expect(screen.getByLabelText('Amount off (₹)')).toBeTruthy();
    await user.type(screen.getByTestId('coupon-value-input'), '2,000');
    fireEvent.change(screen.getByTestId('coupon-validUntil-input'), {
      target: { value: '31/12/2030' },
    });
    fireEvent.change(screen.getByTestId('coupon-validUntil-input-time'), {
      target: { value: '11:59 pm' },
    });
    await user.type(screen.getByTestId('coupon-max-input'), '50');
    await user.click(screen.getByText('Active'));
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      code: 'DIWALI10',
      type: 'flat',
      value: 2000,
      validUntil: '2030-12-31T23:59:00+05:30',
      scope: 'all',
      courseId: null,
      batchId: null,
      maxRedemptions: 50,
      perUserLimit: 1,
      isActive: false,
    });
  });

  it("puts the server's answer on its field, or in the form's alert", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(conflict)
      .mockRejectedValueOnce(new ApiError('Bad gateway', { status: 502, data: {} }));
    const { submit } = renderForm(onSubmit);
    await user.type(screen.getByTestId('coupon-code-input'), 'WELCOME10');
    await user.type(screen.getByTestId('coupon-value-input'), '10');

    submit();
    expect(await screen.findByText('Coupon code already exists')).toBeTruthy();
    expect(screen.getByTestId('coupon-code-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('coupon-form-alert')).toBeNull();

    await user.type(screen.getByTestId('coupon-code-input'), 'X');
    submit();
    expect((await screen.findByTestId('coupon-form-alert')).textContent).toBe(
      'Failed to save the coupon',
    );
  });

  it('keeps a used coupon’s code, discount and scope as they are', () => {
    const used: Coupon = {
      _id: 'c'.repeat(24),
      code: 'USED5',
      description: '',
      type: 'percentage',
      value: 5,
      validFrom: '2026-01-01T00:00:00+05:30',
      validUntil: '2026-12-31T23:59:00+05:30',
      scope: 'all',
      courseId: null,
      courseTitle: null,
      batchId: null,
      batchName: null,
      maxRedemptions: null,
      perUserLimit: 1,
      isActive: true,
      redemptionCount: 3,
    } as Coupon;
    renderForm(vi.fn(), used);
    expect(screen.getByTestId('coupon-locked-note')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('coupon-code-input').readOnly).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('coupon-value-input').readOnly).toBe(true);
    expect(screen.getByTestId<HTMLSelectElement>('coupon-scope').disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('coupon-validFrom-input').value).toBe('01/01/2026');
  });
});
