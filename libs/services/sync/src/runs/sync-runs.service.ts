import { type Paged, type RequestContext, systemContext, translate } from '@atelier/contracts/common';
import type { ListSyncRunsDto, SyncJob, SyncRunView } from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordVersions, selleaseMessages, type SyncRunRow, syncRuns } from '../schema/sync.schema';
import { OwnersClient } from '../sellease/owners.client';
import { RecordClaims } from '../sellease/record-claims';
import { readUpdate, type RecordUpdate } from '../sellease/record-kinds';
import { SyncErrorCode, SyncException } from '../sync.exception';
import { effectiveStatus, JOB_KIND, runProgress } from './sync-run-rules';

/** Records re-applied per claim and per owner call. */
const RUN_CHUNK = 500;

export function toRunView(row: SyncRunRow, language: RequestContext['language'], now: Date): SyncRunView {
  const progress = runProgress(row, now);
  return {
    id: row.id,
    jobs: row.jobs,
    trigger: row.trigger,
    status: effectiveStatus(row, now),
    total: row.total,
    processed: row.processed,
    applied: row.applied,
    skipped: row.skipped,
    errors: row.errors,
    rate: progress.rate,
    remaining: progress.remaining,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    failure: row.failureKey
      ? translate(language, 'sync.runFailed', { reason: translate(language, row.failureKey) })
      : null,
  };
}

/** How a run is asked for: by a member of staff now, or by a schedule's tick. */
export type RunTrigger =
  { trigger: 'manual'; userId: string | null } | { trigger: 'schedule'; job: SyncJob; tick: Date };

/**
 * Sync runs: each re-applies, through the owning services, the last Sellease message applied for every
 * record of its jobs (so stock, prices, designs and accounts edited here since are set back to what
 * Sellease said), with its counts written as it goes.
 */
