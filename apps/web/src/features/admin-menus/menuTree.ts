import type { AdminMenuNode } from '@atelier/contracts/catalogue';

/** The sibling order after moving `id` one place up (-1) or down (+1); null when it cannot move. */
export function moveSibling(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The sibling order after dropping `dragged` on `target`'s place; null when nothing changes. */
export function dropOnSibling(ids: readonly string[], dragged: string, target: string): string[] | null {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, dragged);
  return next;
}

export interface MenuEntryOption {
  node: AdminMenuNode;
  /** 0: a top item, 1: a submenu, 2: an entry of a submenu. */
  depth: number;
  /** "Rings › By style › Solitaire". */
  path: string;
}

/** Every entry of the tree in display order with its place, for pickers. */
export function flattenMenu(
  tree: readonly AdminMenuNode[],
  trail: readonly string[] = [],
): MenuEntryOption[] {
  return tree.flatMap((node) => {
    const names = [...trail, node.title];
    return [{ node, depth: trail.length, path: names.join(' › ') }, ...flattenMenu(node.menu, names)];
  });
}

/** Adds or removes one id, keeping the list's order. */
export function toggleId<T>(list: readonly T[], id: T, on: boolean): T[] {
  const without = list.filter((value) => value !== id);
  return on ? [...without, id] : without;
}
