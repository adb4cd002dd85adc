import { type PagePreloadList, preloadLinks, withPreloads } from './page-preloads';

const list: PagePreloadList = {
  pages: [
    {
      path: '/search-designs/',
      scripts: ['/assets/List-a1.js', '/assets/texts-b2.js'],
      styles: ['/assets/List-c3.css'],
    },
    { path: '/page3', scripts: ['/assets/Design-d4.js', '/assets/texts-b2.js'], styles: [] },
  ],
  languages: [
    { prefix: '/fr', scripts: ['/assets/fr-e5.js'], styles: [] },
    { prefix: '/swe', scripts: ['/assets/sv-f6.js', '/assets/texts-b2.js'], styles: [] },
  ],
};

describe('page preloads', () => {
  it("names a listing's chunks as module preloads and its styles as style preloads", () => {
    expect(preloadLinks(list, '/search-designs/new_arrival')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/List-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/texts-b2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/List-c3.css">',
    );
  });

  it("adds a language's texts to its pages, each file once", () => {
    const links = preloadLinks(list, '/swe/page3');
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/sv-f6.js"',
      'href="/assets/texts-b2.js"',
      'href="/assets/Design-d4.js"',
    ]);
    expect(preloadLinks(list, '/fr')).toBe('<link rel="modulepreload" crossorigin href="/assets/fr-e5.js">');
  });

  it('names nothing for a page it does not list, nor for a path that only starts like a prefix', () => {
    expect(preloadLinks(list, '/')).toBe('');
    expect(preloadLinks(list, '/french-page')).toBe('');
    expect(preloadLinks(list, '/search-designs')).toBe('');
  });

  it("puts only the build's own asset URLs into a page", () => {
    const tampered: PagePreloadList = {
      pages: [{ path: '/', scripts: ['https://evil.example/x.js', '/assets/ok-1.js"><script>'], styles: [] }],
      languages: [],
    };
    expect(preloadLinks(tampered, '/')).toBe('');
  });

  it('inserts the links at the end of the head', () => {
    const html = '<html><head><title>A</title></head><body></body></html>';
    expect(withPreloads(html, '<link>')).toBe(
      '<html><head><title>A</title><link></head><body></body></html>',
    );
    expect(withPreloads(html, '')).toBe(html);
  });
});
