import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  CALLBACK_MSG,
  callbackBodyFromForm,
  LONG_REQUEST_TIMEOUT_MS,
  MSG,
  type CallbackBody,
  type ZCallbackForm,
} from '@app/shared';

import { ApiError, publicApi } from '@/core/api-client';
import { utmField } from '@/core/utm';

export type CallbackValues = z.infer<typeof ZCallbackForm>;

/** POST /request-callbacks (calls.md §7) with its 30 s timeout and the visitor's UTM attribution. */
export async function requestCallback(values: CallbackValues): Promise<void> {
  const body: CallbackBody = { ...callbackBodyFromForm(values), ...utmField() };
  await publicApi.post('/request-callbacks', 'ZNoData', body, {
    timeoutMs: LONG_REQUEST_TIMEOUT_MS,
  });
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}

export type CallbackFieldError = { field: string; message: string };
export type CallbackFailure = { message: string; fieldErrors: CallbackFieldError[] };

const BODY_TO_FORM_FIELD: Record<string, string> = {
  'contact.number': 'mobile',
  'contact.code': 'mobile',
  contact: 'mobile',
};

function validationItems(data: unknown): CallbackFieldError[] {
  if (typeof data !== 'object' || data === null) return [];
  const { message, data: items } = data as { message?: unknown; data?: unknown };
  if (message !== MSG.validationError || !Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const { field, message: text } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof text !== 'string' || !text) return [];
    return [{ field: BODY_TO_FORM_FIELD[field] ?? field, message: text }];
  });
}

/**
 * The texts of calls.md §8 Callback: network error, timeout, 500 and "other". A 400 validation
 * answer is the one exception: its field messages are shown where they belong.
 */
export function callbackFailure(error: unknown): CallbackFailure {
  if (!(error instanceof ApiError)) return { message: CALLBACK_MSG.otherError, fieldErrors: [] };
  if (error.isNetworkError) return { message: CALLBACK_MSG.networkError, fieldErrors: [] };
  if (error.isTimeout) return { message: CALLBACK_MSG.timeout, fieldErrors: [] };
  // Gateways in front of the API answer 502-504 when it is down: the same server trouble.
  if (error.status !== null && error.status >= 500) {
    return { message: CALLBACK_MSG.serverError, fieldErrors: [] };
  }
  if (error.status === 400) {
    const fieldErrors = validationItems(error.data);
    if (fieldErrors.length > 0) {
      return { message: fieldErrors.map((item) => item.message).join(', '), fieldErrors };
    }
  }
  // calls.md §8: a public 429 fails with its own text after the wait; it says what to do.
  if (error.status === 429 && error.clientMessage) {
    return { message: error.clientMessage, fieldErrors: [] };
  }
  return { message: CALLBACK_MSG.otherError, fieldErrors: [] };
}
