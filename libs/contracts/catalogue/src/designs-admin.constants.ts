/** Limits and choices of the back office's design calls. */
export const MAX_DESIGN_VARIANTS = 500;
export const MAX_DESIGN_STONES = 20;
export const MAX_BULK_PRICE_DESIGNS = 5000;
/** Price lines per set-prices call; the sync splits a larger batch. */
export const MAX_SET_PRICE_LINES = 5000;
/** Designs per bulk upsert call; the sync splits a larger batch. */
export const MAX_UPSERT_DESIGNS = 1000;
/** An import file's size limit; a 100,000-variant CSV is well under it. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;
/** The multipart field an import file is sent in. */
export const DESIGN_IMPORT_FIELD = 'file';
/** Bad rows listed in an import report; the rest are counted. */
export const MAX_IMPORT_ERRORS = 1000;

export const ADMIN_DESIGN_STATUSES = ['active', 'retired', 'all'] as const;
export const ADMIN_DESIGN_SORTS = ['number', 'name', 'newest', 'updated'] as const;
export const DESIGN_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DesignImportFormat = (typeof DESIGN_IMPORT_FORMATS)[number];

/** The attribute kinds the design form sets directly (one value each). */
export const DESIGN_FORM_ATTRIBUTES = {
  styleId: 'style',
  settingId: 'setting',
  collectionId: 'collection',
} as const;

/**
 * The import and export file's columns, one row per variant; the design's columns repeat on each of
 * its variants' rows. Lookups are named by url_path; lists are separated by "|"; stones are
 * "stone:shape:role:count:carat" entries.
 */
export const DESIGN_FILE_DESIGN_COLUMNS = [
  'design_number',
  'name_en',
  'description_en',
  'name_sv',
  'description_sv',
  'name_de',
  'description_de',
  'name_es',
  'description_es',
  'name_fr',
  'description_fr',
  'name_no',
  'description_no',
  'item',
  'main_group',
  'sub_groups',
  'style',
  'setting',
  'collection',
  'stones',
  'metal_weight',
  'new_arrival',
  'best_selling',
  'certified',
  'lab_grown',
  'clearance',
  'special_offer',
  'unique_piece',
] as const;

export const DESIGN_FILE_VARIANT_COLUMNS = [
  'sku',
  'karat',
  'shade',
  'quality',
  'total_carat',
  'trade_price',
  'weight',
  'stock',
  'certificate_number',
  'is_default',
] as const;

export const DESIGN_FILE_COLUMNS = [...DESIGN_FILE_DESIGN_COLUMNS, ...DESIGN_FILE_VARIANT_COLUMNS] as const;
export type DesignFileColumn = (typeof DESIGN_FILE_COLUMNS)[number];

/**
 * The export's columns: the import's, with the English name as buyers see it ("Lab grown" added for a
 * lab-grown stone) beside the name. An import ignores that column; the name columns stay the design's own.
 */
export const DESIGN_EXPORT_DESIGN_COLUMNS = [
  'design_number',
  'name_en',
  'display_name',
  ...DESIGN_FILE_DESIGN_COLUMNS.filter((column) => column !== 'design_number' && column !== 'name_en'),
] as const;
export const DESIGN_EXPORT_COLUMNS = [
  ...DESIGN_EXPORT_DESIGN_COLUMNS,
  ...DESIGN_FILE_VARIANT_COLUMNS,
] as const;
