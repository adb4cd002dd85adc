import type { RequestContext } from '@atelier/contracts/common';
import { type Database, enqueueOutboxEvent } from '@atelier/platform';
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
