import base from './vite.config';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { STUDENT_LAYOUT, STUDENT_ROUTES } from './student-routes';
const path = (r: string) => fileURLToPath(new URL(r, import.meta.url));
export default {
  ...base,
  plugins: [
    ...(base as any).plugins,
    {
      name: 'analyze',
      generateBundle(this: any, _o: unknown, bundle: any) {
        if (bundle['prerender.js']) return;
        const graph: Record<string, string[]> = {};
        for (const id of this.getModuleIds()) graph[id] = this.getModuleInfo(id)?.importedIds ?? [];
        const sizeOf: Record<string, number> = {}; const chunkOf: Record<string, string> = {};
        for (const f of Object.values(bundle) as any[]) if (f.type === 'chunk')
          for (const [id, m] of Object.entries(f.modules) as any) { sizeOf[id] = m.renderedLength; chunkOf[id] = f.fileName; }
        writeFileSync('/tmp/tools/graph.json', JSON.stringify({ graph, sizeOf, chunkOf, layout: path('./' + STUDENT_LAYOUT), pages: Object.fromEntries(STUDENT_ROUTES.map(r => [r.path, path('./' + r.page)])), main: path('./src/main.tsx') }));
      },
    },
  ],
};
