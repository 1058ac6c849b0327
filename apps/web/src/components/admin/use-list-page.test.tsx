import { act, fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS, type Pagination } from '@app/shared';

import { SearchInput } from './search-input.tsx';
import { useListPage, usePageInRange } from './use-list-page.ts';

const SPEC = {
  status: ['new', 'called', 'paid'],
  kind: { oneOf: ['online', 'offline'] },
  startDate: 'date',
  endDate: 'date',
} as const;

/** The list's state as text, the address, and buttons for each change. */
function ListHarness() {
  const list = useListPage(SPEC);
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{location.search}</p>
      <p data-testid="state">
        {JSON.stringify({
          page: list.page,
          limit: list.limit,
          search: list.search,
          filters: list.filters,
          hasFilters: list.hasFilters,
          isFiltered: list.isFiltered,
          activeFilterCount: list.activeFilterCount,
        })}
      </p>
      <SearchInput value={list.search} onSearch={list.setSearch} placeholder="Search" />
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setLimit(25)}>size 25</button>
      <button onClick={() => list.setFilter('status', ['new', 'paid'])}>two statuses</button>
      <button onClick={() => list.setFilters({ startDate: '2027-01-01', endDate: '2027-01-31' })}>
        january
      </button>
      <button onClick={list.clearFilters}>clear</button>
    </>
  );
}

function renderAt(path: string, element = <ListHarness />) {
  const router = createMemoryRouter([{ path: '/list', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
});

describe('useListPage', () => {
  it('reads page, size, search and filters from the address, dropping what the API would refuse', () => {
    renderAt(
      '/list?page=2&limit=25&search=asha&status=new&status=bogus&status=paid&kind=hybrid&startDate=2027-13&endDate=2027-01-31',
    );
    expect(state()).toEqual({
      page: 2,
      limit: 25,
      search: 'asha',
      filters: { status: ['new', 'paid'], kind: '', startDate: '', endDate: '2027-01-31' },
      hasFilters: true,
      isFiltered: true,
      // Two statuses, and the date range counts once.
      activeFilterCount: 3,
    });
  });

  it('falls back to page 1 and the default size for values it cannot use', () => {
    renderAt('/list?page=0&limit=7');
    expect(state()).toMatchObject({ page: 1, limit: 10, isFiltered: false, activeFilterCount: 0 });
  });

  it('goes back to page 1 on every change but a page change, and keeps defaults out of the address', async () => {
    const user = userEvent.setup();
    renderAt('/list');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(url().get('page')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'two statuses' }));
    expect(url().getAll('status')).toEqual(['new', 'paid']);
    expect(url().has('page')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'january' }));
    expect(url().get('startDate')).toBe('2027-01-01');
    expect(url().get('endDate')).toBe('2027-01-31');
    expect(url().has('page')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'size 25' }));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    // Clearing drops the filters and the search but keeps the page size.
    expect(url().toString()).toBe('limit=25');
    expect(state()).toMatchObject({ hasFilters: false, activeFilterCount: 0 });
  });

  it('applies a typed search once typing stops, and then from page 1', () => {
    vi.useFakeTimers();
    renderAt('/list?page=4');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  Asha ' },
    });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(url().has('search')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(url().get('search')).toBe('Asha');
    expect(url().has('page')).toBe(false);
    expect(state()).toMatchObject({ search: 'Asha', isFiltered: true });
  });
});

type Answer = { data: { pagination: Pagination } | undefined; isPlaceholderData: boolean };

const answer = (currentPage: number, totalItems: number, isPlaceholderData = false): Answer => ({
  data: {
    pagination: {
      currentPage,
      totalPages: Math.max(1, Math.ceil(totalItems / 10)),
      itemsPerPage: 10,
      totalItems,
    },
  },
  isPlaceholderData,
});

function RangeHarness({ query }: { query: Answer }) {
  const list = useListPage({});
  usePageInRange(list, query);
  return <p data-testid="url">{useLocation().search}</p>;
}

describe('usePageInRange', () => {
  it('sends a page past the end to the last page once the answer for it arrives', async () => {
    renderAt('/list?page=5', <RangeHarness query={answer(5, 23)} />);
    await vi.waitFor(() => expect(url().get('page')).toBe('3'));
  });

  it('waits while the previous page stands in, and leaves an empty list where it is', () => {
    renderAt('/list?page=5', <RangeHarness query={answer(2, 23, true)} />);
    expect(url().get('page')).toBe('5');
    renderAt('/list?page=5', <RangeHarness query={answer(5, 0)} />);
    expect(screen.getAllByTestId('url').map((p) => p.textContent)).toEqual(['?page=5', '?page=5']);
  });
});
