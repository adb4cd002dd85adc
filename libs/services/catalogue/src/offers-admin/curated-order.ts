/**
 * What saving a hand-ordered list changes: the designs that leave it (their flag goes) and every design
 * whose search row must be rewritten (those leaving, joining or kept, since each one's place may move).
 */
export function curatedOrder(
  before: readonly string[],
  after: readonly string[],
): { left: string[]; touched: string[] } {
  const staying = new Set(after);
  const left = before.filter((id) => !staying.has(id));
  return { left, touched: [...new Set([...left, ...after])] };
}
