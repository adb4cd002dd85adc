import { CommonErrorCode, type RequestContext, systemContext } from '@atelier/contracts/common';
import type { SelleaseMessageStatus } from '@atelier/contracts/sync';
import { AppException, DATABASE, type DatabaseHandle, getLogger, TableStatistics } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows } from '../db/query';
import { applyIsolating } from './isolate-failures';
import { OwnersClient } from './owners.client';
import { type AppliedVersion, RecordClaims } from './record-claims';
import { newestPerRecord, type Reason, readUpdate, type RecordKind, type RecordUpdate } from './record-kinds';

/** A message from Sellease, whichever way it came (its queue, or the API in embedded mode). */
export interface InboundMessage {
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
  /** Why it cannot be read at all (its body is not JSON ...): straight to the error list, once. */
  refused?: Reason;
}

/** `unavailable`: its owning service stayed unreachable through every retry (it is dead-lettered). */
export type InboundOutcome = SelleaseMessageStatus | 'duplicate' | 'unavailable';

/** Waits between attempts when an owning service is unreachable; then the message is dead-lettered. */
export const RETRY_DELAYS_MS = [250, 1_000, 4_000];

/** An owning service that did not answer (down, restarting, too slow): worth another attempt. */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof AppException &&
    (error.code === (CommonErrorCode.ServiceUnavailable as string) ||
      error.code === (CommonErrorCode.ServiceTimeout as string))
  );
}

interface Read {
  message: InboundMessage;
  update: RecordUpdate;
}

interface Failed {
  message: InboundMessage;
  record: string | null;
  reason: Reason;
}

/** What became of one kind's updates so far (kept across the parts a claim or an isolation splits). */
interface KindOutcome {
  stale: string[];
  applied: AppliedVersion[];
  unknown: Failed[];
  /** Message ids settled above: a part applied again after a failure leaves them out. */
  settled: Set<string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Applies a batch of Sellease messages of one tenant: each recorded once by message id, its body
 * checked, only the newest version per record kept (against the batch and the last applied version),
 * and the rest applied in bulk through the owning services. A message that fails its checks or names a
 * record nobody has goes to the error list and does not hold back the others.
 */
@Injectable()
export class InboundService {
  private readonly log = getLogger('sellease-inbound');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly owners: OwnersClient,
    private readonly claims: RecordClaims,
    private readonly statistics: TableStatistics,
  ) {}

  async process(tenantId: string, batch: readonly InboundMessage[]): Promise<Map<string, InboundOutcome>> {
    const outcomes = new Map<string, InboundOutcome>();
    const fresh = await this.record(tenantId, batch, outcomes);
    const reads: Read[] = [];
    const errors: Failed[] = [];
    for (const message of fresh) {
      if (message.refused) {
        errors.push({ message, record: null, reason: message.refused });
        continue;
      }
      const read = await readUpdate(message.type, message.payload);
      if (read.ok) reads.push({ message, update: read.update });
      else errors.push({ message, record: read.record, reason: read.reason });
    }
    const { newest, superseded } = newestPerRecord(reads);
    const stale = superseded.map((read) => read.message.messageId);
    const applied: AppliedVersion[] = [];
    const unavailable: string[] = [];
    const byKind = new Map<RecordKind, Read[]>();
    for (const read of newest) {
      const list = byKind.get(read.update.kind);
      if (list) list.push(read);
      else byKind.set(read.update.kind, [read]);
    }
    for (const [kind, reads] of byKind) {
      const done: KindOutcome = { stale: [], applied: [], unknown: [], settled: new Set() };
      try {
        // A record whose apply throws every time (a poison message) is isolated and listed; the
        // rest of its batch is applied without it.
        const { failed } = await applyIsolating(
          reads,
          (part) => this.applyKind(tenantId, kind, part, done),
          (error) => !isTransient(error),
        );
        for (const { item, error } of failed) {
          this.log.error({ err: error, kind, record: item.update.key }, 'Sellease message failed to apply');
          errors.push({
            message: item.message,
            record: item.update.key,
            reason: { key: 'sync.reason.failed' },
          });
        }
      } catch (error) {
        this.log.warn(
          { err: error, kind, count: reads.length },
          'owning service unavailable; dead-lettering',
        );
        for (const read of reads) {
          if (done.settled.has(read.message.messageId)) continue;
          unavailable.push(read.message.messageId);
          errors.push({
            message: read.message,
            record: read.update.key,
            reason: { key: 'sync.reason.unavailable' },
          });
        }
      }
      stale.push(...done.stale);
      applied.push(...done.applied);
      errors.push(...done.unknown);
    }
    await this.finish(tenantId, { applied, stale, errors, unavailable });
    this.statistics.wrote();
    for (const entry of applied) outcomes.set(entry.messageId, 'applied');
    for (const id of stale) outcomes.set(id, 'stale');
    for (const entry of errors) outcomes.set(entry.message.messageId, 'error');
    for (const id of unavailable) outcomes.set(id, 'unavailable');
    return outcomes;
  }

