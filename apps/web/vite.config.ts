import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';

import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { preactAliases } from './preact-aliases.ts';

// Hot reload that keeps component state in development (Preact's counterpart of React Refresh).
const preactRefresh = await prefresh();

// The API runs on its own port in development; the browser only ever talks to /api on the
// page's origin, so cookies stay first-party exactly as in production.
const apiProxy = {
  '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
};

// `vite build` makes the browser's app in dist; `vite build --ssr src/entry-server.tsx` (run by
// scripts/build.mjs after it) the server renderer in dist/server, one self-contained bundle the
// API imports (core/ssr.ts) and never serves.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preactRefresh,
    tailwindcss(),
    // A .br and a .gz copy of every text asset (and index.html), made once at build time at the
    // highest levels; the API serves them by Accept-Encoding (core/spa.ts, preCompressed).
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  // JSX compiles to react/jsx-runtime as tsconfig says, which the aliases turn into Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: { noExternal: true },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: false, copyPublicDir: false, sourcemap: false }
    : {
        // No source maps in the output: the API serves this folder as it is in production.
        sourcemap: false,
        // Every browser we support has <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Libraries that change rarely get their own long-cached chunks; the rest follows
            // the lazy routes so admin-only and sign-in-only code stays out of the first load.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](preact|preact-render-to-string|react-router)[\\/]/,
                },
                // shared's zod.ts (which configures zod) rides in zod's chunk.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/]zod\.ts$/ },
              ],
            },
          },
        },
      },
}));
