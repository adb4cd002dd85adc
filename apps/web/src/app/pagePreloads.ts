import { LANGUAGES } from '../i18n/languages';

/**
 * The lazily loaded modules a first visit to a page cannot paint without. The build lists their chunks
 * per path (`page-preloads.json`) and the server names them in that page's HTML, so they download beside
 * the entry instead of after it has run: one round trip less before the first paint on a slow network.
 * Paths are as the router sees them after the language prefix; modules as the route's `lazy` imports them,
 * relative to the workspace.
 */
const WEB = 'apps/web/src';
const MESSAGES = 'libs/contracts/common/src/i18n';
const CATALOGUE_TEXTS = `${WEB}/i18n/locales/en-catalogue.ts`;
const LISTING = [`${WEB}/features/search/SearchResultsPage.tsx`, CATALOGUE_TEXTS];

export const PAGE_PRELOADS: readonly { path: string; modules: readonly string[] }[] = [
  { path: '/search-designs/', modules: LISTING },
  { path: '/design-category/', modules: LISTING },
  { path: '/page3', modules: [`${WEB}/features/design/DesignPage.tsx`, CATALOGUE_TEXTS] },
];

/**
 * Each prefixed language's texts and the server's messages in it (`loadLanguage`), which load before the
 * first render of its pages.
 */
export const LANGUAGE_PRELOADS: readonly { prefix: string; modules: readonly string[] }[] = LANGUAGES.filter(
  (language) => language.prefix !== '',
).map((language) => ({
  prefix: language.prefix,
  modules: [
    `${WEB}/i18n/locales/${language.code}.ts`,
    `${MESSAGES}/messages.${language.code}.ts`,
    `${MESSAGES}/field-labels.ts`,
    `${MESSAGES}/translate.ts`,
  ],
}));

/** A chunk of the build as the preload list needs it. */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk stands for (absolute path), if it has one. */
  facadeModuleId: string | null;
  /** Every module bundled into the chunk (absolute paths). */
  moduleIds: readonly string[];
  /** Chunks it imports statically (file names). */
  imports: readonly string[];
  /** Stylesheets it brings (file names). */
  css: readonly string[];
  isEntry: boolean;
}

export interface PreloadFiles {
  scripts: string[];
  styles: string[];
}

/** What the build writes for the server: asset URLs per page path and per language prefix. */
export interface PagePreloadList {
  pages: ({ path: string } & PreloadFiles)[];
  languages: ({ prefix: string } & PreloadFiles)[];
}

/**
 * The chunks (and their stylesheets) each listed page and language needs beyond what the entry already
 * loads, from the build's chunks; `root` is the workspace folder, which the module paths are relative to.
 * A listed module that the build does not have is an error: the list must follow the routes.
 */
export function pagePreloadList(chunks: readonly BuiltChunk[], root: string): PagePreloadList {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: readonly string[]): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    start.forEach(visit);
    return [...seen];
  };
  const entryFiles = new Set(withImports(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName)));
  const chunkOf = (module: string): string => {
    const id = `${root.replace(/\/$/, '')}/${module}`;
    const found =
      chunks.find((chunk) => chunk.facadeModuleId === id) ??
      chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!found) throw new Error(`page preloads: no chunk holds ${module}`);
    return found.fileName;
  };
  const filesFor = (modules: readonly string[]): PreloadFiles => {
    const files = withImports(modules.map(chunkOf)).filter((file) => !entryFiles.has(file));
    return {
      scripts: files.map((file) => `/${file}`),
      styles: [...new Set(files.flatMap((file) => byFile.get(file)?.css ?? []))].map((file) => `/${file}`),
    };
  };
  return {
    pages: PAGE_PRELOADS.map(({ path, modules }) => ({ path, ...filesFor(modules) })),
    languages: LANGUAGE_PRELOADS.map(({ prefix, modules }) => ({ prefix, ...filesFor(modules) })),
  };
}
