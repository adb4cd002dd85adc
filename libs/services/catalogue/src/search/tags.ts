import { DESIGN_FLAGS, type DesignFlag } from '@atelier/contracts/catalogue';

/**
 * Every searchable attribute of a design is one integer tag in `design_search.tags`: its namespace
 * times TAG_BASE plus the lookup id. One GIN index then answers any combination of filters, and one
 * `unnest(tags)` counts every facet at once.
 */
export const TAG_BASE = 10_000_000;

export const TAG_NS = {
  item: 1,
  category: 2,
  subGroup: 3,
  metal: 4,
  shade: 5,
  karat: 6,
  quality: 7,
  gemstone: 8,
  shape: 9,
  attribute: 10,
  flag: 11,
  stock: 12,
} as const;
export type TagNamespace = keyof typeof TAG_NS;

/** Scopes whose facet counts are kept precomputed: the entry points of listings. */
export const SCOPE_NAMESPACES: readonly number[] = [TAG_NS.item, TAG_NS.category, TAG_NS.flag];
/** The scope of the whole catalogue. */
export const ALL_SCOPE = 0;

/**
 * The natural-only part of a scope (lab-grown designs left out), the default of every listing but the
 * lab-grown one: kept under a negative key so it can never be taken for a tag (ALL_SCOPE's is -1).
 */
export function naturalScope(scope: number): number {
  return -(scope + 1);
}

export const IN_STOCK_TAG = TAG_NS.stock * TAG_BASE + 1;

export function tagOf(namespace: TagNamespace, id: number): number {
  return TAG_NS[namespace] * TAG_BASE + id;
}

export function namespaceOf(tag: number): number {
  return Math.floor(tag / TAG_BASE);
}

export function idOf(tag: number): number {
  return tag % TAG_BASE;
}

/** Flags are numbered in the order of DESIGN_FLAGS, from 1. */
export function flagTag(flag: DesignFlag): number {
  return tagOf('flag', DESIGN_FLAGS.indexOf(flag) + 1);
}
