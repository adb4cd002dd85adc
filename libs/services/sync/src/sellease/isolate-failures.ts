/** What {@link applyIsolating} made of a list: each part's result, and the single items that still threw. */
export interface Isolated<T, R> {
  results: R[];
  failed: Array<{ item: T; error: unknown }>;
}

/**
 * Applies the items in one call; when that throws an error worth isolating, applies each half on its
 * own, down to the single items that throw, so one record that always fails (a poison message) costs a
 * few extra calls instead of failing everything applied with it. An error not worth isolating (the
 * owning service is down, which every part would meet) is thrown as it is.
 */
export async function applyIsolating<T, R>(
  items: readonly T[],
  apply: (part: T[]) => Promise<R>,
  worthIsolating: (error: unknown) => boolean,
): Promise<Isolated<T, R>> {
  const out: Isolated<T, R> = { results: [], failed: [] };
  const visit = async (part: T[]): Promise<void> => {
    if (part.length === 0) return;
    try {
      out.results.push(await apply(part));
    } catch (error) {
      if (!worthIsolating(error)) throw error;
      const [only] = part;
      if (part.length === 1 && only !== undefined) {
        out.failed.push({ item: only, error });
        return;
      }
      const middle = Math.ceil(part.length / 2);
      await visit(part.slice(0, middle));
      await visit(part.slice(middle));
    }
  };
  await visit([...items]);
  return out;
}
