import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Absolute path of apps/web, whatever directory vite is started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The gateway that serves /api in development (override with ATELIER_API_TARGET). */
const apiTarget = process.env.ATELIER_API_TARGET ?? 'http://localhost:3000';

const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * The browser-safe shared contracts (the account forms' rules and messages). Only this entry point is
 * bundled: `@atelier/contracts/identity` is imported for types only (its DTOs carry Nest decorators).
 */
const alias = {
  '@atelier/contracts/common': decodeURIComponent(
    new URL('../../libs/contracts/common/src/browser.ts', import.meta.url).pathname,
  ),
  // The orders contract's constants file imports nothing (statuses, limits, shared rules); its index is
  // imported for types only (its DTOs carry Nest decorators).
  '@atelier/contracts/catalogue/constants': decodeURIComponent(
    new URL('../../libs/contracts/catalogue/src/catalogue.constants.ts', import.meta.url).pathname,
  ),
  '@atelier/contracts/orders/constants': decodeURIComponent(
    new URL('../../libs/contracts/orders/src/orders.constants.ts', import.meta.url).pathname,
  ),
};

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // Precompressed beside each text asset: the gateway sends the .br or .gz the browser accepts.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.map$/] }),
  ],
  resolve: { alias },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
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
