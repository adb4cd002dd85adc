import type { RequestContext } from '@atelier/contracts/common';
import { type Database, enqueueOutboxEvent, enqueueOutboxEvents } from '@atelier/platform';
import { outbox } from '../schema/orders.schema';

/**
 * Writes an event to the orders outbox inside the caller's transaction: it leaves (through the
 * platform's relay) if and only if the change it announces commits.
 */
export function enqueueEvent(
  tx: Database,
  ctx: RequestContext,
  event: string,
  payload: object,
  messageId?: string,
): Promise<string> {
  return enqueueOutboxEvent(tx, outbox, ctx, event, payload, messageId);
}

/** Several events of one kind, one statement (a bulk change announcing each row). */
export function enqueueEvents(
  tx: Database,
  ctx: RequestContext,
  event: string,
  payloads: readonly object[],
): Promise<string[]> {
  return enqueueOutboxEvents(tx, outbox, ctx, event, payloads);
}
