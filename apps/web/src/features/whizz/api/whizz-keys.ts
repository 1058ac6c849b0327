/**
 * Query keys of the student whizz pages. A student's own data sits under ['student', userId, …]
 * so another person signing in on the same tab never sees it.
 */
export const whizzKeys = {
  mine: (userId: string) => ['student', userId, 'whizz'] as const,
  list: (userId: string) => [...whizzKeys.mine(userId), 'list'] as const,
  one: (userId: string, id: string) => [...whizzKeys.mine(userId), 'one', id] as const,
  attempt: (userId: string, id: string) => [...whizzKeys.mine(userId), 'attempt', id] as const,
  result: (userId: string, id: string) => [...whizzKeys.mine(userId), 'result', id] as const,
  leaderboard: (userId: string, id: string, page: number) =>
    [...whizzKeys.mine(userId), 'leaderboard', id, page] as const,
  submission: (userId: string, id: string, submissionId: string) =>
    [...whizzKeys.mine(userId), 'submission', id, submissionId] as const,
};
