import { describe, expect, it } from 'vitest';

import { videoEmbedUrl } from '@app/shared';

import { cspDirective, isFrameAllowed, securityHeaderOptions } from './content-security-policy.ts';
import { computeSecurityHeaders } from './security-headers.ts';

const SELF = 'https://kodeschool.in';
const csp = computeSecurityHeaders(securityHeaderOptions({ isProduction: true }))[
  'content-security-policy'
]!;

describe('the document Content-Security-Policy', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://vimeo.com/76979871/0a1b2c3d4e',
    'https://player.vimeo.com/video/76979871',
  ])('lets the player built for %s load', (link) => {
    const embed = videoEmbedUrl(link);
    expect(embed).not.toBeNull();
    expect(isFrameAllowed(csp, embed!, SELF)).toBe(true);
  });

  it('keeps every other frame out, and the site out of other frames', () => {
    expect(isFrameAllowed(csp, 'https://evil.example/embed/x', SELF)).toBe(false);
    expect(isFrameAllowed(csp, 'http://www.youtube-nocookie.com/embed/x', SELF)).toBe(false);
    expect(isFrameAllowed(csp, `${SELF}/certificates/x`, SELF)).toBe(true);
    expect(cspDirective(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(cspDirective(csp, 'default-src')).toEqual(["'self'"]);
    // Checkout and Google sign-in still frame what they need.
    for (const url of [
      'https://api.razorpay.com/v1/checkout/public',
      'https://checkout.razorpay.com/v1/x',
      'https://accounts.google.com/gsi/iframe',
    ]) {
      expect(isFrameAllowed(csp, url, SELF), url).toBe(true);
    }
  });

  it('upgrades insecure requests in production only', () => {
    expect(cspDirective(csp, 'upgrade-insecure-requests')).toEqual([]);
    expect(csp).toContain('upgrade-insecure-requests');
    const dev = computeSecurityHeaders(securityHeaderOptions({ isProduction: false }));
    expect(dev['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
