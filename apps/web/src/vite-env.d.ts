/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tenant sent as x-tenant on every API call (default "demo"). */
  readonly VITE_TENANT?: string;
  /** The brand's URL name: the /why-{brand} footer page (default atelier). */
  readonly VITE_BRAND?: string;
}
