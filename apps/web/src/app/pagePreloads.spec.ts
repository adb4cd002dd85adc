import { type BuiltChunk, LANGUAGE_PRELOADS, PAGE_PRELOADS, pagePreloadList } from './pagePreloads';

const root = '/repo';
const chunk = (fileName: string, facade: string | null, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: facade && `${root}/${facade}`,
  moduleIds: facade ? [`${root}/${facade}`] : [],
  imports: [],
  css: [],
  isEntry: false,
  ...more,
});

const chunks: BuiltChunk[] = [
  chunk('assets/index-1.js', 'apps/web/src/main.tsx', {
    isEntry: true,
    imports: ['assets/react-2.js'],
    css: ['assets/index-1.css'],
  }),
  chunk('assets/react-2.js', null),
  chunk('assets/SearchResultsPage-3.js', 'apps/web/src/features/search/SearchResultsPage.tsx', {
    imports: ['assets/baseApi-4.js', 'assets/react-2.js'],
    css: ['assets/SearchResultsPage-3.css'],
  }),
  chunk('assets/baseApi-4.js', null, {
    moduleIds: [`${root}/apps/web/src/api/baseApi.ts`],
    css: ['assets/kit-5.css'],
  }),
  chunk('assets/en-catalogue-6.js', 'apps/web/src/i18n/locales/en-catalogue.ts'),
  chunk('assets/DesignPage-7.js', 'apps/web/src/features/design/DesignPage.tsx', {
    imports: ['assets/baseApi-4.js'],
  }),
  ...LANGUAGE_PRELOADS.map(({ modules }, index) => chunk(`assets/lang-${index}.js`, modules[0])),
  ...LANGUAGE_PRELOADS.map(({ modules }, index) => chunk(`assets/messages-${index}.js`, modules[1])),
  chunk('assets/field-labels-8.js', 'libs/contracts/common/src/i18n/field-labels.ts'),
  chunk('assets/translate-9.js', 'libs/contracts/common/src/i18n/translate.ts'),
];

describe('pagePreloadList', () => {
  it("lists a listing's chunk, what it imports and its styles, without what the entry already loads", () => {
    const listing = pagePreloadList(chunks, root).pages.find((page) => page.path === '/search-designs/');
    expect(listing).toEqual({
      path: '/search-designs/',
      scripts: ['/assets/SearchResultsPage-3.js', '/assets/baseApi-4.js', '/assets/en-catalogue-6.js'],
      styles: ['/assets/SearchResultsPage-3.css', '/assets/kit-5.css'],
    });
  });

  it('lists every page and every prefixed language', () => {
    const list = pagePreloadList(chunks, `${root}/`);
    expect(list.pages.map((page) => page.path)).toEqual(PAGE_PRELOADS.map((page) => page.path));
    expect(list.languages.map((language) => language.prefix)).toEqual(['/de', '/es', '/fr', '/no', '/swe']);
    expect(list.languages[2].scripts).toEqual([
      '/assets/lang-2.js',
      '/assets/messages-2.js',
      '/assets/field-labels-8.js',
      '/assets/translate-9.js',
    ]);
  });

  it('fails the build when a listed module is in no chunk (the list no longer follows the routes)', () => {
    const withoutDesignPage = chunks.filter((c) => c.fileName !== 'assets/DesignPage-7.js');
    expect(() => pagePreloadList(withoutDesignPage, root)).toThrow(
      'page preloads: no chunk holds apps/web/src/features/design/DesignPage.tsx',
    );
  });
});
