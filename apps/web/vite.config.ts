import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { docsSearchIndex } from './vite-plugins/docs-search-index';

export default defineConfig({
  plugins: [react(), docsSearchIndex()],
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
