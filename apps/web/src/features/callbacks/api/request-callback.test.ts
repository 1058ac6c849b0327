import { describe, expect, it } from 'vitest';

import { CALLBACK_MSG, MSG } from '@app/shared';

import { ApiError } from '@/core/api-client';

import { callbackFailure } from './request-callback.ts';

const http = (status: number, data: unknown = { success: false, message: 'x' }) =>
  new ApiError('x', { status, data });

describe('callbackFailure (calls.md §8 Callback)', () => {
  it('names a dropped connection and a timeout', () => {
    const network = new ApiError(MSG.networkError, { isNetworkError: true });
    expect(callbackFailure(network)).toEqual({
      message: CALLBACK_MSG.networkError,
      fieldErrors: [],
    });
    const timeout = new ApiError(MSG.timeout, { isTimeout: true });
    expect(callbackFailure(timeout).message).toBe(CALLBACK_MSG.timeout);
  });

  it('gives the server text for a 500 (and for gateways answering for a dead server)', () => {
    expect(callbackFailure(http(500)).message).toBe(CALLBACK_MSG.serverError);
    expect(callbackFailure(http(503)).message).toBe(CALLBACK_MSG.serverError);
  });

  it('gives the "other" text for anything else, whatever the server said', () => {
    for (const status of [401, 403, 404, 409, 422]) {
      expect(callbackFailure(http(status)).message).toBe(CALLBACK_MSG.otherError);
    }
    expect(callbackFailure(new TypeError('boom')).message).toBe(CALLBACK_MSG.otherError);
    expect(callbackFailure(http(400, { message: 'Bad request' })).message).toBe(
      CALLBACK_MSG.otherError,
    );
  });

  it('keeps the rate-limit text of the public client', () => {
    const limited = new ApiError(MSG.tooManyRequests, {
      status: 429,
      clientMessage: MSG.tooManyRequests,
    });
    expect(callbackFailure(limited).message).toBe(MSG.tooManyRequests);
  });

  it('maps a 400 validation answer onto the form fields', () => {
    const failure = callbackFailure(
      http(400, {
        success: false,
        message: MSG.validationError,
        data: [
          { field: 'contact.number', message: CALLBACK_MSG.mobile },
          { field: 'name', message: CALLBACK_MSG.fullName },
          { field: 'ignored' },
        ],
      }),
    );
    expect(failure.fieldErrors).toEqual([
      { field: 'mobile', message: CALLBACK_MSG.mobile },
      { field: 'name', message: CALLBACK_MSG.fullName },
    ]);
    expect(failure.message).toBe(`${CALLBACK_MSG.mobile}, ${CALLBACK_MSG.fullName}`);
  });
});
