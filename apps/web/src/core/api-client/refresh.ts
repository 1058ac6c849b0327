import { API_PREFIX, MSG, REQUEST_TIMEOUT_MS } from '@app/shared';

import { ApiError, httpError } from './errors.ts';
import { trackRequestEnd, trackRequestStart } from './request-tracker.ts';
import { send } from './transport.ts';

export const REFRESH_URL = `${API_PREFIX}/users/tokens/refresh`;

let inFlight: Promise<void> | null = null;
// Bumped on every successful refresh so a call that was sent with the old cookies can tell that
// someone already refreshed and simply replay, instead of rotating the tokens a second time.
let epoch = 0;

export const getRefreshEpoch = (): number => epoch;
export const isRefreshing = (): boolean => inFlight !== null;

async function runRefresh(): Promise<void> {
  const id = crypto.randomUUID();
  const tracked = trackRequestStart({ id, method: 'PUT', url: REFRESH_URL });
  let status: number | undefined;
  try {
    const res = await send({ method: 'PUT', url: REFRESH_URL, timeoutMs: REQUEST_TIMEOUT_MS }, id);
    status = res.status;
    if (!res.ok) throw httpError(res.status, res.body, res.requestId);
    // The server rotates the httpOnly cookies; the token in the answer is only proof it did.
    const data: unknown = res.body.data;
    const token =
      typeof data === 'object' && data !== null && 'accessToken' in data ? data.accessToken : null;
    if (typeof token !== 'string' || token === '') {
      throw new ApiError(MSG.noAccessToken, {
        status: res.status,
        data: res.body,
        requestId: res.requestId,
        clientMessage: MSG.noAccessToken,
      });
    }
  } finally {
    trackRequestEnd(tracked, status);
  }
}

/** Single flight: whoever asks while a refresh is running waits for that same refresh. */
export function refreshTokens(): Promise<void> {
  inFlight ??= runRefresh()
    .then(() => {
      epoch += 1;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
