import type { RequestContext } from '@atelier/contracts/common';
import type { Database } from '@atelier/platform';
import { randomUUID } from 'node:crypto';
import { outbox } from '../schema/orders.schema';

/**
 * Writes an event to the outbox inside the caller's transaction: it leaves (through the relay) if
 * and only if the change it announces commits. The message id is the consumers' deduplication key.
 */
export async function enqueueEvent(
  tx: Database,
  ctx: RequestContext,
  event: string,
  payload: object,
  messageId: string = randomUUID(),
): Promise<string> {
  await tx.insert(outbox).values({
    tenantId: ctx.tenantId,
    event,
    messageId,
    ctx: { ...ctx },
    payload: { ...payload },
  });
  return messageId;
}
