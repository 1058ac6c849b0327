import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/core/api-client';

import { RecordLoader, type RecordLoaderProps, type RecordQuery } from './record-loader.tsx';

type Webinar = { title: string };

const query = (patch: Partial<RecordQuery<Webinar>>): RecordQuery<Webinar> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...patch,
});

const failed = (error: unknown) => query({ isError: true, error });

function renderLoader(
  props: Partial<RecordLoaderProps<Webinar>> & { query: RecordQuery<Webinar> },
) {
  render(
    <MemoryRouter>
      <RecordLoader
        notFound={{ title: 'Webinar not found', description: 'It may have been deleted.' }}
        failedMessage="Could not load the webinar"
        loadingLabel="Loading webinar..."
        back={{ to: '/admin/webinars', label: 'Back to webinars' }}
        testId="webinar-error"
        {...props}
      >
        {(webinar) => <h1>{webinar.title}</h1>}
      </RecordLoader>
    </MemoryRouter>,
  );
}

const panel = () => screen.getByTestId('webinar-error');
const heading = () => screen.getByRole('heading').textContent;

describe('RecordLoader', () => {
  it('shows the record once it has loaded', () => {
    renderLoader({ query: query({ data: { title: 'Rust in a day' } }) });
    expect(heading()).toBe('Rust in a day');
    expect(screen.queryByTestId('webinar-error')).toBeNull();
  });

  it('waits with a spinner while the record loads', () => {
    renderLoader({ query: query({ isPending: true }) });
    expect(screen.getByRole('status').textContent).toBe('Loading webinar...');
  });

  it('answers a malformed id at once, in its own words when it has them', () => {
    renderLoader({ query: query({ isPending: true }), isValidId: false });
    expect(heading()).toBe('Webinar not found');
    renderLoader({
      query: query({ isPending: true }),
      isValidId: false,
      invalidId: { title: 'Invalid webinar ID', description: 'Check the address.' },
    });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Webinar not found',
      'Invalid webinar ID',
    ]);
  });

  it('shows not found for a 404, also one wrapped by the fetcher, with the way back and no retry', () => {
    renderLoader({ query: failed(new ApiError('Webinar not found', { status: 404 })) });
    expect(panel().getAttribute('role')).toBe('alert');
    expect(heading()).toBe('Webinar not found');
    expect(screen.getByRole('link', { name: 'Back to webinars' }).getAttribute('href')).toBe(
      '/admin/webinars',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    const wrapped = new Error('Webinar not found', {
      cause: new ApiError('Webinar not found', { status: 404 }),
    });
    renderLoader({ query: failed(wrapped) });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Webinar not found',
      'Webinar not found',
    ]);
  });

  it('shows a failed load with the server’s reason and a retry', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderLoader({
      query: query({
        isError: true,
        error: new ApiError('Bad request', { status: 400, clientMessage: 'The webinar is locked' }),
        refetch,
      }),
    });
    expect(heading()).toBe('Could not load the webinar');
    expect(panel().textContent).toContain('The webinar is locked');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps a server error’s details to itself', () => {
    renderLoader({
      query: failed(new ApiError('relation "webinars" does not exist', { status: 500 })),
    });
    expect(panel().textContent).toContain('Check the connection and try again.');
    expect(panel().textContent).not.toContain('relation');
  });

  it('without a not-found text treats every error as a failed load, and needs no way back', () => {
    renderLoader({
      query: failed(new ApiError('Not found', { status: 404 })),
      notFound: undefined,
      back: undefined,
    });
    expect(heading()).toBe('Could not load the webinar');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
