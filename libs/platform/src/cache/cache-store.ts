import { Redis } from 'ioredis';
import { getLogger } from '../logging';

/** Cache-aside, rate limits and the token denylist all go through this, whatever is behind it. */
export interface CacheStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Increments a counter, starting its expiry with the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Deletes every key starting with the prefix (under this store's own prefix). */
  delByPrefix(prefix: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function cached<T>(
  cache: CacheStore,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  await cache.set(key, JSON.stringify(value), ttlSeconds);
  return value;
}

/**
 * Redis behind the cache interface. While Redis is unreachable the store degrades instead of failing
 * requests: a read is a miss (so data comes from PostgreSQL), a write or delete is skipped, a counter
 * allows; commands fail at once rather than queueing, so nothing waits on a dead connection. Only
 * ping() reports the outage (health shows the cache down). It reconnects by itself.
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly log = getLogger('cache');
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      keyPrefix: `${prefix}:`,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      // Refuse commands while disconnected instead of holding requests until Redis is back.
      enableOfflineQueue: false,
      commandTimeout: 500,
      // Commands issued in the same tick (a request's several reads, or many requests' under load) go
      // out in one write: a socket write per command was a visible share of every service's time.
      enableAutoPipelining: true,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    // ioredis reconnects on its own; without a listener an outage would crash the process.
    this.redis.on('error', () => undefined);
  }

  async connect(): Promise<void> {
    await this.redis.connect();
    await this.redis.ping();
  }

  private async degraded<T>(operation: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (Date.now() - this.lastWarning > 5_000) {
        this.lastWarning = Date.now();
        this.log.warn({ err: (error as Error).message, operation }, 'cache unavailable: degrading');
      }
      return fallback;
    }
  }

  get(key: string): Promise<string | null> {
    return this.degraded('get', () => this.redis.get(key), null);
  }

  set(key: string, value: string, ttlSeconds: number): Promise<void> {
    return this.degraded(
      'set',
      async () => {
        await this.redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      },
      undefined,
    );
  }

  del(...keys: string[]): Promise<void> {
    return this.degraded(
      'del',
      async () => {
        if (keys.length > 0) await this.redis.del(...keys);
      },
      undefined,
    );
  }

  incr(key: string, ttlSeconds: number): Promise<number> {
    return this.degraded(
      'incr',
      async () => {
        const [[, count]] = (await this.redis
          .multi()
          .incr(key)
          .expire(key, Math.max(1, Math.ceil(ttlSeconds)), 'NX')
          .exec()) as [[Error | null, number], [Error | null, number]];
        return count;
      },
      0,
    );
  }

  delByPrefix(prefix: string): Promise<number> {
    return this.degraded('delByPrefix', () => this.scanAndDelete(prefix), 0);
  }

  private async scanAndDelete(prefix: string): Promise<number> {
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}:${prefix}*`, 'COUNT', 500);
      cursor = next;
      // SCAN returns full keys; DEL through this client would add the prefix again.
      const bare = keys.map((key) => key.slice(this.prefix.length + 1));
      if (bare.length > 0) removed += await this.redis.del(...bare);
    } while (cursor !== '0');
    return removed;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }
  async close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}

export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  private live(key: string): { value: string; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.live(key)?.value ?? null);
  }
  set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
    return Promise.resolve();
  }
  del(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
    return Promise.resolve();
  }
  incr(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const count = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(key, {
      value: String(count),
      expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000,
    });
    return Promise.resolve(count);
  }
  delByPrefix(prefix: string): Promise<number> {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return Promise.resolve(removed);
  }
  ping(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }
}

export type CacheOptions =
  { kind: 'redis'; url: string; prefix: string } | { kind: 'memory'; store: MemoryCacheStore };

export async function openCache(options: CacheOptions): Promise<CacheStore> {
  if (options.kind === 'memory') return options.store;
  const store = new RedisCacheStore(options.url, options.prefix);
  try {
    await store.connect();
  } catch (error) {
    await store.close();
    throw new Error(`Redis at ${redactUrl(options.url)} is unreachable: ${(error as Error).message}`);
  }
  return store;
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
