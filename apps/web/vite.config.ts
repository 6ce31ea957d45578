import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { docsSearchIndex } from './vite-plugins/docs-search-index';

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), docsSearchIndex()],
  build: isSsrBuild
    ? {
        // The server renderer (docs/decisions/0014): the prerender and the server's catalogue
        // pages import it, and the page list, from dist-server/.
        target: 'node20',
        sourcemap: false,
        rollupOptions: {
          input: {
            'render-page': file('./src/app/render-page.tsx'),
            'site-pages': file('../../packages/contracts/src/site-pages.ts'),
          },
          output: { format: 'es', entryFileNames: '[name].js' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        cssCodeSplit: true,
        manifest: true,
      },
  // The contracts are TypeScript sources: the server renderer carries its own compiled copy.
  ssr: { noExternal: ['@sinyal/contracts'] },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
}));
