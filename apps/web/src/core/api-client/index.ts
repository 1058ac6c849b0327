export type { Envelope } from '@app/shared';

export {
  adminApi,
  publicApi,
  type Answer,
  type ApiClient,
  type FileOptions,
  type RateLimit,
  type RequestOptions,
} from './client.ts';
export { AnswerSchemaError, type DataOf, type SchemaName } from './answer-schema.ts';
export { ApiError, getErrorMessage, retryAfterOf } from './errors.ts';
export { getTrackedRequests, type TrackedRequest } from './request-tracker.ts';
export { saveFile } from './save-file.ts';
export { configureApiClient, type ApiClientConfig } from './session.ts';
export { setServerFetch, type DownloadedFile } from './transport.ts';
export {
  clientMessage,
  failWith,
  fieldIssues,
  hasStatus,
  isNotFound,
  type FieldIssue,
} from './field-issues.ts';
