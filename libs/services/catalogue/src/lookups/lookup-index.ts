import {
  ATTRIBUTE_KINDS,
  type AttributeKind,
  type CurrencyRow,
  type FacetValue,
  type IdFilter,
  type ItemRow,
  type KarateRow,
  type LookupRow,
  type QualityRow,
  type ShadeRow,
  type StoneRow,
} from '@atelier/contracts/catalogue';
import { idOf, namespaceOf, TAG_NS, tagOf, type TagNamespace } from '../search/tags';
import type { LookupNames } from './lookup-names';

/** Every lookup list of a tenant, as cached; small (a few hundred rows). */
export interface LookupsData {
  items: ItemRow[];
  mainGroups: LookupRow[];
  subGroups: Array<LookupRow & { main_group_id: number }>;
  metals: LookupRow[];
  shades: ShadeRow[];
  karates: KarateRow[];
  qualities: QualityRow[];
  stoneGroups: Array<{ _id: number; stonegroupName: string; sort_order: number; show_on_home: boolean }>;
  stones: Array<StoneRow & { group_id: number }>;
  shapes: LookupRow[];
  attributes: Array<LookupRow & { kind: AttributeKind }>;
  currencies: CurrencyRow[];
  /** Other-language names (absent in data cached before they existed). */
  names?: LookupNames;
}

/** The tag namespace of each filter: variant-level ones are checked on one variant together. */
export const FILTER_NAMESPACE: Record<IdFilter, TagNamespace> = {
  metal: 'metal',
  shade: 'shade',
  karat: 'karat',
  quality: 'quality',
  gemstone: 'gemstone',
  shape: 'shape',
  item: 'item',
  category: 'category',
  ...(Object.fromEntries(ATTRIBUTE_KINDS.map((kind) => [kind, 'attribute'])) as Record<
    AttributeKind,
    'attribute'
  >),
};

export const VARIANT_FILTERS = ['metal', 'shade', 'karat', 'quality'] as const;
export type VariantFilter = (typeof VARIANT_FILTERS)[number];

export function isVariantFilter(filter: string): filter is VariantFilter {
  return (VARIANT_FILTERS as readonly string[]).includes(filter);
}

/** Lookups by id, by url_path and by tag, for validating filters and naming facet values. */
export class LookupIndex {
  private readonly byFilter = new Map<IdFilter, Map<number, LookupRow>>();
  private readonly bySlug = new Map<IdFilter, Map<string, LookupRow>>();
  private readonly attributeKinds = new Map<number, AttributeKind>();
  readonly subGroupsBySlug = new Map<string, LookupRow & { main_group_id: number }>();

  constructor(readonly data: LookupsData) {
    const add = (filter: IdFilter, rows: readonly LookupRow[]) => {
      const ids = new Map<number, LookupRow>();
      const slugs = new Map<string, LookupRow>();
      for (const row of rows) {
        ids.set(row._id, row);
        slugs.set(row.url_path, row);
      }
      this.byFilter.set(filter, ids);
      this.bySlug.set(filter, slugs);
    };
    add('metal', data.metals);
    add('shade', data.shades);
    add('karat', data.karates);
    add('quality', data.qualities);
    add(
      'gemstone',
      data.stones.map((s) => ({
        _id: s._id,
        name: s.stone_name,
        url_path: s.url_path,
        sort_order: s.sort_order,
      })),
    );
    add('shape', data.shapes);
    add('item', data.items);
    add('category', data.mainGroups);
    for (const kind of ATTRIBUTE_KINDS)
      add(
        kind,
        data.attributes.filter((a) => a.kind === kind),
      );
    for (const attribute of data.attributes) this.attributeKinds.set(attribute._id, attribute.kind);
    for (const group of data.subGroups)
      this.subGroupsBySlug.set(`${group.main_group_id}/${group.url_path}`, group);
  }

  get(filter: IdFilter, id: number): LookupRow | undefined {
    return this.byFilter.get(filter)?.get(id);
  }

  slug(filter: IdFilter, urlPath: string): LookupRow | undefined {
    return this.bySlug.get(filter)?.get(urlPath);
  }

  tag(filter: IdFilter, id: number): number {
    return tagOf(FILTER_NAMESPACE[filter], id);
  }

  /** Which filter a tag counts for (attributes by their kind); undefined for flags and stock. */
  filterOfTag(tag: number): IdFilter | undefined {
    const namespace = namespaceOf(tag);
    const id = idOf(tag);
    if (namespace === TAG_NS.attribute) return this.attributeKinds.get(id);
    const entry = (Object.entries(FILTER_NAMESPACE) as Array<[IdFilter, TagNamespace]>).find(
      ([, ns]) => TAG_NS[ns] === namespace && ns !== 'attribute',
    );
    return entry?.[0];
  }

  facetValue(filter: IdFilter, id: number, count: number): FacetValue | undefined {
    const row = this.get(filter, id);
    return row ? { _id: row._id, name: row.name, url_path: row.url_path, count } : undefined;
  }

  /** Rows of a filter in lookup order, for listing facet values. */
  order(filter: IdFilter, id: number): number {
    return this.get(filter, id)?.sort_order ?? Number.MAX_SAFE_INTEGER;
  }
}
