import {
  disclosedName,
  MAPPING_REPORT_SECTIONS,
  type ReportCell,
  type ReportPage,
  type ReportPageMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { LookupsService } from '../lookups/lookups.service';
import { menuItems } from '../schema/catalogue.schema';
import { menuGroups, type SearchPlan } from '../search/search-plan';
import { designWhere } from '../search/search-sql';
import { stoneOrigin } from '../search/stone-origin';
import { flagTag } from '../search/tags';
import {
  criteriaText,
  decodeCursor,
  encodeCursor,
  type MappingCursor,
  type MappingEntry,
  menuEntriesInOrder,
  narrows,
} from './mapping-report';
import type { DesignFlagColumns } from '../search/cards';

interface DesignReportRow extends DesignFlagColumns {
  design_number: string;
  name: string;
  retired: boolean;
  item: string;
  main_group: string;
  sub_groups: string | null;
  is_unique_piece: boolean;
  sku: string | null;
  metal: string | null;
  karat: string | null;
  shade: string | null;
  quality: string | null;
  total_carat: string | null;
  trade_price: string | null;
  stock_quantity: number | null;
  is_default: boolean | null;
}

interface MappedDesign {
  design_number: string;
  name: string;
  main_group: string;
  sub_groups: string | null;
}

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** A design's sub group names, in one cell. */
const SUB_GROUP_NAMES = sql.raw(
  `(SELECT string_agg(sg.name, ', ' ORDER BY sg.name) FROM catalogue.sub_groups sg WHERE sg.id = ANY(d.sub_group_ids))`,
);

/**
 * The back office's catalogue reports (permission `reports`, checked by the gateway; only staff reach
 * them here). Each call answers one page after a cursor, so the gateway streams a report of any size
 * without it ever being held whole by either side.
 */
@Injectable()
export class CatalogueReportsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
  ) {}

  /** Designs by design number (`limit` designs a page), one row per variant; retired ones too. */
  async designPage(ctx: RequestContext, message: ReportPageMessage): Promise<ReportPage> {
    const after = message.after === undefined ? sql`` : sql`AND design_number > ${message.after}`;
    const rows = await queryRows<DesignReportRow>(
      this.database.db,
      sql`WITH page AS (
            SELECT id FROM catalogue.designs WHERE tenant_id = ${ctx.tenantId} ${after}
            ORDER BY design_number LIMIT ${message.limit})
          SELECT d.design_number, d.name, d.retired, i.name AS item, mg.name AS main_group,
            ${SUB_GROUP_NAMES} AS sub_groups,
            d.is_new_arrival, d.is_best_selling, d.is_special_offer, d.is_lab_grown, d.is_clearance,
            d.is_certified, d.is_unique_piece,
            v.sku, m.name AS metal, k.name AS karat, s.name AS shade, q.name AS quality,
            v.total_carat, v.trade_price, v.stock_quantity, v.is_default
          FROM page p
          JOIN catalogue.designs d ON d.id = p.id
          JOIN catalogue.items i ON i.id = d.item_id
          JOIN catalogue.main_groups mg ON mg.id = d.main_group_id
          LEFT JOIN catalogue.variants v ON v.design_id = d.id
          LEFT JOIN catalogue.metals m ON m.id = v.metal_id
          LEFT JOIN catalogue.karates k ON k.id = v.karat_id
          LEFT JOIN catalogue.shades s ON s.id = v.shade_id
          LEFT JOIN catalogue.qualities q ON q.id = v.quality_id
          ORDER BY d.design_number, v.is_default DESC NULLS LAST, v.sku`,
    );
    const designCount = new Set(rows.map((row) => row.design_number)).size;
    return {
      rows: rows.map(designReportCells),
      next: designCount === message.limit ? (rows[rows.length - 1]?.design_number ?? null) : null,
    };
  }

  /**
   * Each menu entry (in menu order) with the designs a listing opened from it shows, then the designs
   * in no sub group. `limit` rows a page; an entry showing nothing still gets one row.
   */
  async mappingPage(ctx: RequestContext, message: ReportPageMessage): Promise<ReportPage> {
    const cursor: MappingCursor = decodeCursor(message.after) ?? { section: 'menu', entryId: '' };
    const rows: ReportCell[][] = [];
    const room = () => message.limit - rows.length;
    if (cursor.section === 'menu') {
      const entries = await this.menuEntries(ctx.tenantId);
      const start = cursor.entryId === '' ? 0 : entries.findIndex((entry) => entry.id === cursor.entryId);
      // An entry deleted since the previous page: the menu part ends there rather than starting over.
      const from = start < 0 ? entries.length : start;
      for (let position = from; position < entries.length; position += 1) {
        const entry = entries[position];
        if (!entry) break;
        if (room() === 0) return { rows, next: encodeCursor({ section: 'menu', entryId: entry.id }) };
        const after = position === from ? cursor.after : undefined;
        const designs = narrows(entry.criteria)
          ? await this.entryDesigns(ctx.tenantId, entry, after, room())
          : [];
        if (designs.length === 0 && after === undefined) rows.push(mappingCells(entry, null));
        for (const design of designs) rows.push(mappingCells(entry, design));
        const last = designs[designs.length - 1];
        if (last && room() === 0) {
          return {
            rows,
            next: encodeCursor({ section: 'menu', entryId: entry.id, after: last.design_number }),
          };
        }
      }
      if (room() === 0) return { rows, next: encodeCursor({ section: 'noGroup' }) };
    }
    const after = cursor.section === 'noGroup' ? cursor.after : undefined;
    const loose = await this.designsInNoGroup(ctx.tenantId, after, room());
    for (const design of loose) rows.push(mappingCells(null, design));
    const last = loose[loose.length - 1];
    return {
      rows,
      next: last && room() === 0 ? encodeCursor({ section: 'noGroup', after: last.design_number }) : null,
    };
  }

  private async menuEntries(tenantId: string): Promise<MappingEntry[]> {
    const rows = await this.database.db
      .select({
        id: menuItems.id,
        parentId: menuItems.parentId,
        title: menuItems.title,
        urlPath: menuItems.urlPath,
        position: menuItems.position,
        criteria: menuItems.criteria,
      })
      .from(menuItems)
      .where(eq(menuItems.tenantId, tenantId));
    return menuEntriesInOrder(rows);
  }

  /** The entry's designs as its listing selects them (the search rows: designs on sale). */
  private async entryDesigns(
    tenantId: string,
    entry: MappingEntry,
    after: string | undefined,
    limit: number,
  ): Promise<MappedDesign[]> {
    const plan: SearchPlan = {
      tenantId,
      groups: menuGroups(entry.criteria, await this.lookups.index(tenantId)),
      // As the listing: natural designs only, unless the entry is a lab-grown one.
      without:
        stoneOrigin({
          fixedLabGrown: entry.criteria.flags?.includes('lab_grown') ?? false,
          qualitiesLabGrown: [],
        }) === 'natural'
          ? [flagTag('lab_grown')]
          : [],
      carat: {},
      trade: {},
      inStock: false,
      text: null,
      sort: 'design_number',
      page: 1,
      limit,
      facets: false,
    };
    return this.mapped(
      sql`FROM catalogue.design_search ds JOIN catalogue.designs d ON d.id = ds.design_id
          JOIN catalogue.main_groups mg ON mg.id = d.main_group_id
          WHERE ${designWhere(plan)} ${after === undefined ? sql`` : sql`AND ds.design_number > ${after}`}`,
      sql`ds.design_number`,
      limit,
    );
  }

  /** Designs on sale in no sub group: no style entry of the menu and no mapping screen reaches them. */
  private designsInNoGroup(
    tenantId: string,
    after: string | undefined,
    limit: number,
  ): Promise<MappedDesign[]> {
    return this.mapped(
      sql`FROM catalogue.designs d JOIN catalogue.main_groups mg ON mg.id = d.main_group_id
          WHERE d.tenant_id = ${tenantId} AND NOT d.retired AND cardinality(d.sub_group_ids) = 0
          ${after === undefined ? sql`` : sql`AND d.design_number > ${after}`}`,
      sql`d.design_number`,
      limit,
    );
  }

  private mapped(from: SQL, order: SQL, limit: number): Promise<MappedDesign[]> {
    return queryRows<MappedDesign>(
      this.database.db,
      sql`SELECT d.design_number, d.name, mg.name AS main_group, ${SUB_GROUP_NAMES} AS sub_groups
          ${from} ORDER BY ${order} LIMIT ${limit}`,
    );
  }
}

