/** The storefront pages anyone may see, relative to a language prefix (spec §2). */
const PUBLIC_PAGES = [
  '/',
  '/search-designs/new_arrival',
  '/search-designs/special_offer',
  '/search-designs/clearance_sale',
  '/search-designs/lab_grown_products',
  '/search-designs/certified_jewellery',
  '/user-registration',
] as const;

/** English has no prefix; the others as the storefront routes them. */
const LANGUAGE_PREFIXES = ['', '/swe', '/de', '/es', '/fr', '/no'] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap of the public pages in every language, with absolute URLs under `origin`. */
export function sitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = LANGUAGE_PREFIXES.flatMap((prefix) =>
    PUBLIC_PAGES.map((page) => `${base}${prefix}${page === '/' && prefix ? '' : page}`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the storefront is public; the back office, the API and the buyer's own pages are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /Admin/',
    'Disallow: /admin-home',
    'Disallow: /admin-login',
    'Disallow: /shopping-cart',
    'Disallow: /my-account',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
