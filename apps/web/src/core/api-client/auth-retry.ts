import { MSG, TOKEN_REFRESH_CAP } from '@app/shared';

import { getRefreshEpoch, isRefreshing, refreshTokens } from './refresh.ts';
import { expireSession } from './session.ts';
import { send, type RawResponse, type SendInput } from './transport.ts';

export type ApiKind = 'public' | 'admin';

/*
 * Reading of "at most 3 refreshes counted" (calls.md §8–9): the count lives as long as the page
 * (the client), grows by one for every refresh the public client starts (joining a refresh already
 * in flight does not count), and goes back to 0 once a replay after a refresh gets any non-401
 * answer, since that proves the refresh worked. So a long session can refresh forever, while a
 * server that keeps saying EXPIRED_ACCESS_TOKEN right after a refresh is asked at most 3 times.
 */
let publicRefreshes = 0;

/** True when the tokens are (now) fresh and the call is worth replaying. */
async function refreshForPublic(sentAtEpoch: number): Promise<boolean> {
  if (getRefreshEpoch() !== sentAtEpoch) return true;
  if (!isRefreshing()) {
    if (publicRefreshes >= TOKEN_REFRESH_CAP) return false;
    publicRefreshes += 1;
  }
  try {
    await refreshTokens();
    return true;
  } catch {
    // The public side has no session to end: the caller gets the original 401 and decides.
    return false;
  }
}

async function sendPublic(input: SendInput, requestId: string): Promise<RawResponse> {
  const sentAtEpoch = getRefreshEpoch();
  const first = await send(input, requestId);
  if (first.status !== 401 || first.body.message !== MSG.expiredAccessToken) return first;
  if (!(await refreshForPublic(sentAtEpoch))) return first;
  const replay = await send(input);
  if (replay.status !== 401) publicRefreshes = 0;
  return replay;
}

async function sendAdmin(input: SendInput, requestId: string): Promise<RawResponse> {
  const sentAtEpoch = getRefreshEpoch();
  const first = await send(input, requestId);
  if (first.status !== 401) return first;
  if (getRefreshEpoch() === sentAtEpoch) {
    try {
      await refreshTokens();
    } catch (error) {
      expireSession(error);
      throw error;
    }
  }
  // Replayed once only: a second 401 is passed on rather than looping on refreshes.
  return send(input);
}

/** Sends a call and, when the answer says the access token ran out, refreshes and replays it. */
export function sendWithAuth(
  kind: ApiKind,
  input: SendInput,
  requestId: string,
): Promise<RawResponse> {
  return kind === 'public' ? sendPublic(input, requestId) : sendAdmin(input, requestId);
}
