import { config } from 'zod';

/**
 * The one zod every shared schema is built with. In a browser it runs without its compiled
 * parsers: zod makes them with `new Function`, which our Content-Security-Policy (no
 * 'unsafe-eval') refuses, and its first probe was reported as a CSP violation on every page.
 * The setting must precede the first schema built, so every module that builds one imports `z`
 * from here (the web app through `@app/shared`). Servers keep the faster compiled parsers.
 * The one module of this package with a side effect (package.json says so to the bundler).
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z } from 'zod';
