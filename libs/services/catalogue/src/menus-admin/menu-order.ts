/** A menu row as far as its place in the tree goes. */
export interface MenuPlace {
  id: string;
  parentId: string | null;
}

export type ReorderProblem = 'unknownParent' | 'unknownEntry' | 'missingSibling' | 'cycle';

/**
 * Checks a drag and drop: `ids` become the children of `parentId`, in that order. Every entry already
 * under the parent must be listed (a stale screen would otherwise drop one silently), each id must be
 * an entry of the tenant, and no entry may move under itself or one of its descendants.
 */
export function reorderProblem(
  rows: readonly MenuPlace[],
  parentId: string | null,
  ids: readonly string[],
): ReorderProblem | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (parentId !== null && !byId.has(parentId)) return 'unknownParent';
  if (ids.some((id) => !byId.has(id))) return 'unknownEntry';
  const listed = new Set(ids);
  if (rows.some((row) => row.parentId === parentId && !listed.has(row.id))) return 'missingSibling';
  // Walking up from the new parent must not meet a moved entry.
  for (let at = parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
    if (listed.has(at)) return 'cycle';
  }
  return null;
}

/** Children lists by parent, each ordered by position then title. */
export function childrenByParent<T extends MenuPlace & { position: number; title: string }>(
  rows: readonly T[],
): Map<string | null, T[]> {
  const children = new Map<string | null, T[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  for (const list of children.values()) {
    list.sort(
      (a, b) => a.position - b.position || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );
  }
  return children;
}
