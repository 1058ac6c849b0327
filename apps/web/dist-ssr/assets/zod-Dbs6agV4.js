import { z } from "zod";
// src/core/zod-config.ts
/**
* Zod compiles fast parsers with `new Function` when it may. Our Content-Security-Policy has no
* 'unsafe-eval', so its first probe was refused and reported as a CSP violation on every page
* load. Imported first by main.tsx, before any schema is built or parsed.
*/
z.config({ jitless: true });
export {};
