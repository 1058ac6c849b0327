/**
 * What every route file writes the same way: the `:id` path parameter, the error answers it
 * documents and the success envelope of ARCHITECTURE.md (`{ success, message, data? }`).
 */
import { z } from 'zod';

import { ZErrorEnvelope } from '@app/shared';

/**
 * `:id` in a path: any text up to 64 characters. A malformed one, empty included
 * (`/admin/batches//students`), is then simply not found, or the handler names it in the spec's
 * words ('Invalid batch ID').
 * Routes with more parameters extend it (`ZIdParams.extend({ studentId: … })`).
 */
export const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * The error answers of a route's `response` map: every 4xx and 5xx is the envelope with
 * `success: false` (core/error-handler.ts writes them all).
 */
export const errorResponses = { '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope };

export type Ok = { success: true; message: string };
export type OkData<T> = Ok & { data: T };

/** The success envelope: `{ success: true, message }`, with `data` when given. */
export function ok(message: string): Ok;
export function ok<T>(message: string, data: T): OkData<T>;
export function ok<T>(message: string, data?: T): Ok | OkData<T> {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}

/** The success envelope of a plain read: message 'OK'. */
export function okData<T>(data: T): OkData<T> {
  return { success: true, message: 'OK', data };
}