function designReportCells(row: DesignReportRow): ReportCell[] {
  const number = (value: string | null): ReportCell => (value === null ? '' : Number(value));
  return [
    row.design_number,
    disclosedName(row.name, row.is_lab_grown, 'en'),
    row.retired ? 'retired' : 'active',
    row.item,
    row.main_group,
    row.sub_groups ?? '',
    yesNo(row.is_new_arrival),
    yesNo(row.is_best_selling),
    yesNo(row.is_special_offer),
    yesNo(row.is_lab_grown),
    yesNo(row.is_clearance),
    yesNo(row.is_certified),
    yesNo(row.is_unique_piece),
    row.sku ?? '',
    row.metal ?? '',
    row.karat ?? '',
    row.shade ?? '',
    row.quality ?? '',
    number(row.total_carat),
    number(row.trade_price),
    row.stock_quantity ?? '',
    row.is_default === null ? '' : yesNo(row.is_default),
  ];
}

function mappingCells(entry: MappingEntry | null, design: MappedDesign | null): ReportCell[] {
  return [
    entry ? MAPPING_REPORT_SECTIONS.menu : MAPPING_REPORT_SECTIONS.noGroup,
    entry?.path ?? '',
    entry?.url ?? '',
    entry ? criteriaText(entry.criteria) : '',
    design?.design_number ?? '',
    design?.name ?? '',
    design?.main_group ?? '',
    design?.sub_groups ?? '',
  ];
}
