import type { CacheStore } from '@atelier/platform';
import { randomUUID } from 'node:crypto';
import { CACHE_TTL, CatalogueCacheKeys } from './cache-keys';

/**
 * Values read on every request (the lookups, the menu index, the filter configuration), kept in this
 * process while the tenant's cache generation stands and no longer than their cache entry lives: one
 * small read a request instead of each value's whole text. The generation is a key under the tenant's
 * prefix, so every invalidation of the tenant's catalogue ends it (see CatalogueCache).
 */
export class TenantMemo {
  private readonly kept = new Map<string, { generation: string; until: number; value: unknown }>();
  /** A generation read in flight per tenant: a request's memos, and concurrent requests', share it. */
  private readonly reading = new Map<string, Promise<string>>();

  constructor(private readonly cache: CacheStore) {}

  async get<T>(tenantId: string, name: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const generation = await this.generation(tenantId);
    const key = `${tenantId}:${name}`;
    const entry = this.kept.get(key);
    if (entry?.generation === generation && Date.now() < entry.until) return entry.value as T;
    const value = await load();
    this.kept.set(key, { generation, until: Date.now() + ttlSeconds * 1000, value });
    return value;
  }

  private generation(tenantId: string): Promise<string> {
    const pending = this.reading.get(tenantId);
    if (pending) return pending;
    const read = this.readGeneration(tenantId).finally(() => this.reading.delete(tenantId));
    this.reading.set(tenantId, read);
    return read;
  }

  /** The tenant's current generation; a new one when there is none (after an invalidation). */
  private async readGeneration(tenantId: string): Promise<string> {
    const key = CatalogueCacheKeys.generation(tenantId);
    const known = await this.cache.get(key);
    if (known !== null) return known;
    const made = randomUUID();
    await this.cache.set(key, made, CACHE_TTL.generation);
    return made;
  }
}
