import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@atelier/contracts/admin';
import { brandSlug } from '../../shared/brand';

/** The storefront path of a footer page (spec §2), without the language prefix. */
export function contentPagePath(slug: ContentPageSlug): string {
  return slug === 'why-us' ? `/why-${brandSlug()}` : `/${slug}`;
}

/** Every footer page with its path, for the router. */
export function contentPageRoutes(): Array<{ slug: ContentPageSlug; path: string }> {
  return CONTENT_PAGE_SLUGS.map((slug) => ({ slug, path: contentPagePath(slug).slice(1) }));
}
