import type { CacheOptions, TransportOptions } from '@atelier/platform';

/** Built by the hosting app from its validated config; the gateway reads no environment itself. */
export interface GatewayOptions {
  mode: 'embedded' | 'distributed';
  port: number;
  transport: TransportOptions;
  cache: CacheOptions;
  jwtSecret: string;
  jwtAccessTtlSeconds: number;
  webDist: string;
  bodyLimit: string;
  /**
   * Serve Prometheus metrics (GET /metrics) on this port, apart from the public one (routes, counts,
   * latencies and heap are not for the public). Unset: no metrics endpoint.
   */
  metricsPort?: number;
  /** The platform operator's token for /api/platform (tenant creation); unset: those routes do not exist. */
  platformToken?: string;
  /** Abuse limits on logins and the account forms; defaults apply to what is left out. */
  rateLimits?: Partial<RateLimitOptions>;
}

export interface RateLimitOptions {
  /** Login attempts per client IP within the login window. */
  loginPerIp: number;
  /** Failed logins on one account from one address before each further try from there must wait. */
  loginFreeFailures: number;
  /** Failed logins on one account from all addresses (in the window) after which every try is slowed. */
  loginSlowdownAfter: number;
  loginWindowSeconds: number;
  /** Registration, forgot/reset password and email verification calls per client IP. */
  accountFormsPerIp: number;
  accountFormsWindowSeconds: number;
  /** Image uploads (bespoke orders) per user, counted before the upload is read. */
  uploadsPerUser: number;
  uploadsWindowSeconds: number;
  /** Storefront page views per client IP within their window (analytics, issue 12 part 8). */
  pageViewsPerIp: number;
  pageViewsWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginPerIp: 100,
  loginFreeFailures: 5,
  loginSlowdownAfter: 50,
  loginWindowSeconds: 15 * 60,
  accountFormsPerIp: 30,
  accountFormsWindowSeconds: 60 * 60,
  uploadsPerUser: 20,
  uploadsWindowSeconds: 60 * 60,
  pageViewsPerIp: 300,
  pageViewsWindowSeconds: 5 * 60,
};

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
export const GATEWAY_CACHE = Symbol('GATEWAY_CACHE');
