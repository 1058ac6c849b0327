import { describe, expect, it } from 'vitest';

import { MSG } from '@app/shared';

import { ApiError, getErrorMessage, httpError } from './errors.ts';

const validation = (data: unknown, message: string = MSG.validationError) =>
  httpError(400, { success: false, message, data }, null);

describe('getErrorMessage', () => {
  it('joins the messages of a Validation Error list with commas', () => {
    const error = validation([
      { field: 'email', message: 'Email is invalid' },
      { field: 'phone', message: 'Phone is required' },
    ]);
    expect(getErrorMessage(error, 'fallback')).toBe('Email is invalid, Phone is required');
    expect(error.message).toBe('Email is invalid, Phone is required');
  });

  it('keeps the server message when Validation Error comes with an empty list', () => {
    expect(getErrorMessage(validation([]))).toBe(MSG.validationError);
  });

  it('prefers the server message over data messages when it is not Validation Error', () => {
    const error = validation([{ field: 'x', message: 'ignored' }], 'Batch not found');
    expect(getErrorMessage(error)).toBe('Batch not found');
  });

  it('falls back to the joined data messages when the server message is empty', () => {
    const error = validation(
      [
        { field: 'a', message: 'A is bad' },
        { field: 'b', message: 'B is bad' },
      ],
      '  ',
    );
    expect(getErrorMessage(error)).toBe('A is bad, B is bad');
  });

  it('uses the caller fallback, then Unknown API error, when the body says nothing', () => {
    const error = httpError(500, { success: false, message: '' }, null);
    expect(getErrorMessage(error, 'Failed to fetch courses')).toBe('Failed to fetch courses');
    expect(getErrorMessage(error)).toBe(MSG.unknownApiError);
    expect(getErrorMessage(httpError(502, 'not an envelope', null))).toBe(MSG.unknownApiError);
  });

  it('gives the transport texts for network errors and timeouts, whatever the fallback', () => {
    const network = new ApiError('x', { isNetworkError: true });
    const timeout = new ApiError('x', { isTimeout: true });
    expect(getErrorMessage(network, 'Login failed')).toBe(MSG.networkError);
    expect(getErrorMessage(timeout, 'Login failed')).toBe(MSG.timeout);
  });

  it('lets a client-chosen message win over the body', () => {
    const error = new ApiError(MSG.tooManyRequests, {
      status: 429,
      data: { success: false, message: 'slow down' },
      clientMessage: MSG.tooManyRequests,
    });
    expect(getErrorMessage(error, 'fallback')).toBe(MSG.tooManyRequests);
  });

  it('uses the message of a plain Error, else the fallback, else Unknown API error', () => {
    expect(getErrorMessage(new Error('boom'), 'fallback')).toBe('boom');
    expect(getErrorMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(getErrorMessage('a string', 'fallback')).toBe('fallback');
    expect(getErrorMessage(undefined)).toBe(MSG.unknownApiError);
  });
});

describe('ApiError', () => {
  it('carries status, body and request id of the answer', () => {
    const body = { success: false, message: 'Nope' };
    const error = httpError(404, body, 'req-1');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      data: body,
      requestId: 'req-1',
      isNetworkError: false,
      isTimeout: false,
      message: 'Nope',
    });
  });
});
