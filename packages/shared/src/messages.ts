/**
 * Every user-facing text the spec quotes, written once (spec/calls.md §8, product.md §5).
 * Texts the spec leaves open are ours and are marked as such.
 */

import { plural } from './text/plural.ts';

export const MSG = {
  // transport (calls.md §8)
  expiredAccessToken: 'EXPIRED_ACCESS_TOKEN',
  noAccessToken: 'No access token returned',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  validationError: 'Validation Error',
  unknownApiError: 'Unknown API error',
  genericError: 'An error occurred.',
  networkError: 'Network error. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please try again later.',
  serverError: 'Server error. Our team has been notified and is working on it.',
  fallbackTitle: 'Oops! Something went wrong',
  refreshPage: 'Refresh Page',
  tryAgain: 'Try Again',

  // auth fallbacks and successes
  loginFailed: 'Login failed',
  socialLoginFailed: 'Social login failed',
  registrationFailed: 'Registration failed',
  fetchUserFailed: 'Failed to fetch user',
  logoutFailed: 'Logout failed',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful',
  logoutSuccessful: 'Logout successful',
  socialLoginSuccessful: 'Social login successful',

  // OTP flow
  sendOtpFailed: 'Failed to send OTP',
  resendOtpFailed: 'Failed to resend OTP',
  otpSent: 'OTP sent successfully',
  registrationWelcome: (name: string) => `Registration successful! Welcome ${name}!`,
  loggedOut: 'Successfully logged out',
  logoutRetry: 'Logout failed. Please try again.',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneRequired: 'Phone number is required',
  otpIncomplete: 'Please enter all 4 digits',

  // admin shell
  restoringAdminSession: 'Restoring admin session...',
  loggingOut: 'Logging out...',

  // ours: texts the spec leaves open
  otherCountry:
    'Only Indian (+91) mobile numbers can sign in with OTP. Please contact support for manual verification.',
  indianMobile: 'Please enter a valid 10-digit mobile number',
  otpInvalid: 'Incorrect OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpAttemptsExceeded: 'Too many wrong attempts. Please request a new OTP.',
  otpResendWait: (seconds: number) =>
    `Please wait ${plural(seconds, 'second')} before requesting another OTP.`,
  otpHourlyLimit: (minutes: number) =>
    `Too many OTP requests for this number. Please try again in ${plural(minutes, 'minute')}.`,
  otpWrongGuessLock: (minutes: number) =>
    `Too many wrong codes for this number. Try again in ${plural(minutes, 'minute')}.`,
  userNotRegistered: 'No account found for this phone number. Please register to continue.',
  phoneAlreadyRegistered: 'This phone number is already registered. Please log in instead.',
  phoneInUse: 'This phone number belongs to another account. Please contact support.',
  emailInUse: 'This email is already registered with another account.',
  notLoggedIn: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  banned: 'Your account has been suspended. Please contact support.',
  notFound: 'Not found',
  routeNotFound: 'This API route does not exist.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  userIdMismatch: 'You can only verify the phone number of your own account.',
  unsupportedMediaType: 'Requests that change data must be sent as JSON (application/json).',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  invalidCharacters: 'Contains characters that are not allowed. Please remove them.',
  serviceUnavailable: 'The server is shutting down or not ready. Please try again shortly.',
} as const;
