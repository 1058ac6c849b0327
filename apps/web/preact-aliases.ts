import type { Alias } from 'vite';

/**
 * The web app is written against React's API and runs on Preact (preact/compat): the same
 * components, hooks and libraries at a tenth of react-dom's size (a public page's first load
 * is ~40 KB of runtime instead of ~97 KB). Every build of the app uses these aliases (the
 * browser bundle, the server renderer, the component tests), so what is tested and
 * server-rendered is what the browser hydrates. Types stay @types/react.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
