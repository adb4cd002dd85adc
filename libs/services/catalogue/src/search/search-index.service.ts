import {
  DATABASE,
  type DatabaseHandle,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
} from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import {
  mergeSearchChange,
  parseSearchChange,
  type PendingSearchChanges,
  SEARCH_CHANNEL,
  type SearchChange,
} from './search-changes';
import { TenantSearchIndex } from './search-index';
import { SearchRecounter } from './search-recounter.service';
import { loadDesigns, loadTenantDesigns, searchTenants } from './search-index.loader';

/** Waits between attempts to listen again after the notification connection dropped. */
const RECONNECT_MS = { first: 250, max: 5000 };
/** Waits between attempts to build a tenant's index again after a build or an update failed. */
const RETRY_MS = { first: 500, max: 30_000 };
/** Designs per statement when reloading the designs of a burst of changes. */
const IDS_PER_LOAD = 1000;

/**
 * Keeps each tenant's in-memory search index: built from PostgreSQL at start, then kept fresh by the
 * `catalogue_search` notifications that every change of search rows sends in its own transaction.
 * Every catalogue process listens, so an edit reaches all of them as soon as it commits. Changes heard
 * of while the index is busy are gathered and applied together, so a burst costs a few loads rather
 * than a queue of one load per notification. While a tenant's index is not built (starting, after the
 * listening connection dropped and notifications may have been missed, or after a change could not be
 * applied), `current` answers undefined and search falls back to SQL until a rebuild succeeds.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = getLogger('catalogue-search-index');
  private readonly indexes = new Map<string, TenantSearchIndex>();
  private work: Promise<void> = Promise.resolve();
  /** Changes heard of and not yet applied, and the queued drain that will apply them. */
  private readonly pending: PendingSearchChanges = new Map();
  private drain: Promise<void> | null = null;
  /** Consecutive failures per tenant, for the wait before the next attempt. */
  private readonly failures = new Map<string, number>();
  private client: Client | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private retryMs = RECONNECT_MS.first;
  /** Resolves once the first build of every tenant finished (or failed). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    private readonly recounter: SearchRecounter,
  ) {}

  /** The tenant's index, when built. */
  current(tenantId: string): TenantSearchIndex | undefined {
    return this.indexes.get(tenantId);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Listen first: a change committed while building is then applied after the build.
    await this.listen();
    this.ready = this.enqueue(() => this.buildAll());
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.stopListening?.().catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    await this.work.catch(() => undefined);
    for (const index of this.indexes.values()) index.dispose();
    this.indexes.clear();
  }

  /** Applies a change (the notification path does the same); resolves once it is in the index. */
  apply(change: SearchChange): Promise<void> {
    mergeSearchChange(this.pending, change);
    // One drain waits in the queue at a time: changes heard of meanwhile join it.
    this.drain ??= this.enqueue(() => {
      this.drain = null;
      return this.applyPending();
    });
    return this.drain;
  }

  /** Rebuilds a tenant's index from PostgreSQL and swaps it in. */
  rebuild(tenantId: string): Promise<void> {
    return this.apply({ tenantId, designIds: null });
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.work.then(task).catch((error: unknown) => {
      this.log.error({ err: error }, 'search index task failed');
    });
    this.work = next;
    return next;
  }

  private async buildAll(): Promise<void> {
    let tenants: string[];
    try {
      // Recounts asked for while nobody was listening (or by a process that stopped) are done now.
      await this.recounter.sweep();
      tenants = await searchTenants(this.database.db);
    } catch (error) {
      const wait = this.backoff('');
      this.log.error({ err: error, retryInMs: wait }, 'search index: cannot list tenants, retrying');
      this.later(wait, () => {
        this.ready = this.enqueue(() => this.buildAll());
      });
      return;
    }
    this.failures.delete('');
    for (const tenantId of tenants) await this.applyTenant(tenantId, null);
  }

  /** Applies every change heard of since the last drain: a whole tenant rebuilt, or its designs reloaded. */
  private async applyPending(): Promise<void> {
    const changes = [...this.pending];
    this.pending.clear();
    for (const [tenantId, ids] of changes) await this.applyTenant(tenantId, ids && [...ids]);
  }

  private async applyTenant(tenantId: string, designIds: string[] | null): Promise<void> {
    try {
      if (designIds === null || !this.indexes.has(tenantId)) await this.build(tenantId);
      else await this.reload(tenantId, designIds);
      this.failures.delete(tenantId);
    } catch (error) {
      // The index would now miss a committed change: search answers from SQL until a rebuild succeeds.
      this.indexes.get(tenantId)?.dispose();
      this.indexes.delete(tenantId);
      const wait = this.backoff(tenantId);
      this.log.error({ err: error, tenantId, retryInMs: wait }, 'search index update failed, rebuilding');
      this.later(wait, () => void this.rebuild(tenantId));
    }
  }

  /** The wait before the next attempt after consecutive failures ('' for the list of tenants). */
  private backoff(key: string): number {
    const attempt = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, attempt);
    return Math.min(RETRY_MS.max, RETRY_MS.first * 2 ** (attempt - 1));
  }

  private later(ms: number, run: () => void): void {
    setTimeout(() => {
      if (!this.closed) run();
    }, ms).unref();
  }

  private async build(tenantId: string): Promise<void> {
    const started = performance.now();
    const heapBefore = process.memoryUsage();
    const index = new TenantSearchIndex();
    try {
      await index.bulkLoad((add) => loadTenantDesigns(this.database.db, tenantId, add));
    } catch (error) {
      index.dispose();
      throw error;
    }
    const old = this.indexes.get(tenantId);
    this.indexes.set(tenantId, index);
    old?.dispose();
    const heapAfter = process.memoryUsage();
    this.log.info(
      {
        tenantId,
        designs: index.size,
        ms: Math.round(performance.now() - started),
        heapMb: Math.round((heapAfter.heapUsed - heapBefore.heapUsed) / 2 ** 20),
        rssMb: Math.round((heapAfter.rss - heapBefore.rss) / 2 ** 20),
      },
      'search index built',
    );
  }

  /** Reloads some designs' search rows into the tenant's index, a bounded number per statement. */
  private async reload(tenantId: string, designIds: readonly string[]): Promise<void> {
    for (let at = 0; at < designIds.length; at += IDS_PER_LOAD) {
      const ids = designIds.slice(at, at + IDS_PER_LOAD);
      const rows = await loadDesigns(this.database.db, tenantId, ids);
      const found = new Set(rows.map((row) => row.id));
      // The index may have been dropped meanwhile (listening lost): its rebuild reads everything anyway.
      const target = this.indexes.get(tenantId);
      if (!target) return;
      for (const row of rows) target.upsert(row);
      for (const id of ids) if (!found.has(id)) target.remove(id);
    }
  }

  private onNotification(payload: string | undefined): void {
    const change = parseSearchChange(payload ?? '');
    if (!change) return;
    this.recounter.changed(change.tenantId);
    void this.apply(change);
  }

  private async listen(): Promise<void> {
    const database = this.options.database;
    if (database.kind === 'pglite') {
      this.stopListening = await database.client.listen(SEARCH_CHANNEL, (payload) =>
        this.onNotification(payload),
      );
      return;
    }
    const client = new Client({ connectionString: database.url });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      // Ending a dead connection may still report an error: one nobody listens to ends the process.
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      this.relisten();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.onNotification(message.payload));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SEARCH_CHANNEL}`);
      this.retryMs = RECONNECT_MS.first;
    } catch (error) {
      this.log.warn({ err: error }, 'search index: cannot listen for changes, retrying');
      lost();
    }
  }

  /** Listens again after the connection dropped; notifications may have been missed, so rebuild. */
  private relisten(): void {
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(RECONNECT_MS.max, this.retryMs * 2);
    // Until rebuilt, search answers from SQL rather than from an index that may have missed edits.
    const tenants = [...this.indexes.keys()];
    for (const tenantId of tenants) {
      this.indexes.get(tenantId)?.dispose();
      this.indexes.delete(tenantId);
    }
    setTimeout(() => {
      if (this.closed) return;
      void this.listen().then(() => {
        if (this.client) this.ready = this.enqueue(() => this.buildAll());
      });
    }, wait).unref();
  }
}
