import {
  ATTRIBUTE_KINDS,
  type AttributeKind,
  type CurrencyRow,
  type FilterOptions,
  type HomeStoneRow,
  type ItemRow,
  type KarateRow,
  type LookupRow,
  type MetalRow,
  type RowsResult,
  type ShadeRow,
  SORT_OPTIONS,
  type StoneGroupRow,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { TenantMemo } from '../tenant-memo';
import {
  attributes,
  currencies,
  items,
  karates,
  mainGroups,
  metals,
  qualities,
  shades,
  shapes,
  stoneGroups,
  stones,
  subGroups,
} from '../schema/catalogue.schema';
import { LookupIndex, type LookupsData } from './lookup-index';
import { localiseLookups, splitNames } from './lookup-names';

const bySortOrder = <T extends { sort_order: number }>(a: T, b: T): number => a.sort_order - b.sort_order;

function rows<T>(list: T[]): RowsResult<T> {
  return { rows: list, count: list.length };
}

@Injectable()
export class LookupsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {
    this.memo = new TenantMemo(cache);
  }

  private readonly memo: TenantMemo;

  data(tenantId: string): Promise<LookupsData> {
    return cached(this.cache, CatalogueCacheKeys.lookups(tenantId), CACHE_TTL.lookups, () =>
      this.load(tenantId),
    );
  }

  /**
   * The lookups indexed by id, url_path and tag, names in `language` (English by default, as the back
   * office and the text search use them). Read on every search, so kept in this process while the
   * tenant's catalogue cache stands: the cache (Redis) stays the one source of truth across replicas.
   */
  index(tenantId: string, language = 'en'): Promise<LookupIndex> {
    return this.memo.get(tenantId, `lookups:${language}`, CACHE_TTL.lookups, async () => {
      return new LookupIndex(localiseLookups(await this.data(tenantId), language));
    });
  }

  /** The lookups with names in the caller's language (English where a name has no translation). */
  async localised(ctx: RequestContext): Promise<LookupsData> {
    return localiseLookups(await this.data(ctx.tenantId), ctx.language);
  }

  async metalFilterOptions(ctx: RequestContext): Promise<MetalRow[]> {
    const data = await this.localised(ctx);
    return data.metals.map((metal) => ({
      ...metal,
      shades_data: data.shades.filter((shade) => shade.metal_id === metal._id),
    }));
  }

  async stoneGroups(ctx: RequestContext): Promise<StoneGroupRow[]> {
    const data = await this.localised(ctx);
    return data.stoneGroups.map((group) => ({
      ...group,
      products: data.stones
        .filter((stone) => stone.group_id === group._id)
        .map(({ group_id: _, ...stone }) => stone),
    }));
  }

  /** The home page's stones: those of the groups shown there, merged into one list and sorted. */
  async homeStones(ctx: RequestContext): Promise<HomeStoneRow[]> {
    const groups = (await this.stoneGroups(ctx)).filter((group) => group.show_on_home);
    const seen = new Set<string>();
    const merged: Array<HomeStoneRow & { groupOrder: number }> = [];
    for (const group of groups) {
      for (const stone of group.products) {
        if (seen.has(stone.stone_name)) continue;
        seen.add(stone.stone_name);
        merged.push({
          ...stone,
          stonegroup_id: group._id,
          stonegroupName: group.stonegroupName,
          groupOrder: group.sort_order,
        });
      }
    }
    merged.sort(
      (a, b) =>
        a.groupOrder - b.groupOrder ||
        a.sort_order - b.sort_order ||
        a.stone_name.localeCompare(b.stone_name),
    );
    return merged.map(({ groupOrder: _, ...stone }) => stone);
  }

  async shapes(ctx: RequestContext): Promise<RowsResult<LookupRow>> {
    return rows((await this.localised(ctx)).shapes);
  }

  async items(ctx: RequestContext): Promise<RowsResult<ItemRow>> {
    return rows((await this.data(ctx.tenantId)).items);
  }

  async shades(ctx: RequestContext): Promise<RowsResult<ShadeRow>> {
    return rows((await this.localised(ctx)).shades);
  }

  async karates(ctx: RequestContext): Promise<RowsResult<KarateRow>> {
    return rows((await this.data(ctx.tenantId)).karates);
  }

  async currencies(ctx: RequestContext): Promise<CurrencyRow[]> {
    return (await this.data(ctx.tenantId)).currencies;
  }

  async filterOptions(ctx: RequestContext): Promise<FilterOptions> {
    const data = await this.localised(ctx);
    const attributesByKind = Object.fromEntries(
      ATTRIBUTE_KINDS.map((kind) => [
        kind,
        data.attributes.filter((a) => a.kind === kind).map(({ kind: _, ...row }) => row),
      ]),
    ) as Record<AttributeKind, LookupRow[]>;
    return {
      metals: await this.metalFilterOptions(ctx),
      karates: data.karates,
      qualities: data.qualities,
      stone_groups: await this.stoneGroups(ctx),
      shapes: data.shapes,
      items: data.items,
      categories: data.mainGroups.map((group) => ({
        ...group,
        sub_groups: data.subGroups
          .filter((s) => s.main_group_id === group._id)
          .map(({ main_group_id: _, ...row }) => row),
      })),
      attributes: attributesByKind,
      sorts: [...SORT_OPTIONS],
    };
  }

  private async load(tenantId: string): Promise<LookupsData> {
    const db = this.database.db;
    const lookup = {
      _id: items.id,
      name: items.name,
      url_path: items.urlPath,
      sort_order: items.sortOrder,
    };
    const [
      itemRows,
      groupRows,
      subRows,
      metalRows,
      shadeRows,
      karatRows,
      qualityRows,
      stoneGroupRows,
      stoneRows,
      shapeRows,
      attributeRows,
      currencyRows,
    ] = [
      await db
        .select({ ...lookup, hidden: items.hidden })
        .from(items)
        .where(eq(items.tenantId, tenantId))
        .orderBy(asc(items.sortOrder), asc(items.id)),
      await db
        .select({
          _id: mainGroups.id,
          name: mainGroups.name,
          url_path: mainGroups.urlPath,
          sort_order: mainGroups.sortOrder,
          names: mainGroups.names,
        })
        .from(mainGroups)
        .where(and(eq(mainGroups.tenantId, tenantId), eq(mainGroups.active, true)))
        .orderBy(asc(mainGroups.sortOrder), asc(mainGroups.id)),
      await db
        .select({
          _id: subGroups.id,
          name: subGroups.name,
          url_path: subGroups.urlPath,
          sort_order: subGroups.sortOrder,
          main_group_id: subGroups.mainGroupId,
          names: subGroups.names,
        })
        .from(subGroups)
        .where(and(eq(subGroups.tenantId, tenantId), eq(subGroups.active, true)))
        .orderBy(asc(subGroups.sortOrder), asc(subGroups.id)),
      await db
        .select({
          _id: metals.id,
          name: metals.name,
          url_path: metals.urlPath,
          sort_order: metals.sortOrder,
          names: metals.names,
        })
        .from(metals)
        .where(eq(metals.tenantId, tenantId))
        .orderBy(asc(metals.sortOrder), asc(metals.id)),
      await db
        .select({
          _id: shades.id,
          name: shades.name,
          url_path: shades.urlPath,
          sort_order: shades.sortOrder,
          code: shades.code,
          metal_id: shades.metalId,
          names: shades.names,
        })
        .from(shades)
        .where(eq(shades.tenantId, tenantId))
        .orderBy(asc(shades.sortOrder), asc(shades.id)),
      await db
        .select({
          _id: karates.id,
          name: karates.name,
          url_path: karates.urlPath,
          sort_order: karates.sortOrder,
          purity: karates.purity,
          metal_id: karates.metalId,
        })
        .from(karates)
        .where(eq(karates.tenantId, tenantId))
        .orderBy(asc(karates.sortOrder), asc(karates.id)),
      await db
        .select({
          _id: qualities.id,
          name: qualities.name,
          url_path: qualities.urlPath,
          sort_order: qualities.sortOrder,
          lab_grown: qualities.labGrown,
          names: qualities.names,
        })
        .from(qualities)
        .where(eq(qualities.tenantId, tenantId))
        .orderBy(asc(qualities.sortOrder), asc(qualities.id)),
      await db
        .select({
          _id: stoneGroups.id,
          stonegroupName: stoneGroups.name,
          sort_order: stoneGroups.sortOrder,
          show_on_home: stoneGroups.showOnHome,
        })
        .from(stoneGroups)
        .where(eq(stoneGroups.tenantId, tenantId))
        .orderBy(asc(stoneGroups.sortOrder), asc(stoneGroups.id)),
      await db
        .select({
          _id: stones.id,
          stone_name: stones.name,
          url_path: stones.urlPath,
          sort_order: stones.sortOrder,
          colour: stones.colour,
          group_id: stones.groupId,
          names: stones.names,
        })
        .from(stones)
        .where(eq(stones.tenantId, tenantId))
        .orderBy(asc(stones.sortOrder), asc(stones.id)),
      await db
        .select({
          _id: shapes.id,
          name: shapes.name,
          url_path: shapes.urlPath,
          sort_order: shapes.sortOrder,
          names: shapes.names,
        })
        .from(shapes)
        .where(eq(shapes.tenantId, tenantId))
        .orderBy(asc(shapes.sortOrder), asc(shapes.id)),
      await db
        .select({
          _id: attributes.id,
          name: attributes.name,
          url_path: attributes.urlPath,
          sort_order: attributes.sortOrder,
          kind: attributes.kind,
        })
        .from(attributes)
        .where(eq(attributes.tenantId, tenantId))
        .orderBy(asc(attributes.sortOrder), asc(attributes.id)),
      await db
        .select({
          _id: currencies.id,
          code: currencies.code,
          name: currencies.name,
          symbol: currencies.symbol,
          is_default: currencies.isDefault,
          sort_order: currencies.sortOrder,
        })
        .from(currencies)
        .where(eq(currencies.tenantId, tenantId))
        .orderBy(asc(currencies.sortOrder), asc(currencies.id)),
    ];
    const isKind = (kind: string): kind is AttributeKind =>
      (ATTRIBUTE_KINDS as readonly string[]).includes(kind);
    const [groups, subs, metalList, shadeList, qualityList, stoneList, shapeList] = [
      splitNames(groupRows),
      splitNames(subRows),
      splitNames(metalRows),
      splitNames(shadeRows),
      splitNames(qualityRows),
      splitNames(stoneRows),
      splitNames(shapeRows),
    ];
    return {
      items: itemRows,
      mainGroups: groups.rows,
      subGroups: subs.rows,
      metals: metalList.rows,
      shades: shadeList.rows,
      karates: karatRows,
      qualities: qualityList.rows,
      stoneGroups: stoneGroupRows,
      stones: stoneList.rows,
      shapes: shapeList.rows,
      names: {
        mainGroups: groups.names,
        subGroups: subs.names,
        metals: metalList.names,
        shades: shadeList.names,
        qualities: qualityList.names,
        stones: stoneList.names,
        shapes: shapeList.names,
      },
      attributes: attributeRows.flatMap((row) => (isKind(row.kind) ? [{ ...row, kind: row.kind }] : [])),
      currencies: currencyRows.sort(bySortOrder),
    };
  }
}
