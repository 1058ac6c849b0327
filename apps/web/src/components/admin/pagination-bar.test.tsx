import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Pagination } from '@app/shared';

import { PaginationBar, pageWindow } from './pagination-bar.tsx';

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const at = (currentPage: number, totalItems = 47, itemsPerPage = 10): Pagination => ({
  currentPage,
  totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
  itemsPerPage,
  totalItems,
});

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page and never shows more than five', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('copes with no pages at all', () => {
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('PaginationBar', () => {
  it('says which rows show and moves with the arrows and page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <PaginationBar
        pagination={at(2, 1234)}
        onPageChange={onPageChange}
        onPageSizeChange={() => {}}
        itemLabel="coupons"
        isTotalCapped
      />,
    );
    expect(screen.getByTestId('page-range').textContent).toBe('Showing 11–20 of 1,234+ coupons');
    expect(screen.getByTestId('page-button-2').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByTestId('page-previous'));
    await user.click(screen.getByTestId('page-next'));
    await user.click(screen.getByTestId('page-button-4'));
    // The current page's own button does nothing.
    await user.click(screen.getByTestId('page-button-2'));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('stops at both ends', () => {
    const { rerender } = render(<PaginationBar pagination={at(1)} onPageChange={() => {}} />);
    expect(isDisabled(screen.getByTestId('page-previous'))).toBe(true);
    expect(isDisabled(screen.getByTestId('page-next'))).toBe(false);
    rerender(<PaginationBar pagination={at(5)} onPageChange={() => {}} />);
    expect(isDisabled(screen.getByTestId('page-next'))).toBe(true);
    expect(screen.getByTestId('page-range').textContent).toBe('Showing 41–47 of 47 results');
  });

  it('goes to a typed page, and snaps back when there is no such page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<PaginationBar pagination={at(2)} onPageChange={onPageChange} />);
    const box = screen.getByTestId('goto-page');
    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect((box as HTMLInputElement).value).toBe('2');
    await user.clear(box);
    await user.type(box, '5{Enter}');
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('offers the page sizes only when the caller can change the size', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    const { rerender } = render(
      <PaginationBar
        pagination={at(1)}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    rerender(<PaginationBar pagination={at(1)} onPageChange={() => {}} />);
    expect(screen.queryByTestId('page-size')).toBeNull();
  });

  it('in compact form shows the range and the arrows only, locked while busy', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <PaginationBar
        variant="compact"
        pagination={at(2)}
        onPageChange={onPageChange}
        onPageSizeChange={() => {}}
        itemLabel="redemptions"
      />,
    );
    screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByTestId('page-range').textContent).toBe('Showing 11–20 of 47 redemptions');
    expect(screen.queryByTestId('page-size')).toBeNull();
    expect(screen.queryByTestId('goto-page')).toBeNull();
    expect(screen.queryByTestId('page-button-1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    rerender(
      <PaginationBar variant="compact" pagination={at(2)} onPageChange={onPageChange} isDisabled />,
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Previous page' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Next page' }))).toBe(true);
  });
});
