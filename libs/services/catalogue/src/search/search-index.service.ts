import {
  DATABASE,
  type DatabaseHandle,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
} from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { parseSearchChange, SEARCH_CHANNEL, type SearchChange } from './search-changes';
import { TenantSearchIndex } from './search-index';
import { SearchRecounter } from './search-recounter.service';
import { loadDesigns, loadTenantDesigns, searchTenants } from './search-index.loader';

/** Waits between attempts to listen again after the notification connection dropped. */
const RECONNECT_MS = { first: 250, max: 5000 };

/**
 * Keeps each tenant's in-memory search index: built from PostgreSQL at start, then kept fresh by the
 * `catalogue_search` notifications that every change of search rows sends in its own transaction.
 * Every catalogue process listens, so an edit reaches all of them as soon as it commits. While a
 * tenant's index is not built (starting, or after the listening connection dropped and notifications
 * may have been missed), `current` answers undefined and search falls back to SQL.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = getLogger('catalogue-search-index');
  private readonly indexes = new Map<string, TenantSearchIndex>();
  private work: Promise<void> = Promise.resolve();
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

  /** Applies a change now (the notification path does the same); for writers inside this process. */
  apply(change: SearchChange): Promise<void> {
    return this.enqueue(() => this.applyNow(change));
  }

  /** Rebuilds a tenant's index from PostgreSQL and swaps it in. */
  rebuild(tenantId: string): Promise<void> {
    return this.enqueue(() => this.build(tenantId));
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.work.then(task).catch((error: unknown) => {
      this.log.error({ err: error }, 'search index update failed');
    });
    this.work = next;
    return next;
  }

  private async buildAll(): Promise<void> {
    // Recounts asked for while nobody was listening (or by a process that stopped) are done now.
    await this.recounter.sweep();
    for (const tenantId of await searchTenants(this.database.db)) await this.build(tenantId);
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

  private async applyNow(change: SearchChange): Promise<void> {
    const index = this.indexes.get(change.tenantId);
    if (!index || change.designIds === null) {
      await this.build(change.tenantId);
      return;
    }
    const rows = await loadDesigns(this.database.db, change.tenantId, change.designIds);
    const found = new Set(rows.map((row) => row.id));
    // The index may have been replaced or dropped meanwhile: update the one in place now, if any.
    const target = this.indexes.get(change.tenantId);
    if (!target) return;
    for (const row of rows) target.upsert(row);
    for (const id of change.designIds) if (!found.has(id)) target.remove(id);
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
