import type { HelmetOptions } from 'helmet';

import { EMBED_FRAME_ORIGINS } from '@app/shared';

/** Google sign-in's script and frame. */
const GOOGLE = 'https://accounts.google.com';
/** Razorpay Checkout: its script, its frames and its telemetry. */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CONNECT = 'https://lumberjack.razorpay.com';

/**
 * The headers documents (the SPA, /api/docs, files) are sent with. Every outside origin is
 * named here, and the video players come from the one embed list in @app/shared that the web
 * also builds its iframes from, so an embed the product offers is never refused by its own CSP.
 */
export function securityHeaderOptions(opts: { isProduction: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", GOOGLE, RAZORPAY_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Thumbnails and covers may be any https image staff link to.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Lesson videos may be an MP4 on any https host (or uploaded here).
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", RAZORPAY_CONNECT],
        frameSrc: ["'self'", GOOGLE, ...EMBED_FRAME_ORIGINS, ...RAZORPAY_FRAMES],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** One directive's sources from a CSP header value ('frame-src' → ["'self'", 'https://…']). */
export function cspDirective(header: string, name: string): string[] {
  for (const part of header.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive === name) return sources;
  }
  return [];
}

/**
 * Whether a URL may be framed under a frame-src source list (with default-src as its fallback),
 * for host sources with a scheme, 'self' against `selfOrigin`, and scheme sources like https:.
 * Enough for our own policy; not a general CSP matcher (no wildcards or paths).
 */
export function isFrameAllowed(header: string, url: string, selfOrigin: string): boolean {
  const frame = cspDirective(header, 'frame-src');
  const sources = frame.length ? frame : cspDirective(header, 'default-src');
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === selfOrigin;
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return target.protocol === source;
    try {
      return new URL(source).origin === target.origin;
    } catch {
      return false;
    }
  });
}
