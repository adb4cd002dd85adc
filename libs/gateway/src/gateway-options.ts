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
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
export const GATEWAY_CACHE = Symbol('GATEWAY_CACHE');
