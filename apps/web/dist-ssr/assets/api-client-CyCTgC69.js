import { d as NETWORK_RETRY_JITTER_MS, f as NETWORK_RETRY_MAX_MS, g as REQUEST_TIMEOUT_MS, h as REQUEST_ID_HEADER, i as API_PREFIX, m as RATE_LIMIT_WAIT_MS, r as ADMIN_API_PREFIX, t as plural, u as NETWORK_RETRY_BASE_MS } from "./plural-DYc3P-kI.js";
import "zod";
// ../../packages/shared/src/messages.ts
/**
* Every user-facing text the spec quotes, written once (spec/calls.md §8, product.md §5).
* Texts the spec leaves open are ours and are marked as such.
*/
var MSG = {
	expiredAccessToken: "EXPIRED_ACCESS_TOKEN",
	noAccessToken: "No access token returned",
	tooManyRequests: "Too many requests. Please wait a moment and try again.",
	validationError: "Validation Error",
	unknownApiError: "Unknown API error",
	genericError: "An error occurred.",
	networkError: "Network error. Please check your internet connection and try again.",
	timeout: "Request timed out. Please try again later.",
	serverError: "Server error. Our team has been notified and is working on it.",
	fallbackTitle: "Oops! Something went wrong",
	refreshPage: "Refresh Page",
	tryAgain: "Try Again",
	loginFailed: "Login failed",
	socialLoginFailed: "Social login failed",
	registrationFailed: "Registration failed",
	fetchUserFailed: "Failed to fetch user",
	logoutFailed: "Logout failed",
	loginSuccessful: "Login successful",
	registrationSuccessful: "Registration successful",
	logoutSuccessful: "Logout successful",
	socialLoginSuccessful: "Social login successful",
	sendOtpFailed: "Failed to send OTP",
	resendOtpFailed: "Failed to resend OTP",
	otpSent: "OTP sent successfully",
	registrationWelcome: (name) => `Registration successful! Welcome ${name}!`,
	loggedOut: "Successfully logged out",
	logoutRetry: "Logout failed. Please try again.",
	phoneInvalid: "Please enter a valid 10-digit phone number",
	phoneRequired: "Phone number is required",
	otpIncomplete: "Please enter all 4 digits",
	restoringAdminSession: "Restoring admin session...",
	loggingOut: "Logging out...",
	otherCountry: "Only Indian (+91) mobile numbers can sign in with OTP. Please contact support for manual verification.",
	indianMobile: "Please enter a valid 10-digit mobile number",
	otpInvalid: "Incorrect OTP. Please check the code and try again.",
	otpExpired: "This OTP has expired. Please request a new one.",
	otpAttemptsExceeded: "Too many wrong attempts. Please request a new OTP.",
	otpResendWait: (seconds) => `Please wait ${plural(seconds, "second")} before requesting another OTP.`,
	otpHourlyLimit: (minutes) => `Too many OTP requests for this number. Please try again in ${plural(minutes, "minute")}.`,
	otpWrongGuessLock: (minutes) => `Too many wrong codes for this number. Try again in ${plural(minutes, "minute")}.`,
	userNotRegistered: "No account found for this phone number. Please register to continue.",
	phoneAlreadyRegistered: "This phone number is already registered. Please log in instead.",
	phoneInUse: "This phone number belongs to another account. Please contact support.",
	emailInUse: "This email is already registered with another account.",
	notLoggedIn: "Please log in to continue.",
	sessionExpired: "Your session has expired. Please log in again.",
	forbidden: "You do not have permission to do this.",
	banned: "Your account has been suspended. Please contact support.",
	notFound: "Not found",
	routeNotFound: "This API route does not exist.",
	googleNotConfigured: "Google sign-in is not configured on this server.",
	googleFailed: "Google sign-in failed. Please try again.",
	userIdMismatch: "You can only verify the phone number of your own account.",
	unsupportedMediaType: "Requests that change data must be sent as JSON (application/json).",
	payloadTooLarge: "The request body is too large.",
	malformedJson: "The request body is not valid JSON.",
	invalidCharacters: "Contains characters that are not allowed. Please remove them.",
	serviceUnavailable: "The server is shutting down or not ready. Please try again shortly."
};
// src/core/api-client/answer-schema.ts
/**
* The `data` of a 2xx answer, typed by the shared schema of its call. Development and tests parse
* it and say loudly when the server and the schema disagree; production trusts the server, whose
* routes encode every answer through their response schema. Either way the caller gets the data
* exactly as sent (never the parse's output), so the app behaves the same in every mode.
*/
function answerData(schema, data, call) {
	return data;
}
// src/core/api-client/errors.ts
var ApiError = class extends Error {
	status;
	data;
	isNetworkError;
	isTimeout;
	requestId;
	clientMessage;
	constructor(message, init = {}) {
		super(message);
		this.name = "ApiError";
		this.status = init.status ?? null;
		this.data = init.data;
		this.isNetworkError = init.isNetworkError ?? false;
		this.isTimeout = init.isTimeout ?? false;
		this.requestId = init.requestId ?? null;
		this.clientMessage = init.clientMessage ?? null;
	}
};
var isRecord = (value) => typeof value === "object" && value !== null;
var nonEmpty = (value) => typeof value === "string" && value.trim() !== "";
/** The user-facing text a server envelope carries, or null when it carries none (calls.md §8). */
function messageFromBody(body) {
	if (!isRecord(body)) return null;
	const message = nonEmpty(body.message) ? body.message : null;
	const items = Array.isArray(body.data) ? body.data.map((item) => isRecord(item) ? item.message : null).filter(nonEmpty) : [];
	const joined = items.length > 0 ? items.join(", ") : null;
	if (message === MSG.validationError && joined) return joined;
	return message ?? joined;
}
/**
* Seconds a 429 asked the caller to wait (`data.retryAfter` of the envelope), if it said; takes
* the envelope or an ApiError carrying it.
*/
function retryAfterOf(source) {
	const body = source instanceof ApiError ? source.data : source;
	if (!isRecord(body) || !isRecord(body.data)) return null;
	const value = body.data.retryAfter;
	return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
function getErrorMessage(error, fallback) {
	if (error instanceof ApiError) {
		if (error.isNetworkError) return MSG.networkError;
		if (error.isTimeout) return MSG.timeout;
		return error.clientMessage ?? messageFromBody(error.data) ?? fallback ?? MSG.unknownApiError;
	}
	if (error instanceof Error && nonEmpty(error.message)) return error.message;
	return fallback ?? MSG.unknownApiError;
}
/** Turns a non-2xx answer into the error callers receive. */
function httpError(status, body, requestId) {
	return new ApiError(messageFromBody(body) ?? MSG.unknownApiError, {
		status,
		data: body,
		requestId
	});
}
// src/core/api-client/request-tracker.ts
var entries = [];
function bodyKey(body) {
	if (body === void 0) return "";
	if (typeof FormData !== "undefined" && body instanceof FormData) return "[form-data]";
	try {
		return JSON.stringify(body) ?? "";
	} catch {
		return "[unserialisable]";
	}
}
function trackRequestStart(input) {
	const startedAt = Date.now();
	const key = `${input.method} ${input.url} ${bodyKey(input.body)}`;
	const duplicate = entries.some((entry) => entry.key === key && startedAt - entry.startedAt < 5e3);
	if (duplicate) console.debug("[api-client] duplicate request", input.method, input.url);
	const entry = {
		id: input.id,
		method: input.method,
		url: input.url,
		startedAt,
		duplicate,
		key
	};
	entries.push(entry);
	if (entries.length > 100) entries.splice(0, entries.length - 100);
	return entry;
}
/** `status` stays undefined when no answer came (network failure, timeout, abort). */
function trackRequestEnd(tracked, status) {
	tracked.endedAt = Date.now();
	if (status !== void 0) tracked.status = status;
}
// src/core/api-client/transport.ts
/** Fetch rejected without an answer; only this kind is retried. */
var NoResponse = class extends Error {};
/** Resolves after `ms`, or rejects with the caller's abort reason as soon as it aborts. */
function wait(ms, signal) {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason);
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal?.reason);
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}
function retryDelay(attempt) {
	const delay = NETWORK_RETRY_BASE_MS * 2 ** attempt + Math.random() * NETWORK_RETRY_JITTER_MS;
	return Math.min(delay, NETWORK_RETRY_MAX_MS);
}
/** Empty and non-JSON bodies (proxies' HTML pages, 204s) become a bare envelope, never a crash. */
async function readEnvelope(response) {
	const bare = {
		success: response.status < 400,
		message: ""
	};
	try {
		const parsed = JSON.parse(await response.text());
		if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return bare;
		return parsed;
	} catch {
		return bare;
	}
}
/** The name in `attachment; filename="kodr-2025-01-31.csv"` (what the API's downloads send). */
function fileNameOf(disposition) {
	const match = /filename="([^"]+)"|filename=([^;]+)/i.exec(disposition ?? "");
	return (match?.[1] ?? match?.[2])?.trim() || null;
}
async function readFile(response) {
	return {
		blob: await response.blob(),
		fileName: fileNameOf(response.headers.get("content-disposition"))
	};
}
function toFetchBody(input) {
	const headers = { Accept: input.answer === "file" ? "*/*" : "application/json" };
	if (input.body === void 0) return { headers };
	if (typeof FormData !== "undefined" && input.body instanceof FormData) return {
		body: input.body,
		headers
	};
	if (typeof Blob !== "undefined" && input.body instanceof Blob) {
		headers["Content-Type"] = input.body.type || "application/octet-stream";
		return {
			body: input.body,
			headers
		};
	}
	headers["Content-Type"] = "application/json";
	return {
		body: JSON.stringify(input.body),
		headers
	};
}
async function sendOnce(input, requestId) {
	if (input.signal?.aborted) throw input.signal.reason;
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, input.timeoutMs);
	const onCallerAbort = () => controller.abort(input.signal?.reason);
	input.signal?.addEventListener("abort", onCallerAbort, { once: true });
	const timeoutError = () => new ApiError(MSG.timeout, {
		isTimeout: true,
		requestId,
		clientMessage: MSG.timeout
	});
	const { body, headers } = toFetchBody(input);
	try {
		let response;
		try {
			response = await fetch(input.url, {
				method: input.method,
				credentials: "include",
				headers: {
					...headers,
					...input.headers,
					[REQUEST_ID_HEADER]: requestId
				},
				body,
				signal: controller.signal
			});
		} catch (error) {
			if (timedOut) throw timeoutError();
			if (input.signal?.aborted) throw input.signal.reason;
			throw new NoResponse("fetch failed", { cause: error });
		}
		const isFile = input.answer === "file" && response.ok;
		const file = isFile ? await readFile(response) : void 0;
		const envelope = isFile ? {
			success: true,
			message: ""
		} : await readEnvelope(response);
		if (timedOut) throw timeoutError();
		if (input.signal?.aborted) throw input.signal.reason;
		return {
			ok: response.ok,
			status: response.status,
			body: envelope,
			file,
			requestId: response.headers.get("x-request-id") ?? requestId
		};
	} finally {
		clearTimeout(timer);
		input.signal?.removeEventListener("abort", onCallerAbort);
	}
}
/**
* One HTTP exchange with the network retry of calls.md §9. Every attempt gets a fresh request id;
* `firstRequestId` lets the tracker log the id the first attempt really carried.
*/
async function send(input, firstRequestId) {
	for (let attempt = 0;; attempt++) {
		const requestId = attempt === 0 && firstRequestId || crypto.randomUUID();
		try {
			return await sendOnce(input, requestId);
		} catch (error) {
			if (!(error instanceof NoResponse)) throw error;
			if (attempt >= 1) throw new ApiError(MSG.networkError, {
				isNetworkError: true,
				requestId,
				clientMessage: MSG.networkError
			});
			await wait(retryDelay(attempt), input.signal);
		}
	}
}
// src/core/api-client/refresh.ts
var REFRESH_URL = `${API_PREFIX}/users/tokens/refresh`;
var inFlight = null;
var epoch = 0;
var getRefreshEpoch = () => epoch;
var isRefreshing = () => inFlight !== null;
async function runRefresh() {
	const id = crypto.randomUUID();
	const tracked = trackRequestStart({
		id,
		method: "PUT",
		url: REFRESH_URL
	});
	let status;
	try {
		const res = await send({
			method: "PUT",
			url: REFRESH_URL,
			timeoutMs: REQUEST_TIMEOUT_MS
		}, id);
		status = res.status;
		if (!res.ok) throw httpError(res.status, res.body, res.requestId);
		const data = res.body.data;
		const token = typeof data === "object" && data !== null && "accessToken" in data ? data.accessToken : null;
		if (typeof token !== "string" || token === "") throw new ApiError(MSG.noAccessToken, {
			status: res.status,
			data: res.body,
			requestId: res.requestId,
			clientMessage: MSG.noAccessToken
		});
	} finally {
		trackRequestEnd(tracked, status);
	}
}
/** Single flight: whoever asks while a refresh is running waits for that same refresh. */
function refreshTokens() {
	inFlight ??= runRefresh().then(() => {
		epoch += 1;
	}).finally(() => {
		inFlight = null;
	});
	return inFlight;
}
// src/core/api-client/session.ts
/** Browser routes of calls.md §2 that the client itself sends people to. */
var SIGNIN_PATH = "/auth/signin";
var UNAUTHORIZED_PATH = "/unauthorized";
var config = { navigate: (path) => globalThis.location?.assign(path) };
/** The router hands over its navigate so redirects stay inside the single-page app. */
function configureApiClient(opts) {
	config = { ...opts };
}
function navigateTo(path) {
	config.navigate(path);
}
var lastExpiry = null;
/**
* Every admin call waiting on one failed refresh receives the same rejection; the session ends
* once for it rather than once per waiting call.
*/
function expireSession(cause) {
	if (cause === lastExpiry) return;
	lastExpiry = cause;
	config.onSessionExpired?.();
	config.navigate(SIGNIN_PATH);
}
// src/core/api-client/auth-retry.ts
var publicRefreshes = 0;
/** True when the tokens are (now) fresh and the call is worth replaying. */
async function refreshForPublic(sentAtEpoch) {
	if (getRefreshEpoch() !== sentAtEpoch) return true;
	if (!isRefreshing()) {
		if (publicRefreshes >= 3) return false;
		publicRefreshes += 1;
	}
	try {
		await refreshTokens();
		return true;
	} catch {
		return false;
	}
}
async function sendPublic(input, requestId) {
	const sentAtEpoch = getRefreshEpoch();
	const first = await send(input, requestId);
	if (first.status !== 401 || first.body.message !== MSG.expiredAccessToken) return first;
	if (!await refreshForPublic(sentAtEpoch)) return first;
	const replay = await send(input);
	if (replay.status !== 401) publicRefreshes = 0;
	return replay;
}
async function sendAdmin(input, requestId) {
	const sentAtEpoch = getRefreshEpoch();
	const first = await send(input, requestId);
	if (first.status !== 401) return first;
	if (getRefreshEpoch() === sentAtEpoch) try {
		await refreshTokens();
	} catch (error) {
		expireSession(error);
		throw error;
	}
	return send(input);
}
/** Sends a call and, when the answer says the access token ran out, refreshes and replays it. */
function sendWithAuth(kind, input, requestId) {
	return kind === "public" ? sendPublic(input, requestId) : sendAdmin(input, requestId);
}
// src/core/api-client/url.ts
var isBlank = (value) => value === void 0 || value === null || value === "";
/** Array values are repeated (`a=1&a=2`), the form the API's list filters read. */
function buildUrl(base, path, query) {
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(query ?? {})) {
		const values = Array.isArray(value) ? value : [value];
		for (const item of values) if (!isBlank(item)) params.append(name, String(item));
	}
	const url = `${base}${path.startsWith("/") || path === "" ? path : `/${path}`}`;
	const search = params.toString();
	if (!search) return url;
	return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}
