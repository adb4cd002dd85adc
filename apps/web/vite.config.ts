import { minify } from '@swc/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pagePreloadList, type BuiltChunk } from './src/app/pagePreloads';

/** Absolute path of apps/web, whatever directory vite is started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const workspaceRoot = decodeURIComponent(new URL('../..', import.meta.url).pathname);

/** The gateway that serves /api in development (override with ATELIER_API_TARGET). */
const apiTarget = process.env.ATELIER_API_TARGET ?? 'http://localhost:3000';

const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * Minifies every chunk with swc (compress in two passes, mangle top-level names): a few KB gzip smaller
 * than esbuild's minifier on the same code, which counts against the storefront's first-load budget.
 */
function swcMinify(): Plugin {
  return {
    name: 'atelier:swc-minify',
    apply: 'build',
    renderChunk: {
      // After Vite's own chunk hooks (its esbuild pass reprints the code unminified when minify is off).
      order: 'post',
      async handler(code) {
        const result = await minify(code, {
          module: true,
          ecma: 2020,
          compress: { passes: 2 },
          mangle: { toplevel: true },
          sourceMap: true,
        });
        return { code: result.code, map: result.map };
      },
    },
  };
}

/**
 * Writes `.vite/page-preloads.json` (never served: a dot folder): the chunks each page named in
 * `src/app/pagePreloads.ts` needs beyond the entry, which the server then names in that page's HTML.
 */
function pagePreloads(): Plugin {
  return {
    name: 'atelier:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          isEntry: output.isEntry,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-preloads.json',
        source: JSON.stringify(pagePreloadList(chunks, workspaceRoot)),
      });
    },
  };
}

/**
 * Each contract's browser entry point: its constants and error codes as values, its DTOs and response
 * types as types only (the DTOs carry Nest decorators that a page must not bundle).
 */
const contract = (context: string): string =>
  decodeURIComponent(new URL(`../../libs/contracts/${context}/src/browser.ts`, import.meta.url).pathname);

const alias = {
  '@atelier/contracts/common': contract('common'),
  '@atelier/contracts/identity': contract('identity'),
  '@atelier/contracts/catalogue': contract('catalogue'),
  '@atelier/contracts/orders': contract('orders'),
  '@atelier/contracts/admin': contract('admin'),
  '@atelier/contracts/sync': contract('sync'),
};

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // Precompressed beside each text asset: the gateway sends the .br or .gz the browser accepts.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.map$/] }),
    swcMinify(),
    pagePreloads(),
  ],
  resolve: { alias },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // swc minifies the scripts instead (`swcMinify`); the stylesheets stay with esbuild.
    minify: false,
    cssMinify: 'esbuild',
    // Maps are written for our own debugging but not referenced from the bundles, and never served.
    sourcemap: 'hidden',
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
          state: ['@reduxjs/toolkit', 'react-redux', 'redux-saga'],
          i18n: ['i18next', 'react-i18next', 'js-cookie'],
        },
      },
    },
  },
  server: { port: 4200, proxy },
  preview: { port: 4300, proxy },
});
