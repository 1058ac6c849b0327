import type { FieldError } from '@app/shared';

const STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/** The one error type services throw; its code maps to an HTTP status here and nowhere else. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string, data?: unknown) =>
  new AppError('BAD_REQUEST', message, data);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, data?: unknown) =>
  new AppError('CONFLICT', message, data);
export const tooMany = (message: string, data?: unknown) =>
  new AppError('TOO_MANY_REQUESTS', message, data);
export const validationError = (errors: FieldError[]) =>
  new AppError('VALIDATION', 'Validation Error', errors);

/** PostgreSQL unique violation, whichever driver raised it (PGlite nests it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The unique index a violation names, whichever driver raised it: tells which of several unique
 * columns (e-mail or phone…) a duplicate hit.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