/** The path part only, so a query value containing '/admin/' does not count. */
function pathOf(url) {
	return url.split(/[?#]/, 1)[0] ?? url;
}
// src/core/api-client/client.ts
/** The status rules of calls.md §8 that apply once the token dance is over. */
async function failureFor(kind, res, input, opts) {
	if (res.status === 403 && pathOf(input.url).includes("/admin/")) navigateTo(UNAUTHORIZED_PATH);
	if (res.status === 429) opts.onRateLimited?.({
		retryAfter: retryAfterOf(res.body),
		message: messageFromBody(res.body)
	});
	if (res.status === 429 && kind === "public") {
		await wait(RATE_LIMIT_WAIT_MS, input.signal);
		return new ApiError(MSG.tooManyRequests, {
			status: 429,
			data: res.body,
			requestId: res.requestId,
			clientMessage: MSG.tooManyRequests
		});
	}
	return httpError(res.status, res.body, res.requestId);
}
async function exchange(kind, input, opts) {
	const sendInput = {
		...input,
		timeoutMs: opts.timeoutMs ?? 15e3,
		signal: opts.signal,
		headers: opts.headers
	};
	const id = crypto.randomUUID();
	const tracked = trackRequestStart({
		id,
		method: input.method,
		url: input.url,
		body: input.body
	});
	let status;
	try {
		const res = await sendWithAuth(kind, sendInput, id);
		status = res.status;
		if (res.ok) return res;
		throw await failureFor(kind, res, sendInput, opts);
	} finally {
		trackRequestEnd(tracked, status);
	}
}
async function request(kind, base, method, path, schema, body, opts = {}) {
	const url = buildUrl(base, path, opts.query);
	const res = await exchange(kind, {
		method,
		url,
		body
	}, opts);
	const data = answerData(schema, res.body.data, `${method} ${pathOf(url)}`);
	return {
		...res.body,
		data
	};
}
async function download(kind, url, opts = {}) {
	return (await exchange(kind, {
		method: "GET",
		url,
		answer: "file"
	}, {
		...opts,
		timeoutMs: opts.timeoutMs ?? 3e4
	})).file;
}
function createApiClient(kind, base) {
	return {
		get: (path, schema, opts) => request(kind, base, "GET", path, schema, void 0, opts),
		delete: (path, schema, opts) => request(kind, base, "DELETE", path, schema, void 0, opts),
		post: (path, schema, body, opts) => request(kind, base, "POST", path, schema, body, opts),
		put: (path, schema, body, opts) => request(kind, base, "PUT", path, schema, body, opts),
		patch: (path, schema, body, opts) => request(kind, base, "PATCH", path, schema, body, opts),
		download: (url, opts) => download(kind, url, opts),
		href: (path, query) => buildUrl(base, path, query)
	};
}
var publicApi = createApiClient("public", API_PREFIX);
var adminApi = createApiClient("admin", ADMIN_API_PREFIX);
export { getErrorMessage as a, ApiError as i, publicApi as n, retryAfterOf as o, configureApiClient as r, MSG as s, adminApi as t };
