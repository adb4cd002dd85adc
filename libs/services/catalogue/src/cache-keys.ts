/**
 * Every catalogue cache key of a tenant starts with tenantPrefix, so one prefix delete drops them all
 * when the tenant's catalogue changes.
 */
export function tenantPrefix(tenantId: string): string {
  return `catalogue:t:${tenantId}:`;
}

export const CatalogueCacheKeys = {
  lookups: (tenantId: string) => `${tenantPrefix(tenantId)}lookups`,
  /** Changes whenever the tenant's catalogue cache is dropped: what processes keep locally follows it. */
  generation: (tenantId: string) => `${tenantPrefix(tenantId)}generation`,
  menuIndex: (tenantId: string) => `${tenantPrefix(tenantId)}menu-index`,
  search: (tenantId: string, hash: string) => `${tenantPrefix(tenantId)}search:${hash}`,
  facets: (tenantId: string, hash: string) => `${tenantPrefix(tenantId)}facets:${hash}`,
  count: (tenantId: string, hash: string) => `${tenantPrefix(tenantId)}count:${hash}`,
  autocomplete: (tenantId: string, hash: string) => `${tenantPrefix(tenantId)}ac:${hash}`,
  design: (tenantId: string, designId: string) => `${tenantPrefix(tenantId)}design:${designId}`,
  /** The tenant's discounts not yet over (dropped with the catalogue when they change). */
  discounts: (tenantId: string) => `${tenantPrefix(tenantId)}discounts`,
  /** Image keys are content-addressed and global (see ImagesService). */
  image: (key: string) => `catalogue:image:${key}`,
  /** Pricing comes from identity and admin, so it is not dropped with the catalogue; it expires quickly. */
  customerPricing: (tenantId: string, customerId: string) => `catalogue:pricing:${tenantId}:${customerId}`,
  pricingSettings: (tenantId: string) => `catalogue:pricing-settings:${tenantId}`,
};

/** Lookups and menus change rarely; search results and designs follow catalogue changes (invalidated). */
export const CACHE_TTL = {
  lookups: 300,
  generation: 300,
  menuIndex: 300,
  search: 120,
  autocomplete: 300,
  design: 300,
  image: 3600,
  pricing: 60,
  /** Short, so a discount that starts by its date is read again soon even without a change. */
  discounts: 60,
} as const;
