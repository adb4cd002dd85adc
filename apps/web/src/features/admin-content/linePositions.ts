/**
 * Moving a line one place: the two lines trade places, and every line is given its index as its
 * position so that lines saved with equal positions come apart. Only the lines whose position changes
 * are sent.
 */
export function swapPositions(
  lines: ReadonlyArray<{ id: string; position: number }>,
  from: number,
  to: number,
): Array<{ id: string; position: number }> {
  if (from < 0 || to < 0 || from >= lines.length || to >= lines.length || from === to) return [];
  const order = [...lines];
  [order[from], order[to]] = [order[to], order[from]];
  return order
    .map((line, position) => ({ id: line.id, position, before: line.position }))
    .filter((line) => line.position !== line.before)
    .map(({ id, position }) => ({ id, position }));
}