  /**
   * Records each message once; a repeat counts a delivery. Messages already dealt with are duplicates;
   * one still `received` (its process died midway, or a retry reset it) is applied (again).
   */
  private async record(
    tenantId: string,
    batch: readonly InboundMessage[],
    outcomes: Map<string, InboundOutcome>,
  ): Promise<InboundMessage[]> {
    const unique = new Map<string, InboundMessage>();
    // A message delivered twice within one batch counts both deliveries, as in two batches.
    const copies = new Map<string, number>();
    for (const message of batch) {
      if (unique.has(message.messageId)) outcomes.set(message.messageId, 'duplicate');
      unique.set(message.messageId, message);
      copies.set(message.messageId, (copies.get(message.messageId) ?? 0) + 1);
    }
    if (unique.size === 0) return [];
    // One jsonb value for the whole batch: one bind parameter instead of several per message.
    const rows = await queryRows<{ message_id: string; status: string }>(
      this.database.db,
      sql`INSERT INTO sync.sellease_messages (tenant_id, message_id, type, payload, deliveries)
          SELECT ${tenantId}::uuid, x.message_id, x.type, x.payload, x.deliveries
          FROM jsonb_to_recordset(${JSON.stringify(
            [...unique.values()].map((message) => ({
              message_id: message.messageId,
              type: message.type,
              payload: message.payload,
              deliveries: copies.get(message.messageId) ?? 1,
            })),
          )}::jsonb) AS x(message_id text, type text, payload jsonb, deliveries integer)
          ON CONFLICT (tenant_id, message_id)
            DO UPDATE SET deliveries = sync.sellease_messages.deliveries + excluded.deliveries
          RETURNING message_id, status`,
    );
    const fresh: InboundMessage[] = [];
    for (const row of rows) {
      const message = unique.get(row.message_id);
      if (message && row.status === 'received') fresh.push(message);
      else outcomes.set(row.message_id, 'duplicate');
    }
    return fresh;
  }

  /**
   * One kind's newest updates: claimed, compared with the last applied versions, applied by the owner.
   * Records another batch holds are left for a further claim once it lets go, so the free ones are
   * applied meanwhile (two batches of one process run at once). What is settled goes to `done` as
   * each part finishes, so a part that fails later does not apply the earlier ones again.
   */
  private async applyKind(
    tenantId: string,
    kind: RecordKind,
    reads: Read[],
    done: KindOutcome,
  ): Promise<void> {
    const ctx = systemContext(tenantId, randomUUID());
    let rest = reads.filter((read) => !done.settled.has(read.message.messageId));
    while (rest.length > 0) {
      const claim = await this.claims.claimSome(
        tenantId,
        kind,
        rest.map((read) => read.update.key),
      );
      const part = rest.filter((read) => claim.versions.has(read.update.key));
      rest = rest.filter((read) => !claim.versions.has(read.update.key));
      let outcome: Omit<KindOutcome, 'settled'> = { stale: [], applied: [], unknown: [] };
      try {
        outcome = await this.applyClaimed(ctx, kind, part, claim.versions);
      } finally {
        await this.claims.release(tenantId, kind, claim, outcome.applied);
      }
      done.stale.push(...outcome.stale);
      done.applied.push(...outcome.applied);
      done.unknown.push(...outcome.unknown);
      for (const read of part) done.settled.add(read.message.messageId);
    }
  }

