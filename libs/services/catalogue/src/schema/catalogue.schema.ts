import { outboxTables } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CuratedListKind,
  DesignTexts,
  DesignPricing,
  DiscountKind,
  FieldChange,
  ImportJobKind,
  ImportJobReport,
  MetalRateSource,
  OfferKind,
} from '@atelier/contracts/catalogue';
import type { MenuCriteria } from '../search/menu-criteria';

/** Text per language code (en, sv, de, es, fr, no); a missing language falls back to the plain column. */
export type LocalisedText = Partial<Record<string, string>>;

export const catalogue = pgSchema('catalogue');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The storefront menu (spec section 3): top items, their submenus and the submenus' entries. */
export const menuItems = catalogue.table(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    urlPath: text('url_path').notNull(),
    isSubmenu1Clickable: boolean('is_submenu1_clickable').notNull().default(false),
    isStyle: boolean('is_style').notNull().default(false),
    url: text('url'),
    sortBy: text('sort_by'),
    /** Shows the NEW badge next to the title. */
    isNew: boolean('is_new').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** What a search opened from this entry narrows to (main group, sub group, stone, flags...), by url_path. */
    criteria: jsonb('criteria').$type<MenuCriteria>().notNull().default({}),
    /** The title in other languages (language code -> text); `title` is the fallback. */
    titles: jsonb('titles').$type<LocalisedText>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_tenant_parent_position_idx').on(t.tenantId, t.parentId, t.position)],
);

export type MenuItemRow = typeof menuItems.$inferSelect;

// ---- lookups: small per-tenant lists, addressed by integer ids --------------------------------------

