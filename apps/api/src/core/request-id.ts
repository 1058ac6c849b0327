import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { REQUEST_ID_HEADER } from '@app/shared';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accept the caller's x-request-id when it is sane, otherwise make one. */
export function genRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
