import { OAuth2Client } from 'google-auth-library';

import type { Config } from '../../core/config.ts';

export type GoogleProfile = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/** Exchanges an authorization code for a verified Google profile. */
export type GoogleVerifier = (code: string, redirectUri?: string) => Promise<GoogleProfile>;

export function createGoogleVerifier(config: Config): GoogleVerifier | null {
  const google = config.google;
  if (!google) return null;
  return async (code, redirectUri) => {
    const client = new OAuth2Client(
      google.clientId,
      google.clientSecret,
      redirectUri ?? google.redirectUri,
    );
    const { tokens } = await client.getToken(code);
    if (!tokens.id_token) throw new Error('Google returned no id_token');
    const ticket = await client.verifyIdToken({
      idToken: tokens.id_token,
      audience: google.clientId,
    });
    const p = ticket.getPayload();
    if (!p?.sub || !p.email) throw new Error('Google profile lacks sub or email');
    return {
      sub: p.sub,
      email: p.email.toLowerCase(),
      emailVerified: Boolean(p.email_verified),
      givenName: p.given_name ?? p.name ?? 'Learner',
      familyName: p.family_name ?? '',
    };
  };
}