const lookupColumns = {
  id: serial('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
  urlPath: text('url_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
};

/** A lookup's name in the other languages (metal, shade, quality, stone, shape); `name` is the fallback. */
const localisedNames = {
  names: jsonb('names').$type<LocalisedText>().notNull().default({}),
};

/** Item types (rings, earrings...); spec section 9: the Pendants item is hidden. */
export const items = catalogue.table(
  'items',
  { ...lookupColumns, hidden: boolean('hidden').notNull().default(false) },
  (t) => [uniqueIndex('items_tenant_url_path_uq').on(t.tenantId, t.urlPath)],
);

/** What staff edit on a group besides the lookup columns: its name per language and whether it is shown. */
const groupColumns = {
  names: jsonb('names').$type<LocalisedText>().notNull().default({}),
  active: boolean('active').notNull().default(true),
};

/** Main groups: the categories designs are listed under (the menu's top items). */
export const mainGroups = catalogue.table('main_groups', { ...lookupColumns, ...groupColumns }, (t) => [
  uniqueIndex('main_groups_tenant_url_path_uq').on(t.tenantId, t.urlPath),
]);

export const subGroups = catalogue.table(
  'sub_groups',
  {
    ...lookupColumns,
    ...groupColumns,
    mainGroupId: integer('main_group_id')
      .notNull()
      .references(() => mainGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sub_groups_tenant_group_url_path_uq').on(t.tenantId, t.mainGroupId, t.urlPath)],
);

export const metals = catalogue.table('metals', { ...lookupColumns, ...localisedNames }, (t) => [
  uniqueIndex('metals_tenant_url_path_uq').on(t.tenantId, t.urlPath),
]);

/** Shades of a metal, with the spec's short codes (pt, wg, yg, rg, tt, 3t, mixed). */
export const shades = catalogue.table(
  'shades',
  {
    ...lookupColumns,
    ...localisedNames,
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('shades_tenant_url_path_uq').on(t.tenantId, t.urlPath)],
);

export const karates = catalogue.table(
  'karates',
  {
    ...lookupColumns,
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    /** Parts per thousand: 375 for 9K, 750 for 18K, 950 for platinum. */
    purity: integer('purity').notNull(),
  },
  (t) => [uniqueIndex('karates_tenant_url_path_uq').on(t.tenantId, t.urlPath)],
);

export const qualities = catalogue.table(
  'qualities',
  { ...lookupColumns, ...localisedNames, labGrown: boolean('lab_grown').notNull().default(false) },
  (t) => [uniqueIndex('qualities_tenant_url_path_uq').on(t.tenantId, t.urlPath)],
);

export const stoneGroups = catalogue.table(
  'stone_groups',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    showOnHome: boolean('show_on_home').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('stone_groups_tenant_name_uq').on(t.tenantId, t.name)],
);

export const stones = catalogue.table(
  'stones',
  {
    ...lookupColumns,
    ...localisedNames,
    groupId: integer('group_id')
      .notNull()
      .references(() => stoneGroups.id),
    colour: text('colour').notNull().default('#ffffff'),
  },
  (t) => [uniqueIndex('stones_tenant_url_path_uq').on(t.tenantId, t.urlPath)],
);

export const shapes = catalogue.table('shapes', { ...lookupColumns, ...localisedNames }, (t) => [
  uniqueIndex('shapes_tenant_url_path_uq').on(t.tenantId, t.urlPath),
]);

/** Values of the spec's plain product filters (style, setting, collection, size, initial, ...), by kind. */
export const attributes = catalogue.table(
  'attributes',
  { ...lookupColumns, kind: text('kind').notNull() },
  (t) => [uniqueIndex('attributes_tenant_kind_url_path_uq').on(t.tenantId, t.kind, t.urlPath)],
);

export const currencies = catalogue.table(
  'currencies',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('currencies_tenant_code_uq').on(t.tenantId, t.code)],
);

/** Catalogue images; the files (the source and its renditions) are in storage under the content-addressed key. */
export const images = catalogue.table(
  'images',
  {
    tenantId: uuid('tenant_id').notNull(),
    key: text('key').notNull(),
    /** Storage key of the source the renditions are made from. */
    sourceKey: text('source_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

// ---- designs and variants -----------------------------------------------------------------------------

export const designs = catalogue.table(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    designNumber: text('design_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    mainGroupId: integer('main_group_id')
      .notNull()
      .references(() => mainGroups.id),
    /** Sub group ids (menu styles) within the main group. */
    subGroupIds: integer('sub_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Attribute ids: style, setting, collection and the other plain product filters. */
    attributeIds: integer('attribute_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Grams. */
    metalWeight: numeric('metal_weight', { precision: 8, scale: 2 }).notNull().default('0'),
    /** Fixed (staff set each variant's trade price) or metal (weight x the day's rate + making + stones). */
    pricing: text('pricing').$type<DesignPricing>().notNull().default('fixed'),
    /** Pounds per piece added to the metal's value while priced by the metal. */
    makingCharge: numeric('making_charge', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Image keys in display order. */
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isBestSelling: boolean('is_best_selling').notNull().default(false),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    isClearance: boolean('is_clearance').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    /** 1 is the best seller; null for designs without sales ranking. */
    bestSellingRank: integer('best_selling_rank'),
    /** A certified one-off: every variant carries its certificate, and a variant sold out goes off sale. */
    isUniquePiece: boolean('is_unique_piece').notNull().default(false),
    /** Name and description in the languages other than English (name and description above). */
    texts: jsonb('texts').$type<DesignTexts>().notNull().default({}),
    retired: boolean('retired').notNull().default(false),
    /** Grows with every back-office change: a save carrying an older version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('designs_tenant_design_number_uq').on(t.tenantId, t.designNumber)],
);

export type DesignRow = typeof designs.$inferSelect;

/** Stones set in a design: the main stone(s) and side stones. */
export const designStones = catalogue.table(
  'design_stones',
  {
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    stoneId: integer('stone_id')
      .notNull()
      .references(() => stones.id),
    shapeId: integer('shape_id')
      .notNull()
      .references(() => shapes.id),
    role: text('role').$type<'main' | 'side'>().notNull(),
    count: integer('count').notNull().default(1),
    /** Total carat of these stones in the default variant. */
    carat: numeric('carat', { precision: 6, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.designId, t.position] })],
);

/** A design in one karat, shade, quality and total carat, with its SKU, trade price and stock. */
export const variants = catalogue.table(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    karatId: integer('karat_id')
      .notNull()
      .references(() => karates.id),
    shadeId: integer('shade_id')
      .notNull()
      .references(() => shades.id),
    qualityId: integer('quality_id')
      .notNull()
      .references(() => qualities.id),
    totalCarat: numeric('total_carat', { precision: 6, scale: 2 }).notNull().default('0'),
    tradePrice: numeric('trade_price', { precision: 12, scale: 2 }).notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** Grams of this variant (the design's metal weight is the default variant's). */
    weight: numeric('weight', { precision: 8, scale: 2 }).notNull().default('0'),
    certificateNumber: text('certificate_number'),
    /** Pounds: the stones' value, added to the metal's while the design is priced by the metal. */
    stonesValue: numeric('stones_value', { precision: 12, scale: 2 }).notNull().default('0'),
    isDefault: boolean('is_default').notNull().default(false),
    /** The orders stock version stock_quantity was last set from (orders.stock.changed); 0 = seeded. */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_tenant_sku_uq').on(t.tenantId, t.sku),
    // Every variant-level check (filters, the card's variant, the detail page) starts from a design.
    index('variants_design_price_idx').on(t.designId, t.tradePrice),
  ],
);

export type VariantRow = typeof variants.$inferSelect;

export const similarDesigns = catalogue.table(
  'similar_designs',
  {
    tenantId: uuid('tenant_id').notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    similarDesignId: uuid('similar_design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.designId, t.similarDesignId] })],
);

// ---- search projections, rebuilt from the tables above on every catalogue change -------------------

/**
 * One narrow row per searchable (not retired) design: every attribute filtered on as an integer tag
 * (namespace x 10,000,000 + id, see search/tags.ts) under one GIN index, the variant price and carat
 * ranges, the sort keys, and the text searched by the autocomplete (full text and prefix).
 */
export const designSearch = catalogue.table(
  'design_search',
  {
    designId: uuid('design_id')
      .primaryKey()
      .references(() => designs.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    designNumber: text('design_number').notNull(),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
    searchTsv: tsvector('search_tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    tags: integer('tags').array().notNull(),
    minTradePrice: numeric('min_trade_price', { precision: 12, scale: 2 }).notNull(),
    maxTradePrice: numeric('max_trade_price', { precision: 12, scale: 2 }).notNull(),
    minCarat: numeric('min_carat', { precision: 6, scale: 2 }).notNull(),
    maxCarat: numeric('max_carat', { precision: 6, scale: 2 }).notNull(),
    inStock: boolean('in_stock').notNull(),
    newestAt: timestamp('newest_at', { withTimezone: true }).notNull(),
    bestSellingRank: integer('best_selling_rank').notNull(),
  },
  (t) => [
    index('design_search_tags_gin').using('gin', t.tags),
    index('design_search_tsv_gin').using('gin', t.searchTsv),
    index('design_search_number_prefix_idx').using(
      'btree',
      t.tenantId,
      sql`lower(${t.designNumber}) text_pattern_ops`,
    ),
    index('design_search_newest_idx').on(t.tenantId, t.newestAt.desc(), t.designId),
    index('design_search_price_idx').on(t.tenantId, t.minTradePrice, t.designId),
    index('design_search_best_selling_idx').on(t.tenantId, t.bestSellingRank, t.designId),
    index('design_search_carat_idx').on(t.tenantId, t.maxCarat.desc(), t.designId),
    index('design_search_number_idx').on(t.tenantId, t.designNumber),
  ],
);

/**
 * Facet counts of whole scopes (all designs, an item, a main group, a flag list), computed when the
 * catalogue changes: a listing's first page, filtered by nothing but its scope, reads its counts here
 * instead of counting a large part of the catalogue. Tag 0 counts the scope's designs.
 */
export const facetCounts = catalogue.table(
  'facet_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    scopeTag: integer('scope_tag').notNull(),
    tag: integer('tag').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scopeTag, t.tag] })],
);

/** Price and carat ranges of the same scopes. */
export const facetScopes = catalogue.table(
  'facet_scopes',
  {
    tenantId: uuid('tenant_id').notNull(),
    scopeTag: integer('scope_tag').notNull(),
    minTradePrice: numeric('min_trade_price', { precision: 12, scale: 2 }).notNull(),
    maxTradePrice: numeric('max_trade_price', { precision: 12, scale: 2 }).notNull(),
    minCarat: numeric('min_carat', { precision: 6, scale: 2 }).notNull(),
    maxCarat: numeric('max_carat', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scopeTag] })],
);

/** The words of the tenant's design texts, trigram-indexed: the autocomplete corrects misspelt words with it. */
export const searchTerms = catalogue.table(
  'search_terms',
  {
    tenantId: uuid('tenant_id').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.term] }),
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/**
 * Tenants whose facet counts and search words are due a recount: each change of search rows adds a row
 * in its own transaction (insert only, so concurrent writers never wait on each other), and the recount
 * takes them all. A row left behind (its process died) is picked up at the next start.
 */
export const searchRecounts = catalogue.table(
  'search_recounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_recounts_tenant_idx').on(t.tenantId)],
);

// ---- metal rates ---------------------------------------------------------------------------------------

/** The day's rate per gram of each metal in each fineness (a karat names both). */
export const metalRates = catalogue.table(
  'metal_rates',
  {
    tenantId: uuid('tenant_id').notNull(),
    karatId: integer('karat_id')
      .notNull()
      .references(() => karates.id, { onDelete: 'cascade' }),
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    /** Pounds per gram. */
    ratePerGram: numeric('rate_per_gram', { precision: 12, scale: 2 }).notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.karatId] })],
);

