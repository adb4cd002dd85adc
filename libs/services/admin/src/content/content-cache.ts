import { type ContentPageSlug } from '@atelier/contracts/admin';
import { LANGUAGE_CODES, type LanguageCode } from '@atelier/contracts/common';
import type { CacheStore } from '@atelier/platform';

/**
 * Storefront content is read on every page and changed rarely: it is cached per tenant and language
 * and dropped by the admin service itself right after a change commits (it is the only writer), so a
 * change shows at once. The time limit only bounds what a lost eviction (Redis briefly down) costs.
 */
export const CONTENT_CACHE_TTL_SECONDS = 10 * 60;

export const ContentCacheKeys = {
  site: (tenantId: string, language: LanguageCode) => `admin:content:site:${tenantId}:${language}`,
  announcement: (tenantId: string, language: LanguageCode) => `admin:announcement:${tenantId}:${language}`,
  page: (tenantId: string, slug: ContentPageSlug, language: LanguageCode) =>
    `admin:content:page:${tenantId}:${slug}:${language}`,
};

/** After the announcement, a running line or a popup's picture or link changed. */
export async function evictSiteContent(cache: CacheStore, tenantId: string): Promise<void> {
  await cache.del(
    ...LANGUAGE_CODES.flatMap((language) => [
      ContentCacheKeys.site(tenantId, language),
      ContentCacheKeys.announcement(tenantId, language),
    ]),
  );
}

/** After a page changed in any language: every language may show it (as its English fallback). */
export async function evictPage(cache: CacheStore, tenantId: string, slug: ContentPageSlug): Promise<void> {
  await cache.del(...LANGUAGE_CODES.map((language) => ContentCacheKeys.page(tenantId, slug, language)));
}
