import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { FilterSelect, type FilterSelectOption } from './filter-select.tsx';

type Assigned = 'me' | 'none' | 'staff-1' | 'staff-2';

const OPTIONS: FilterSelectOption<Assigned>[] = [
  { value: 'me', label: 'Me' },
  { value: 'staff-1', label: 'Asha', group: 'Staff' },
  { value: 'none', label: 'Unassigned' },
  { value: 'staff-2', label: 'Ravi', group: 'Staff' },
];

function Harness({ onChange }: { onChange: (value: Assigned | '') => void }) {
  const [value, setValue] = useState<Assigned | ''>('');
  return (
    <FilterSelect
      label="Assigned to"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      options={OPTIONS}
      anyLabel="Anyone"
      testId="filter-assigned"
    />
  );
}

const optionTexts = (parent: HTMLElement) =>
  within(parent)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FilterSelect', () => {
  it('is a labelled select that starts at "any" and lists grouped options under their group', () => {
    render(<Harness onChange={() => {}} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Assigned to');
    expect(select.dataset.testid).toBe('filter-assigned');
    expect(select.value).toBe('');
    expect(optionTexts(select)).toEqual(['Anyone', 'Me', 'Unassigned', 'Asha', 'Ravi']);
    const staff = screen.getByRole('group', { name: 'Staff' });
    expect(optionTexts(staff)).toEqual(['Asha', 'Ravi']);
  });

  it('hands back the chosen value, and "" for any', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Assigned to');
    await user.selectOptions(select, 'Ravi');
    expect(select.value).toBe('staff-2');
    await user.selectOptions(select, 'Anyone');
    expect(onChange.mock.calls).toEqual([['staff-2'], ['']]);
  });

  it("works the same in the public site's look", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterSelect
        look="public"
        label="Language"
        value=""
        onChange={onChange}
        options={[{ value: 'Tamil', label: 'Tamil' }]}
        anyLabel="All languages"
        testId="filter-language"
      />,
    );
    await user.selectOptions(screen.getByLabelText('Language'), 'Tamil');
    expect(onChange).toHaveBeenCalledWith('Tamil');
  });

  it('has no "any" choice when the filter always has a value', () => {
    render(
      <FilterSelect
        label="Resolved"
        value="no"
        onChange={() => {}}
        options={[
          { value: 'no', label: 'Not resolved' },
          { value: 'yes', label: 'Resolved' },
        ]}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Resolved');
    expect(optionTexts(select)).toEqual(['Not resolved', 'Resolved']);
    expect(select.value).toBe('no');
  });
});
