import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryChunks } from './chunking';
import { contractsWithoutSchemas } from './contracts-without-schemas';
import { directImports } from './direct-imports';
import { precompress } from './precompress';
import { QUESTION_VIEWS, STUDENT_LAYOUT, STUDENT_ROUTES } from './student-routes';
import { prerender } from './prerender';
import { routeShells } from './route-shells';
import { mantineFirstRender } from './mantine-first-render';

const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Every page is its own chunk (the router loads pages with React.lazy); see chunking.ts.
const chunks = entryChunks(
  {
    app: path('./src/main.tsx'),
    home: path('./src/home-main.tsx'),
    faq: path('./src/faq-main.tsx'),
  },
  {
    layout: path(`./${STUDENT_LAYOUT}`),
    pages: STUDENT_ROUTES.map((route) => path(`./${route.page}`)),
    router: path('./src/app/router.tsx'),
    questionViews: Object.values(QUESTION_VIEWS).map((view) => path(`./${view}`)),
  },
);

export default defineConfig({
  plugins: [
    react(),
    contractsWithoutSchemas(),
    mantineFirstRender(),
    directImports([
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@tabler/icons-react',
    ]),
    chunks.plugin,
    prerender(OUT_DIR),
    routeShells(path('.'), OUT_DIR, path('./src/early-data.ts')),
    precompress(OUT_DIR),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      // Uploaded images are served by the API server.
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules natively: no polyfill file to fetch.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html: the app (every route); home.html and faq.html: those pages' own entries,
      // the templates of their prerendered HTML.
      input: {
        app: path('./index.html'),
        home: path('./home.html'),
        faq: path('./faq.html'),
        // Run before the app on the student routes' pages (route-shells.ts).
        'early-data': path('./src/early-data.ts'),
      },
      output: {
        codeSplitting: {
          groups: chunks.groups,
        },
      },
    },
  },
});
