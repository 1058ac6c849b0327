export type { Envelope } from '@app/shared';

export { adminApi, publicApi, type ApiClient, type RequestOptions } from './client.ts';
export { ApiError, getErrorMessage } from './errors.ts';
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
