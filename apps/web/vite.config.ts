import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Absolute path of apps/web, whatever directory vite is started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The gateway that serves /api in development (override with ATELIER_API_TARGET). */
const apiTarget = process.env.ATELIER_API_TARGET ?? 'http://localhost:3000';

const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

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
