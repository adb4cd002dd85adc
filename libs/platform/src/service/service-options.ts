import type { ServiceName } from '@atelier/contracts/common';
import type { CacheOptions } from '../cache';
import type { DatabaseOptions } from '../database';
import type { TransportOptions } from '../transport';

/** Everything a service needs from its host process; the app's config builds it, nothing else reads env. */
export interface ServiceRuntimeOptions {
  service: ServiceName;
  database: DatabaseOptions;
  cache: CacheOptions;
  transport: TransportOptions;
  seedDemo: boolean;
}
