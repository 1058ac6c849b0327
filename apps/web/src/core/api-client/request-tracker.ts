import { DUPLICATE_WINDOW_MS, REQUEST_TRACK_LIMIT } from '@app/shared';

export type TrackedRequest = {
  id: string;
  method: string;
  url: string;
  startedAt: number;
  endedAt?: number;
  status?: number;
  duplicate: boolean;
};

type Entry = TrackedRequest & { key: string };

const entries: Entry[] = [];

function bodyKey(body: unknown): string {
  if (body === undefined) return '';
  if (typeof FormData !== 'undefined' && body instanceof FormData) return '[form-data]';
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    // A body JSON cannot stringify will fail in the request itself; tracking must not throw first.
    return '[unserialisable]';
  }
}

export function trackRequestStart(input: {
  id: string;
  method: string;
  url: string;
  body?: unknown;
}): TrackedRequest {
  const startedAt = Date.now();
  const key = `${input.method} ${input.url} ${bodyKey(input.body)}`;
  const duplicate = entries.some(
    (entry) => entry.key === key && startedAt - entry.startedAt < DUPLICATE_WINDOW_MS,
  );
  if (duplicate) console.debug('[api-client] duplicate request', input.method, input.url);

  const entry: Entry = {
    id: input.id,
    method: input.method,
    url: input.url,
    startedAt,
    duplicate,
    key,
  };
  entries.push(entry);
  if (entries.length > REQUEST_TRACK_LIMIT) entries.splice(0, entries.length - REQUEST_TRACK_LIMIT);
  return entry;
}

/** `status` stays undefined when no answer came (network failure, timeout, abort). */
export function trackRequestEnd(tracked: TrackedRequest, status?: number): void {
  tracked.endedAt = Date.now();
  if (status !== undefined) tracked.status = status;
}

/** Copies, oldest first, so callers cannot alter the log. */
export function getTrackedRequests(): TrackedRequest[] {
  return entries.map(({ key: _key, ...request }) => ({ ...request }));
}
