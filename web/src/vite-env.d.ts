/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server (e.g. http://localhost:3001); empty means same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
