import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { MSG, type FieldError } from '@app/shared';

import { AppError } from './errors.ts';

/** Zod issue path → "phone.number"; a missing field in the body root → its key. */
function fieldOf(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Unknown keys are reported on their parent; name the key itself.
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length) return [fromPath, ...keys].filter(Boolean).join('.');
  return fromPath || 'body';
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.malformedJson },
};

/** One place turns every error into the envelope, logs it with the request id, hides 5xx details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data: FieldError[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, v.params),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ success: false, message: MSG.validationError, data });
    }
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.data && typeof error.data === 'object') {
        const retryAfter = (error.data as { retryAfter?: number }).retryAfter;
        if (retryAfter) reply.header('retry-after', String(retryAfter));
      }
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.data !== undefined && { data: error.data }),
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, message: known.message });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ success: false, message: MSG.malformedJson });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ success: false, message: error.message || MSG.genericError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(status >= 500 ? status : 500).send({
      success: false,
      message: request.routeOptions.config?.serverErrorMessage ?? MSG.serverError,
    });
  });
}
