export type { Envelope } from '@app/shared';

export {
  adminApi,
  publicApi,
  type ApiClient,
  type RateLimit,
  type RequestOptions,
} from './client.ts';
export { ApiError, getErrorMessage, retryAfterOf } from './errors.ts';
export { getTrackedRequests, type TrackedRequest } from './request-tracker.ts';
export { configureApiClient, type ApiClientConfig } from './session.ts';
export {
  clientMessage,
  failWith,
  fieldIssues,
  hasStatus,
  isNotFound,
  type FieldIssue,
} from './field-issues.ts';
