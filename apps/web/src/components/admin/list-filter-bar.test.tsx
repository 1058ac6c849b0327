import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ListFilterBar, type ListFilterField } from './list-filter-bar.tsx';
import { optionsOf } from './list-filters.tsx';
import { useListPage } from './use-list-page.ts';

const SPEC = {
  status: ['new', 'paid'],
  kind: { oneOf: ['online', 'offline'] },
  startDate: 'date',
  endDate: 'date',
} as const;

const FIELDS: ListFilterField<typeof SPEC>[] = [
  { chips: 'status', label: 'Status', options: optionsOf(SPEC.status) },
  { select: 'kind', label: 'Kind', options: optionsOf(SPEC.kind.oneOf), anyLabel: 'Any kind' },
  { dates: 'Registered' },
];

function Harness() {
  const list = useListPage(SPEC);
  return (
    <>
      <p data-testid="url">{useLocation().search}</p>
      <p data-testid="params">{JSON.stringify(list.params)}</p>
      <ListFilterBar list={list} fields={FIELDS} />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('ListFilterBar', () => {
  it('shows the URL filters and writes each change back to it', async () => {
    const user = userEvent.setup();
    renderAt('/?kind=online&startDate=2027-01-01');
    const url = () => screen.getByTestId('url').textContent;
    expect((screen.getByTestId('filter-kind') as HTMLSelectElement).value).toBe('online');
    expect(screen.getByTestId('date-range-from')).toBeTruthy();
    expect(screen.getByTestId('filter-status-new').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByTestId('filter-status-paid'));
    expect(url()).toContain('status=paid');
    await user.selectOptions(screen.getByTestId('filter-kind'), '');
    expect(url()).not.toContain('kind=');
    expect(JSON.parse(screen.getByTestId('params').textContent ?? '')).toEqual({
      page: 1,
      limit: 10,
      search: '',
      status: ['paid'],
      kind: '',
      startDate: '2027-01-01',
      endDate: '',
    });

    await user.click(screen.getByTestId('clear-filters'));
    expect(url()).toBe('');
  });
});
