const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

let current = 'atelier';

/**
 * The brand's URL name, from the tenant's storefront configuration (spec §2: /why-{brand}). Set once
 * at start-up, before the routes are built; a name that is not a URL segment keeps the default.
 */
export function configureBrandSlug(slug: string | undefined): void {
  const value = slug?.trim().toLowerCase();
  if (value && SLUG.test(value)) current = value;
}

export function brandSlug(): string {
  return current;
}
