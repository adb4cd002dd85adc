/**
 * The deliveries of a batch to apply: those whose message id the ledger had not seen (`fresh`), each
 * id once, for its first delivery in the batch (a redelivery may land in the same batch), in order.
 */
export function firstFreshDeliveries<T>(
  deliveries: readonly T[],
  messageIdOf: (delivery: T) => string,
  fresh: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  return deliveries.filter((delivery) => {
    const id = messageIdOf(delivery);
    if (!fresh.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
