/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tenant sent as x-tenant on every API call (default "demo"). */
  readonly VITE_TENANT?: string;
}
