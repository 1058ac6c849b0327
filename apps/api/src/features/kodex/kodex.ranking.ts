import type { Tx } from '../../db/client.ts';
import { findRankingPage } from './kodex-ranking.repo.ts';
import type { ContestRecord } from './kodex.dto.ts';

/** One ranked attempt (userId stays on the server: it only decides `isYou`). */
export type RankedRow = {
  rank: number;
  userId: string;
  name: string;
  score: number;
  problemsSolved: number;
  timeTakenSeconds: number;
};

export type RankingPage = { rows: RankedRow[]; total: number; updatedAt: Date };

/** A page of the contest's live ranking (the rule: kodex-ranking.repo.ts) as the API shows it. */
export async function computeRanking(
  db: Tx,
  contest: ContestRecord,
  page: { offset: number; limit: number },
): Promise<RankingPage> {
  const updatedAt = new Date();
  const { rows, total } = await findRankingPage(db, contest, page);
  return {
    rows: rows.map((row) => ({
      rank: Number(row.rank),
      userId: row.user_id,
      name: row.name || 'Participant',
      score: Number(row.score),
      problemsSolved: Number(row.solved),
      timeTakenSeconds: row.secs === null ? 0 : Number(row.secs),
    })),
    total,
    updatedAt,
  };
}

/** Ranking pages kept ~5 s per contest + page, so a busy contest costs one query per 5 s. */
export const RANKING_TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { expires: number; page: RankingPage }>();

export async function cachedRanking(
  db: Tx,
  contest: ContestRecord,
  page: { offset: number; limit: number },
  now = Date.now(),
): Promise<RankingPage> {
  const key = `${contest.id}:${page.offset}:${page.limit}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.page;
  const computed = await computeRanking(db, contest, page);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.delete(key);
  cache.set(key, { expires: now + RANKING_TTL_MS, page: computed });
  return computed;
}

/** Tests that change submissions between two reads empty the cache. */
export function clearRankingCache() {
  cache.clear();
}
