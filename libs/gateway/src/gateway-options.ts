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
  /** Abuse limits on logins and the account forms; defaults apply to what is left out. */
  rateLimits?: Partial<RateLimitOptions>;
}

export interface RateLimitOptions {
  /** Login attempts per client IP within the login window. */
  loginPerIp: number;
  /** Failed logins per account (email) within the login window. */
  loginFailuresPerAccount: number;
  loginWindowSeconds: number;
  /** Registration, forgot/reset password and email verification calls per client IP. */
  accountFormsPerIp: number;
  accountFormsWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginPerIp: 100,
  loginFailuresPerAccount: 10,
  loginWindowSeconds: 15 * 60,
  accountFormsPerIp: 30,
  accountFormsWindowSeconds: 60 * 60,
};

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
export const GATEWAY_CACHE = Symbol('GATEWAY_CACHE');