/** Every rate change: who (staff or Sellease), when, the rate before and after. */
export const metalRateHistory = catalogue.table(
  'metal_rate_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    karatId: integer('karat_id')
      .notNull()
      .references(() => karates.id, { onDelete: 'cascade' }),
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    oldRate: numeric('old_rate', { precision: 12, scale: 2 }),
    newRate: numeric('new_rate', { precision: 12, scale: 2 }).notNull(),
    source: text('source').$type<MetalRateSource>().notNull(),
    userId: uuid('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metal_rate_history_tenant_at_idx').on(t.tenantId, t.at)],
);

/** The catalogue's domain events on their way out, and the events it has handled (the platform's ledger). */
export const { outbox, processedMessages } = outboxTables(catalogue);

// ---- back office: pictures per shade, filter configuration, change log ---------------------------------

/**
 * A design's pictures with what the back office sets on each: the shade it shows (null: every shade),
 * its place and whether it is the main one. designs.image_keys stays the ordered list the storefront
 * reads (rewritten from these rows on every change).
 */
export const designImages = catalogue.table(
  'design_images',
  {
    tenantId: uuid('tenant_id').notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    shadeId: integer('shade_id').references(() => shades.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    fileName: text('file_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.designId, t.imageKey] }),
    index('design_images_tenant_design_idx').on(t.tenantId, t.designId, t.position),
  ],
);

/**
 * A storefront filter as staff configure it: which filter (kind), which of its values are offered
 * (empty: all), and for which main and sub groups (both empty: every listing). A tenant without any
 * row shows every filter, as before the back office existed.
 */
export const filterDefinitions = catalogue.table(
  'filter_definitions',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull().default({}),
    valueIds: integer('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    mainGroupIds: integer('main_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    subGroupIds: integer('sub_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('filter_definitions_tenant_kind_uq').on(t.tenantId, t.kind)],
);

export type FilterDefinitionRow = typeof filterDefinitions.$inferSelect;

/** Who changed which catalogue entity when, with the values before and after (null when created or deleted). */
export const catalogueChangeLog = catalogue.table(
  'catalogue_change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    userId: text('user_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('catalogue_change_log_entity_idx').on(t.tenantId, t.entityType, t.entityId, t.id)],
);

/** Every back-office change of a design: who, when, and each field before and after. */
export const designAudit = catalogue.table(
  'design_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /** The design's version this change produced. */
    version: integer('version').notNull(),
    action: text('action').$type<DesignAuditAction>().notNull(),
    userId: uuid('user_id'),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_audit_design_idx').on(t.tenantId, t.designId, t.version)],
);

export type DesignAuditAction = 'created' | 'updated' | 'retired' | 'restored' | 'repriced' | 'imported';

/** Import runs (dry or applied): the web polls their progress and reads the report. */
export const importJobs = catalogue.table(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id'),
    /** What the file holds: designs with variants, or offers on variants. */
    kind: text('kind').$type<ImportJobKind>().notNull().default('designs'),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    dryRun: boolean('dry_run').notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    report: jsonb('report').$type<ImportJobReport>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/**
 * A variant's offer (special, lab-grown special or clearance): its price and most pieces per order
 * between two instants. Whether it is active is computed from the dates when read; `in_effect` records
 * whether the search rows last written show it, so the first read after a start or an end rewrites them.
 */
export const offers = catalogue.table(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    kind: text('kind').$type<OfferKind>().notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    offerPrice: numeric('offer_price', { precision: 12, scale: 2 }).notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when staff end the offer before its end date. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    inEffect: boolean('in_effect').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_variant_idx').on(t.variantId),
    index('offers_tenant_kind_idx').on(t.tenantId, t.kind, t.endsAt),
    index('offers_design_idx').on(t.designId),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

/**
 * Discounts (set-discount): for one customer or every customer (customer_id null), on one design, one
 * design group (main group) or every design, as a percentage off or a fixed trade price, between two
 * instants. Active-ness is computed when read; the precedence rule is `bestDiscount` (lowest price).
 */
export const discounts = catalogue.table(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id'),
    /** The customer's account number and company when saved (identity owns customers). */
    customerLabel: text('customer_label'),
    /** A customer group (identity owns groups) instead of one customer; its name when saved. */
    customerGroupId: uuid('customer_group_id'),
    customerGroupLabel: text('customer_group_label'),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    mainGroupId: integer('main_group_id').references(() => mainGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DiscountKind>().notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discounts_tenant_ends_idx').on(t.tenantId, t.endsAt),
    index('discounts_tenant_customer_idx').on(t.tenantId, t.customerId),
    check('discounts_one_product', sql`${t.designId} IS NULL OR ${t.mainGroupId} IS NULL`),
    check('discounts_one_audience', sql`${t.customerId} IS NULL OR ${t.customerGroupId} IS NULL`),
  ],
);

export type DiscountRow = typeof discounts.$inferSelect;

/** Hand-ordered design lists (best selling, new arrivals): the storefront lists and home sections follow. */
export const curatedListDesigns = catalogue.table(
  'curated_list_designs',
  {
    tenantId: uuid('tenant_id').notNull(),
    list: text('list').$type<CuratedListKind>().notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /**
     * When staff listed it, less a millisecond per place: a new arrival sorts as new from then, so the
     * "newest" order of the list and of the home page is the hand-made one.
     */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.list, t.designId] }),
    index('curated_list_designs_position_idx').on(t.tenantId, t.list, t.position),
  ],
);
