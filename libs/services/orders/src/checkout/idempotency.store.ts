import { OrdersErrorCode, type OrderPlaced } from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { and, eq, type SQL } from 'drizzle-orm';
import { OrdersException } from '../orders.exception';
import { idempotencyKeys, orderHeaders } from '../schema/orders.schema';
import { type PlacedAnswer, withReference } from './placed-answer';

/** One caller's key: keys are scoped to the tenant and the user who sent them. */
export interface IdempotencyScope {
  tenantId: string;
  userId: string;
  key: string;
}

function keyReused(): OrdersException {
  return new OrdersException(OrdersErrorCode.IdempotencyKeyReused, 'orders.idempotencyKeyReused');
}

const sameKey = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.tenantId, scope.tenantId),
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * The answer already given to this key, or null when the key is new; the same key with another
 * request is refused, so a retried checkout never places a second order nor replays the wrong one.
 * The reference number is the order's (placement stores its answer before the header takes one).
 */
export async function findReplay(
  db: Database,
  scope: IdempotencyScope,
  hash: string,
): Promise<OrderPlaced | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      referenceNumber: orderHeaders.referenceNumber,
    })
    .from(idempotencyKeys)
    .leftJoin(orderHeaders, eq(orderHeaders.id, idempotencyKeys.orderId))
    .where(sameKey(scope))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw keyReused();
  const answer = row.response as unknown as OrderPlaced;
  return row.referenceNumber === null ? answer : withReference(answer, row.referenceNumber);
}

/**
 * Claims the key inside the placing transaction. A concurrent request with the same key waits on the
 * unique key until the first one ends; it then gets that request's answer (or the key is its own).
 */
export async function claimKey(
  tx: Database,
  scope: IdempotencyScope,
  hash: string,
): Promise<OrderPlaced | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 0 ? findReplay(tx, scope, hash) : null;
}

/** Stores the answer with the order, in the same transaction, for the replays to come. */
export async function recordAnswer(
  tx: Database,
  scope: IdempotencyScope,
  orderId: string,
  response: PlacedAnswer,
): Promise<void> {
  await tx.execute(answerStatement(tx, scope, orderId, response));
}

/** {@link recordAnswer}'s update, made but not run, for a caller that folds it into a bigger statement. */
export function answerStatement(
  tx: Database,
  scope: IdempotencyScope,
  orderId: string,
  response: PlacedAnswer,
): SQL {
  return tx
    .update(idempotencyKeys)
    .set({ orderId, response: { ...response } })
    .where(sameKey(scope))
    .returning({ key: idempotencyKeys.key })
    .getSQL();
}