@Injectable()
export class SyncRunsService {
  private readonly log = getLogger('sync-runs');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly owners: OwnersClient,
    private readonly claims: RecordClaims,
  ) {}

  /**
   * Starts a run and answers it at once; the work goes on in this process. A scheduled tick that another
   * process has claimed already answers null.
   */
  async start(tenantId: string, jobs: readonly SyncJob[], how: RunTrigger): Promise<SyncRunRow | null> {
    const unique = [...new Set(jobs)];
    const kinds = unique.map((job) => JOB_KIND[job]);
    const [inserted] = await this.database.db
      .insert(syncRuns)
      .values({
        tenantId,
        jobs: unique,
        trigger: how.trigger,
        startedBy: how.trigger === 'manual' ? how.userId : null,
        scheduleJob: how.trigger === 'schedule' ? how.job : null,
        scheduledFor: how.trigger === 'schedule' ? how.tick : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    const [total] = await this.database.db
      .select({ n: count() })
      .from(recordVersions)
      .where(
        and(
          eq(recordVersions.tenantId, tenantId),
          inArray(recordVersions.kind, kinds),
          isNotNull(recordVersions.messageId),
        ),
      );
    const [row] = await this.database.db
      .update(syncRuns)
      .set({ total: total?.n ?? 0 })
      .where(eq(syncRuns.id, inserted.id))
      .returning();
    void this.execute(row ?? inserted).catch((error: unknown) => {
      this.log.error({ err: error, runId: inserted.id }, 'sync run failed');
      return this.finish(inserted.id, 'failed', 'error.internal').catch(() => undefined);
    });
    return row ?? inserted;
  }

  async get(ctx: RequestContext, id: string): Promise<SyncRunView> {
    const [row] = await this.database.db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.tenantId, ctx.tenantId), eq(syncRuns.id, id)));
    if (!row) throw new SyncException(SyncErrorCode.RunNotFound, 'sync.runNotFound');
    return toRunView(row, ctx.language, new Date());
  }

  async list(ctx: RequestContext, dto: ListSyncRunsDto): Promise<Paged<SyncRunView>> {
    const filter = eq(syncRuns.tenantId, ctx.tenantId);
    const rows = await this.database.db
      .select()
      .from(syncRuns)
      .where(filter)
      .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
      .limit(dto.limit)
      .offset((dto.page - 1) * dto.limit);
    const [total] = await this.database.db.select({ n: count() }).from(syncRuns).where(filter);
    const n = total?.n ?? 0;
    const now = new Date();
    return {
      rows: rows.map((row) => toRunView(row, ctx.language, now)),
      count: n,
      page: dto.page,
      limit: dto.limit,
      pages: Math.max(1, Math.ceil(n / dto.limit)),
    };
  }

  private async execute(run: SyncRunRow): Promise<void> {
    const ctx = systemContext(run.tenantId, randomUUID());
    for (const job of run.jobs) {
      const kind = JOB_KIND[job];
      let after = '';
      for (;;) {
        const records = await this.database.db
          .select({
            key: recordVersions.key,
            version: recordVersions.version,
            messageId: recordVersions.messageId,
          })
          .from(recordVersions)
          .where(
            and(
              eq(recordVersions.tenantId, run.tenantId),
              eq(recordVersions.kind, kind),
              isNotNull(recordVersions.messageId),
              gt(recordVersions.key, after),
            ),
          )
          .orderBy(asc(recordVersions.key))
          .limit(RUN_CHUNK);
        if (records.length === 0) break;
        after = records[records.length - 1]?.key ?? after;
        const counts = await this.applyChunk(ctx, kind, records);
        await this.database.db
          .update(syncRuns)
          .set({
            processed: sql`${syncRuns.processed} + ${records.length}`,
            applied: sql`${syncRuns.applied} + ${counts.applied}`,
            skipped: sql`${syncRuns.skipped} + ${counts.skipped}`,
            errors: sql`${syncRuns.errors} + ${counts.errors}`,
            heartbeatAt: new Date(),
          })
          .where(eq(syncRuns.id, run.id));
      }
    }
    await this.finish(run.id, 'succeeded', null);
  }

  /** One chunk of records: claimed, their last applied message read back and applied by the owner. */
  private async applyChunk(
    ctx: RequestContext,
    kind: RecordUpdate['kind'],
    records: ReadonlyArray<{ key: string; version: number; messageId: string | null }>,
  ): Promise<{ applied: number; skipped: number; errors: number }> {
    const keys = records.map((record) => record.key);
    const claimed = await this.claims.claimAll(ctx.tenantId, kind, keys);
    try {
      const ids = records.flatMap((record) => (record.messageId ? [record.messageId] : []));
      const messages = await this.database.db
        .select({
          messageId: selleaseMessages.messageId,
          type: selleaseMessages.type,
          payload: selleaseMessages.payload,
        })
        .from(selleaseMessages)
        .where(and(eq(selleaseMessages.tenantId, ctx.tenantId), inArray(selleaseMessages.messageId, ids)));
      const byId = new Map(messages.map((message) => [message.messageId, message]));
      const updates: RecordUpdate[] = [];
      let skipped = 0;
      let errors = 0;
      for (const record of records) {
        const message = record.messageId ? byId.get(record.messageId) : undefined;
        // A newer version applied since the list was read is applied already: nothing to re-apply.
        if (!message || claimed.versions.get(record.key) !== record.version) {
          skipped += 1;
          continue;
        }
        const read = await readUpdate(message.type, message.payload);
        if (read.ok) updates.push(read.update);
        else errors += 1;
      }
      const outcome = updates.length > 0 ? await this.owners.apply(ctx, kind, updates) : null;
      const applied = outcome ? updates.filter((update) => outcome.applied.has(update.key)).length : 0;
      return { applied, skipped, errors: errors + updates.length - applied };
    } finally {
      await this.claims.release(ctx.tenantId, kind, claimed, []);
    }
  }

  private async finish(id: string, status: 'succeeded' | 'failed', failureKey: string | null): Promise<void> {
    await this.database.db
      .update(syncRuns)
      .set({ status, failureKey, finishedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(syncRuns.id, id));
  }
}
