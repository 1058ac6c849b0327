// ../../packages/shared/src/constants.ts
/** Business constants and limits (calls.md §9, product.md §9). */
var API_PREFIX = "/api/v1";
var ADMIN_API_PREFIX = "/api/v1/admin";
var REQUEST_TIMEOUT_MS = 15e3;
var LONG_REQUEST_TIMEOUT_MS = 3e4;
var NETWORK_RETRY_BASE_MS = 2e3;
var NETWORK_RETRY_JITTER_MS = 2e3;
var NETWORK_RETRY_MAX_MS = 3e4;
var RATE_LIMIT_WAIT_MS = 5e3;
var DUPLICATE_WINDOW_MS = 5e3;
var REQUEST_ID_HEADER = "x-request-id";
var PAGE_SIZES = [
	5,
	10,
	25,
	50,
	75,
	100
];
var TOAST_DURATION_MS = 2500;
var DESKTOP_BREAKPOINT_PX = 1024;
var CALLBACK_THANKYOU_CLOSE_MS = 5e3;
var LENIS = {
	lerp: .1,
	duration: 1.2,
	resizeDebounceMs: 250
};
// ../../packages/shared/src/text/plural.ts
/**
* A count and its noun, the one way every text (web pages, e-mails, API messages) says how many:
* plural(1, 'student') → '1 student', plural(12500, 'student') → '12,500 students' (Indian
* grouping), plural(2, 'batch', 'batches') for a noun that does not just add an s.
*/
function plural(count, one, many = `${one}s`) {
	return `${count.toLocaleString("en-IN")} ${pluralNoun(count, one, many)}`;
}
/** Only the noun, for a count that is shown apart (styled, or as '3 of 5 …'): 'student(s)'. */
function pluralNoun(count, one, many = `${one}s`) {
	return count === 1 ? one : many;
}
export { TOAST_DURATION_MS as _, CALLBACK_THANKYOU_CLOSE_MS as a, LENIS as c, NETWORK_RETRY_JITTER_MS as d, NETWORK_RETRY_MAX_MS as f, REQUEST_TIMEOUT_MS as g, REQUEST_ID_HEADER as h, API_PREFIX as i, LONG_REQUEST_TIMEOUT_MS as l, RATE_LIMIT_WAIT_MS as m, pluralNoun as n, DESKTOP_BREAKPOINT_PX as o, PAGE_SIZES as p, ADMIN_API_PREFIX as r, DUPLICATE_WINDOW_MS as s, plural as t, NETWORK_RETRY_BASE_MS as u };