  /** Claimed updates through their owner, retried while it is unreachable (the claim held meanwhile). */
  private async applyClaimed(
    ctx: RequestContext,
    kind: RecordKind,
    reads: Read[],
    versions: ReadonlyMap<string, number>,
  ): Promise<Omit<KindOutcome, 'settled'>> {
    const stale: string[] = [];
    const toApply: Read[] = [];
    for (const read of reads) {
      if (read.update.version > (versions.get(read.update.key) ?? -1)) toApply.push(read);
      else stale.push(read.message.messageId);
    }
    if (toApply.length === 0) return { stale, applied: [], unknown: [] };
    for (let attempt = 0; ; attempt += 1) {
      try {
        const outcome = await this.owners.apply(
          ctx,
          kind,
          toApply.map((read) => read.update),
        );
        const applied = toApply
          .filter((read) => outcome.applied.has(read.update.key))
          .map((read) => ({
            messageId: read.message.messageId,
            record: read.update.key,
            version: read.update.version,
          }));
        const unknown = toApply
          .filter((read) => !outcome.applied.has(read.update.key))
          .map((read) => ({
            message: read.message,
            record: read.update.key,
            reason: outcome.refused.get(read.update.key) ?? {
              key: `sync.reason.unknown.${kind}`,
              params: { record: read.update.key },
            },
          }));
        return { stale, applied, unknown };
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (!isTransient(error) || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  /**
   * Every message's status, and the error list, in one statement (so at once): settled messages
   * resolve their open error entry, failed ones open or update theirs.
   */
  private async finish(
    tenantId: string,
    result: {
      applied: AppliedVersion[];
      stale: string[];
      errors: Failed[];
      unavailable: string[];
    },
  ): Promise<void> {
    const statuses = settledStatuses(result);
    if (statuses.length === 0) return;
    const errors = result.errors.map((entry) => ({
      message_id: entry.message.messageId,
      type: entry.message.type,
      record: entry.record,
      payload: entry.message.payload,
      reason_key: entry.reason.key,
      reason_params: entry.reason.params ?? {},
    }));
    await this.database.db.execute(sql`
      WITH s AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) AS s(message_id text, status text)
      ), marked AS (
        UPDATE sync.sellease_messages AS m SET status = s.status, done_at = now()
        FROM s WHERE m.tenant_id = ${tenantId} AND m.message_id = s.message_id AND s.status <> 'received'
      ), resolved AS (
        UPDATE sync.sync_errors AS e SET status = 'resolved', updated_at = now()
        FROM s WHERE e.tenant_id = ${tenantId} AND e.message_id = s.message_id
          AND s.status IN ('applied', 'stale') AND e.status = 'open'
      )
      INSERT INTO sync.sync_errors (tenant_id, message_id, type, record, payload, reason_key, reason_params)
      SELECT ${tenantId}::uuid, x.message_id, x.type, x.record, x.payload, x.reason_key, x.reason_params
      FROM jsonb_to_recordset(${JSON.stringify(errors)}::jsonb)
        AS x(message_id text, type text, record text, payload jsonb, reason_key text, reason_params jsonb)
      ON CONFLICT (tenant_id, message_id) DO UPDATE SET
        reason_key = excluded.reason_key, reason_params = excluded.reason_params, status = 'open',
        attempts = sync.sync_errors.attempts + 1, updated_at = now()`);
  }
}

/**
 * Each message's status once its batch is done: applied, stale, or an error; one whose owner stayed
 * unreachable stays `received` (dead-lettered, and applied if it comes back) though its error is listed.
 */
export function settledStatuses(result: {
  applied: ReadonlyArray<{ messageId: string }>;
  stale: readonly string[];
  errors: ReadonlyArray<{ message: { messageId: string } }>;
  unavailable: readonly string[];
}): Array<{ message_id: string; status: SelleaseMessageStatus | 'received' }> {
  const status = new Map<string, SelleaseMessageStatus | 'received'>();
  for (const entry of result.applied) status.set(entry.messageId, 'applied');
  for (const id of result.stale) status.set(id, 'stale');
  for (const entry of result.errors) status.set(entry.message.messageId, 'error');
  for (const id of result.unavailable) status.set(id, 'received');
  return [...status].map(([message_id, value]) => ({ message_id, status: value }));
}
