import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; the browser only ever talks to /api on the
// page's origin, so cookies stay first-party exactly as in production.
const apiProxy = {
  '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get their own long-cached chunks; the rest follows
        // the lazy routes so admin-only and sign-in-only code stays out of the first load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
