// Bundles the API into dist/server.js, and the backup and restore commands into dist/backup.js
// and dist/restore.js (run with Node alone: production installs may lack tsx). npm packages
// stay external (argon2 and the embedded PostgreSQL load files of their own); the workspace's
// shared TypeScript is bundled in. The demo catalogue's files (exams.json and a question CSV
// per exam) are read at run time: they are copied to dist/demo (src/lib/paths.ts finds them).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith('@prepward/'),
);

await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

const demoFolder = 'src/db/seed/demo';
rmSync('dist/demo', { recursive: true, force: true });
cpSync(demoFolder, 'dist/demo', {
  recursive: true,
  filter: (source) => source === demoFolder || /\.(csv|json)$/.test(source),
});
