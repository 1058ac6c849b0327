import { a as getErrorMessage, i as ApiError } from "./api-client-CyCTgC69.js";
// src/core/api-client/field-issues.ts
var isRecord = (value) => typeof value === "object" && value !== null;
var hasStatus = (error, status) => error instanceof ApiError && error.status === status;
var isNotFound = (error) => hasStatus(error, 404);
/**
* The `[{field, message}]` list a 4xx answer carries: a 400 Validation Error, or a 409 that
* names its field (e.g. a coupon code or problem ID already taken). An error made by `failWith`
* is looked through to the API error it wraps.
*/
function fieldIssues(error) {
	if (error instanceof Error && !(error instanceof ApiError) && error.cause) return fieldIssues(error.cause);
	if (!(error instanceof ApiError) || error.status !== 400 && error.status !== 409) return [];
	const data = isRecord(error.data) ? error.data.data : void 0;
	if (!Array.isArray(data)) return [];
	return data.filter((i) => isRecord(i) && typeof i.field === "string" && i.field !== "" && typeof i.message === "string");
}
/**
* The server's message when it gave one worth showing (any 4xx), else the spec's default
* (calls.md §8: "A server message replaces the default when given"). A 5xx or a network failure
* says nothing useful to staff, so it gets the default.
*/
function clientMessage(error, fallback) {
	if (error instanceof ApiError && error.status !== null && error.status >= 500) return fallback;
	return getErrorMessage(error, fallback);
}
/** Wraps a failed call so the thrown error carries the text to show (and the API error as cause). */
function failWith(error, fallback) {
	throw new Error(clientMessage(error, fallback), { cause: error });
}
export { isNotFound as a, hasStatus as i, failWith as n, fieldIssues as r, clientMessage as t };
