import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots.txt', () => {
  it('lists every public page in every language with absolute URLs', () => {
    const xml = sitemapXml('https://shop.example/');
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/swe</loc>');
    expect(xml).toContain('<loc>https://shop.example/de/search-designs/new_arrival</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(42);
    expect(xml).not.toContain('Admin');
  });

  it('keeps crawlers out of the back office and the API and points at the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Disallow: /Admin/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
