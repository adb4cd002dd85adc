/**
 * Columns of the back office's catalogue reports (/Admin/download-design-report and
 * /download-mapping-reports), in file order. The files are for spreadsheets: headers stay in English
 * as in the designs export, so a saved file reads the same whoever downloaded it.
 */
export const DESIGN_REPORT_COLUMNS = [
  'Design number',
  'Name',
  'Status',
  'Item',
  'Main group',
  'Sub groups',
  'New arrival',
  'Best selling',
  'Special offer',
  'Lab grown',
  'Clearance',
  'Certified',
  'Unique piece',
  'SKU',
  'Metal',
  'Karat',
  'Shade',
  'Quality',
  'Total carat',
  'Trade price',
  'Stock',
  'Default variant',
] as const;

export const MAPPING_REPORT_COLUMNS = [
  'Section',
  'Menu path',
  'Menu URL',
  'Criteria',
  'Design number',
  'Design name',
  'Main group',
  'Sub groups',
] as const;

/** The mapping report's sections: a menu entry's designs, then the designs in no sub group. */
export const MAPPING_REPORT_SECTIONS = { menu: 'menu', noGroup: 'no group' } as const;

export const CATALOGUE_REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type CatalogueReportFormat = (typeof CATALOGUE_REPORT_FORMATS)[number];

/** The largest page the gateway may ask for while it streams a report. */
export const MAX_REPORT_PAGE = 5000;
