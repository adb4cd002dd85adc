import { CommonErrorCode, systemContext } from '@atelier/contracts/common';
import type { SelleaseMessageStatus } from '@atelier/contracts/sync';
import { AppException, DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { selleaseMessages, syncErrors } from '../schema/sync.schema';
import { applyIsolating } from './isolate-failures';
import { OwnersClient } from './owners.client';
import { RecordClaims } from './record-claims';
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
  ) {}

  async process(tenantId: string, batch: readonly InboundMessage[]): Promise<Map<string, InboundOutcome>> {
    const outcomes = new Map<string, InboundOutcome>();
    const fresh = await this.record(tenantId, batch, outcomes);
    const reads: Read[] = [];
    const errors: Array<{ message: InboundMessage; record: string | null; reason: Reason }> = [];
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
    const applied: Array<{ messageId: string; record: string; version: number }> = [];
    const unavailable: string[] = [];
    const byKind = new Map<RecordKind, Read[]>();
    for (const read of newest) {
      const list = byKind.get(read.update.kind);
      if (list) list.push(read);
      else byKind.set(read.update.kind, [read]);
    }
    for (const [kind, reads] of byKind) {
      try {
        // A record whose apply throws every time (a poison message) is isolated and listed; the
        // rest of its batch is applied without it.
        const { results, failed } = await applyIsolating(
          reads,
          (part) => this.applyKind(tenantId, kind, part),
          (error) => !isTransient(error),
        );
        for (const result of results) {
          stale.push(...result.stale);
          applied.push(...result.applied);
          errors.push(...result.unknown);
        }
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
          unavailable.push(read.message.messageId);
          errors.push({
            message: read.message,
            record: read.update.key,
            reason: { key: 'sync.reason.unavailable' },
          });
        }
      }
    }
    await this.finish(tenantId, { applied, stale, errors, unavailable });
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
    const rows = await this.database.db
      .insert(selleaseMessages)
      .values(
        [...unique.values()].map((message) => ({
          tenantId,
          messageId: message.messageId,
          type: message.type,
          payload: message.payload,
          deliveries: copies.get(message.messageId) ?? 1,
        })),
      )
      .onConflictDoUpdate({
        target: [selleaseMessages.tenantId, selleaseMessages.messageId],
        set: { deliveries: sql`${selleaseMessages.deliveries} + excluded.deliveries` },
      })
      .returning({ messageId: selleaseMessages.messageId, status: selleaseMessages.status });
    const fresh: InboundMessage[] = [];
    for (const row of rows) {
      const message = unique.get(row.messageId);
      if (message && row.status === 'received') fresh.push(message);
      else outcomes.set(row.messageId, 'duplicate');
    }
    return fresh;
  }

  /** One kind's newest updates: claimed, compared with the last applied versions, applied by the owner. */
  private async applyKind(tenantId: string, kind: RecordKind, reads: Read[]) {
    const ctx = systemContext(tenantId, randomUUID());
    for (let attempt = 0; ; attempt += 1) {
      const claimed = await this.claims.claim(
        tenantId,
        kind,
        reads.map((read) => read.update.key),
      );
      try {
        const stale: string[] = [];
        const toApply: Read[] = [];
        for (const read of reads) {
          const current = claimed.get(read.update.key) ?? -1;
          if (read.update.version > current) toApply.push(read);
          else stale.push(read.message.messageId);
        }
        const outcome =
          toApply.length > 0
            ? await this.owners.apply(
                ctx,
                kind,
                toApply.map((read) => read.update),
              )
            : { applied: new Set<string>(), unknown: new Set<string>(), refused: new Map<string, Reason>() };
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
        await this.claims.release(
          tenantId,
          kind,
          reads.map((read) => read.update.key),
          applied,
        );
        return { stale, applied, unknown };
      } catch (error) {
        await this.claims.release(
          tenantId,
          kind,
          reads.map((read) => read.update.key),
          [],
        );
        const delay = RETRY_DELAYS_MS[attempt];
        if (!isTransient(error) || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  /** Every message's status, and the error list, in one transaction. */
  private async finish(
    tenantId: string,
    result: {
      applied: Array<{ messageId: string; record: string; version: number }>;
      stale: string[];
      errors: Array<{ message: InboundMessage; record: string | null; reason: Reason }>;
      unavailable: string[];
    },
  ): Promise<void> {
    const waiting = new Set(result.unavailable);
    await this.database.db.transaction(async (tx) => {
      const mark = async (ids: string[], status: SelleaseMessageStatus) => {
        if (ids.length === 0) return;
        await tx
          .update(selleaseMessages)
          .set({ status, doneAt: new Date() })
          .where(and(eq(selleaseMessages.tenantId, tenantId), inArray(selleaseMessages.messageId, ids)));
      };
      await mark(
        result.applied.map((entry) => entry.messageId),
        'applied',
      );
      await mark(result.stale, 'stale');
      // An unreachable owner leaves its messages `received`: dead-lettered, and applied if they come back.
      await mark(
        result.errors.map((entry) => entry.message.messageId).filter((id) => !waiting.has(id)),
        'error',
      );
      const done = [...result.applied.map((entry) => entry.messageId), ...result.stale];
      if (done.length > 0) {
        await tx
          .update(syncErrors)
          .set({ status: 'resolved', updatedAt: new Date() })
          .where(
            and(
              eq(syncErrors.tenantId, tenantId),
              inArray(syncErrors.messageId, done),
              eq(syncErrors.status, 'open'),
            ),
          );
      }
      if (result.errors.length > 0) {
        await tx
          .insert(syncErrors)
          .values(
            result.errors.map((entry) => ({
              tenantId,
              messageId: entry.message.messageId,
              type: entry.message.type,
              record: entry.record,
              payload: entry.message.payload,
              reasonKey: entry.reason.key,
              reasonParams: entry.reason.params ?? {},
            })),
          )
          .onConflictDoUpdate({
            target: [syncErrors.tenantId, syncErrors.messageId],
            set: {
              reasonKey: sql`excluded.reason_key`,
              reasonParams: sql`excluded.reason_params`,
              status: 'open',
              attempts: sql`${syncErrors.attempts} + 1`,
              updatedAt: new Date(),
            },
          });
      }
    });
  }
}
