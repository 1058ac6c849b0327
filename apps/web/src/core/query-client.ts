import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole app. Features set their own staleTime from the spec's cache
 * lifetimes; retries stay off because the API client already retries network failures
 * with backoff, and retrying a 4xx never helps.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
