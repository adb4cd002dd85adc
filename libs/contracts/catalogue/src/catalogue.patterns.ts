/** Request/reply patterns served by the catalogue service. */
export const CataloguePatterns = {
  listMenu: 'catalogue.menu.list',
} as const;

export const CatalogueEvents = {} as const;
