/** Business constants and limits (calls.md §9, product.md §9). */
export const API_PREFIX = '/api/v1';
export const ADMIN_API_PREFIX = '/api/v1/admin';

export const REQUEST_TIMEOUT_MS = 15_000;
export const LONG_REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_RETRY_COUNT = 1;
export const NETWORK_RETRY_BASE_MS = 2_000;
export const NETWORK_RETRY_JITTER_MS = 2_000;
export const NETWORK_RETRY_MAX_MS = 30_000;
export const TOKEN_REFRESH_CAP = 3;
export const RATE_LIMIT_WAIT_MS = 5_000;
export const REQUEST_TRACK_LIMIT = 100;
export const DUPLICATE_WINDOW_MS = 5_000;
export const REQUEST_ID_HEADER = 'x-request-id';

export const PAGE_SIZES = [5, 10, 25, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_BUTTONS = 5;
export const SEARCH_DEBOUNCE_MS = 500;
export const CONTACT_SEARCH_MIN_LENGTH = 10;

export const TOAST_DURATION_MS = 2_500;
export const TOAST_WIDTH_PX = 360;

export const OTP_LENGTH = 4;
export const PHONE_LENGTH = 10;
export const PHONE_COUNTRY_CODE = '+91';
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_FIRST_S = 30;
export const OTP_RESEND_LATER_S = 90;
/** Sends per phone per rolling hour (ours; the spec gives none). */
export const OTP_SENDS_PER_HOUR = 5;

export const DESKTOP_BREAKPOINT_PX = 1024;
export const LOGOUT_DELAY_MS = 300;
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const CALLBACK_THANKYOU_CLOSE_MS = 5_000;

export const LENIS = { lerp: 0.1, duration: 1.2, resizeDebounceMs: 250 } as const;

export const KODR_FEE_RUPEES = 82_599;
export const KODR_BASE_FEE_RUPEES = 69_999;
export const GST_PERCENT = 18;
