import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Absolute path of apps/web, whatever directory vite is started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The gateway that serves /api in development (override with ATELIER_API_TARGET). */
const apiTarget = process.env.ATELIER_API_TARGET ?? 'http://localhost:3000';

const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 4200, proxy },
  preview: { port: 4300, proxy },
});
