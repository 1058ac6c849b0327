import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useAuthStore } from '@/core/auth/auth-store';

import { getLeaderboard, getMyWhizz, getResult, getSubmission, getWhizz } from './whizz-api.ts';
import { whizzKeys } from './whizz-keys.ts';

export const LEADERBOARD_PAGE_SIZE = 10;

const useUserId = () => useAuthStore((s) => s.user?._id ?? '');

/** GET /whizz: my quizzes (live, upcoming, finished) and the server's clock. */
export function useMyWhizz() {
  const userId = useUserId();
  return useQuery({
    queryKey: whizzKeys.list(userId),
    queryFn: ({ signal }) => getMyWhizz(signal),
    enabled: userId !== '',
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** GET /whizz/{id}: one quiz before it is started (the start screen), read fresh each visit. */
export function useStudentWhizz(id: string, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: whizzKeys.one(userId, id),
    queryFn: ({ signal }) => getWhizz(id, signal),
    enabled: enabled && userId !== '',
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

export function useWhizzResult(id: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: whizzKeys.result(userId, id),
    queryFn: ({ signal }) => getResult(id, signal),
    enabled: userId !== '',
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

export function useLeaderboard(id: string, page: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: whizzKeys.leaderboard(userId, id, page),
    queryFn: ({ signal }) => getLeaderboard(id, page, LEADERBOARD_PAGE_SIZE, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

const POLL_MS = 1_000;

/** Follows a judge submission until it is done (or failed), once a second. */
export function useSubmission(id: string, submissionId: string | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: whizzKeys.submission(userId, id, submissionId ?? ''),
    queryFn: ({ signal }) => getSubmission(id, submissionId!, signal),
    enabled: userId !== '' && submissionId !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'error' ? false : POLL_MS;
    },
    staleTime: Infinity,
  });
}
