/// <reference types="vite/client" />

// `interface` (not `type`) on purpose: these merge with Vite's own declarations.
interface ImportMetaEnv {
  /** Google OAuth client id; the Google button shows only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
