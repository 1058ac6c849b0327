import { act, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DateTimeInput } from './date-time-input.tsx';

function Harness({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      aria-label="Valid from"
      timeLabel="Valid from, time"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      data-testid="from"
    />
  );
}

describe('DateTimeInput', () => {
  it('gives the form one value once both the date and the time are typed', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    fireEvent.change(screen.getByTestId('from'), { target: { value: '01/06/2027' } });
    expect(onValue).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByTestId('from-time'), { target: { value: '9:30 am' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-06-01T09:30');
  });

  it('keeps a date edit when the time is edited before the next render', () => {
    const onValue = vi.fn();
    render(<Harness initial="2027-06-10T08:00" onValue={onValue} />);
    // Both edits in one batch: the time edit must build on the new date, not the old one.
    act(() => {
      fireEvent.change(screen.getByTestId('from'), { target: { value: '01/06/2027' } });
      fireEvent.change(screen.getByTestId('from-time'), { target: { value: '9:30 am' } });
    });
    expect(onValue).toHaveBeenLastCalledWith('2027-06-01T09:30');
    expect(screen.getByTestId<HTMLInputElement>('from').value).toBe('01/06/2027');
  });

  it('takes a new value from outside (a reset) in both boxes', () => {
    const at = (value: string) => (
      <DateTimeInput
        aria-label="At"
        timeLabel="At, time"
        value={value}
        onChange={() => {}}
        data-testid="at"
      />
    );
    const { rerender } = render(at('2027-01-05T17:30'));
    rerender(at('2027-02-07T09:05'));
    expect(screen.getByTestId<HTMLInputElement>('at').value).toBe('07/02/2027');
    expect(screen.getByTestId<HTMLInputElement>('at-time').value).toMatch(/9:05\s?am/i);
  });
});
