import type { RequestContext } from '@atelier/contracts/common';
import type { SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { type Database, onCommit } from '../database';
import type { Pending } from '../transport/gather';
import { firstFreshDeliveries } from './deliveries.rules';
import type { OutboxTables } from './outbox.tables';

type OutboxTable = OutboxTables['outbox'];
type LedgerTable = OutboxTables['processedMessages'];

/** Relays wake up when a transaction that wrote to their outbox commits. */
const wakers = new WeakMap<OutboxTable, Set<() => void>>();

export function onOutboxWrite(table: OutboxTable, wake: () => void): () => void {
  const set = wakers.get(table) ?? new Set<() => void>();
  set.add(wake);
  wakers.set(table, set);
  return () => set.delete(wake);
}

/**
 * Writes a domain event to the service's outbox inside the caller's transaction: it leaves (through the
 * relay) if and only if the change it announces commits, and the relay is woken as soon as it has. The
 * message id is the consumers' deduplication key.
 */
export async function enqueueOutboxEvent(
  tx: Database,
  table: OutboxTable,
  ctx: RequestContext,
  event: string,
  payload: object,
  messageId: string = randomUUID(),
): Promise<string> {
  await tx
    .insert(table)
    .values({ tenantId: ctx.tenantId, event, messageId, ctx: { ...ctx }, payload: { ...payload } });
  onCommit(() => wakers.get(table)?.forEach((wake) => wake()));
  return messageId;
}

/**
 * Several events of one kind in one statement (a bulk change announces each row it changed): the same
 * guarantees as {@link enqueueOutboxEvent}, one round trip. Answers their message ids in order.
 */
export async function enqueueOutboxEvents(
  tx: Database,
  table: OutboxTable,
  ctx: RequestContext,
  event: string,
  payloads: readonly object[],
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const rows = payloads.map((payload) => ({
    tenantId: ctx.tenantId,
    event,
    messageId: randomUUID(),
    ctx: { ...ctx },
    payload: { ...payload },
  }));
  await tx.insert(table).values(rows);
  onCommit(() => wakers.get(table)?.forEach((wake) => wake()));
  return rows.map((row) => row.messageId);
}

/** One event of a mixed batch: its kind and payload. */
export interface OutboxEntry {
  event: string;
  payload: object;
}

/**
 * The outbox insert of events of any kinds, made but not run, for a caller that folds it into a bigger
 * statement of its transaction (a placement writes all its rows in one round trip). The relay is woken
 * once the transaction commits, as with {@link enqueueOutboxEvent}; the caller must run the statement
 * inside that same transaction. Answers the statement (returning the rows' ids) and the message ids in
 * order.
 */
export function outboxInsertOf(
  tx: Database,
  table: OutboxTable,
  ctx: RequestContext,
  entries: readonly OutboxEntry[],
): { statement: SQL; messageIds: string[] } {
  if (entries.length === 0) throw new Error('An outbox insert needs at least one event');
  const rows = entries.map((entry) => ({
    tenantId: ctx.tenantId,
    event: entry.event,
    messageId: randomUUID(),
    ctx: { ...ctx },
    payload: { ...entry.payload },
  }));
  onCommit(() => wakers.get(table)?.forEach((wake) => wake()));
  return {
    statement: tx.insert(table).values(rows).returning({ id: table.id }).getSQL(),
    messageIds: rows.map((row) => row.messageId),
  };
}

/** Outbox rows bound for another system's queue rather than our event exchange: `external:<queue>`. */
export const EXTERNAL_OUTBOX_PREFIX = 'external:';

/** What an external outbox row holds: the message type (an AMQP property) and the body, as the system reads them. */
export interface ExternalOutboxPayload {
  type: string;
  body: Record<string, unknown>;
}

export function externalQueueOf(event: string): string | null {
  return event.startsWith(EXTERNAL_OUTBOX_PREFIX) ? event.slice(EXTERNAL_OUTBOX_PREFIX.length) : null;
}

/**
 * Writes a message for another system's queue (Sellease) to the service's outbox inside the caller's
 * transaction: the relay publishes it in the system's own format (message id, type and tenant as AMQP
 * properties, the body as JSON), persistent and confirmed, in order with the service's events. The
 * message id stays the same however often it is published, so the receiver can drop repeats.
 */
export function enqueueExternalMessage(
  tx: Database,
  table: OutboxTable,
  ctx: RequestContext,
  queue: string,
  message: ExternalOutboxPayload,
  messageId: string = randomUUID(),
): Promise<string> {
  return enqueueOutboxEvent(tx, table, ctx, `${EXTERNAL_OUTBOX_PREFIX}${queue}`, message, messageId);
}

/**
 * Several messages for another system's queue in one statement (a consumer applying a batch of
 * events), each with its own request context: the same guarantees as {@link enqueueExternalMessage}.
 * The rows keep the given order, so the relay publishes them in it.
 */
export async function enqueueExternalMessages(
  tx: Database,
  table: OutboxTable,
  queue: string,
  messages: ReadonlyArray<{ ctx: RequestContext; message: ExternalOutboxPayload }>,
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = messages.map(({ ctx, message }) => ({
    tenantId: ctx.tenantId,
    event: `${EXTERNAL_OUTBOX_PREFIX}${queue}`,
    messageId: randomUUID(),
    ctx: { ...ctx },
    payload: { ...message },
  }));
  await tx.insert(table).values(rows);
  onCommit(() => wakers.get(table)?.forEach((wake) => wake()));
  return rows.map((row) => row.messageId);
}

/**
 * Records that `consumer` handled `messageId`, inside the transaction that applies the handler's effect.
 * False when it already had: the caller then does nothing, so a redelivered message changes nothing.
 */
export async function firstDelivery(
  tx: Database,
  table: LedgerTable,
  consumer: string,
  messageId: string,
): Promise<boolean> {
  const [fresh] = await tx
    .insert(table)
    .values({ consumer, messageId })
    .onConflictDoNothing()
    .returning({ messageId: table.messageId });
  return fresh !== undefined;
}

/**
 * {@link firstDelivery} for a batch of messages in one statement: answers the ids `consumer` had not
 * handled before (now recorded); the caller applies only those, in the same transaction.
 */
export async function firstDeliveries(
  tx: Database,
  table: LedgerTable,
  consumer: string,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const fresh = await tx
    .insert(table)
    .values([...new Set(messageIds)].map((messageId) => ({ consumer, messageId })))
    .onConflictDoNothing()
    .returning({ messageId: table.messageId });
  return new Set(fresh.map((row) => row.messageId));
}

/**
 * Applies a batch of deliveries once each, in one transaction: `apply` gets those whose message id
 * `consumer` meets for the first time, and each delivery is answered with whether it was applied now.
 * A batch that fails is applied delivery by delivery, so one bad message fails (and is dead-lettered)
 * alone; `onSplit` is told before.
 */
export async function applyFirstDeliveries<T extends { messageId: string }>(
  db: Database,
  ledger: { table: LedgerTable; consumer: string },
  pending: ReadonlyArray<Pending<T, boolean>>,
  apply: (tx: Database, first: T[]) => Promise<unknown>,
  onSplit: (error: unknown, count: number) => void,
): Promise<void> {
  try {
    const applied = await db.transaction(async (tx) => {
      const fresh = await firstDeliveries(
        tx,
        ledger.table,
        ledger.consumer,
        pending.map((each) => each.item.messageId),
      );
      const first = firstFreshDeliveries(pending, (each) => each.item.messageId, fresh);
      await apply(
        tx,
        first.map((each) => each.item),
      );
      return new Set(first);
    });
    for (const each of pending) each.resolve(applied.has(each));
  } catch (error) {
    if (pending.length === 1) {
      pending[0]?.reject(error);
      return;
    }
    onSplit(error, pending.length);
    for (const each of pending) await applyFirstDeliveries(db, ledger, [each], apply, onSplit);
  }
}
