import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sub: string; role: string; sid: string };

// A KeyObject made once: jose would otherwise import raw bytes into WebCrypto on every call.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlS: number,
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlS)
    .sign(keyOf(secret));
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature was already checked, with their claims and expiry. A browser sends the
 * same access token on every call until it refreshes it, and jose's HMAC check (WebCrypto) is
 * most of an authenticated request's CPU; a token is immutable, so its signature is checked once
 * per instance and its expiry on every use. Bounded: the oldest entry goes first.
 */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
const VERIFIED_TOKENS_MAX = 10_000;

export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    // jose's rule: expired once the current whole second reaches exp.
    if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
    verifiedTokens.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { sub: payload.sub, role: String(payload.role ?? ''), sid: payload.sid };
    if (typeof payload.exp === 'number') {
      if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
        verifiedTokens.delete(verifiedTokens.keys().next().value!);
      }
      verifiedTokens.set(token, { secret, claims, exp: payload.exp });
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** OTPs are 4 digits: a keyed hash keeps a leaked table from being brute-forced offline. */
export const hashOtp = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
