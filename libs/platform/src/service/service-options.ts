import type { ServiceName } from '@atelier/contracts/common';
import type { CacheOptions } from '../cache';
import type { DatabaseOptions } from '../database';
import type { StorageOptions } from '../storage';
import type { TransportOptions } from '../transport';

/** Everything a service needs from its host process; the app's config builds it, nothing else reads env. */
export interface ServiceRuntimeOptions {
  service: ServiceName;
  database: DatabaseOptions;
  cache: CacheOptions;
  transport: TransportOptions;
  /** Where files (images, uploads) live; default `data/files` under the working directory. */
  storage?: StorageOptions;
  seedDemo: boolean;
}
