import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found by walking up from this module. The same code runs from
 * src/ (tsx, tests) and from the bundled dist/ file, at different depths.
 */
function findApiRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    if (existsSync(join(folder, 'drizzle')) && existsSync(join(folder, 'package.json')))
      return folder;
    folder = dirname(folder);
  }
  throw new Error('Cannot find the api package folder (with drizzle/ migrations)');
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');
export const WEB_DIST_FOLDER = resolve(API_ROOT, '..', 'web', 'dist');

/** True when this code runs from a bundled file of dist/ (build.mjs), not from src/. */
const BUNDLED = dirname(fileURLToPath(import.meta.url)) === join(API_ROOT, 'dist');

/**
 * The demo catalogue's exams.json and question CSVs: beside their seeder in src/, and copied
 * by build.mjs to dist/demo for the bundled server.
 */
export const DEMO_CATALOGUE_FOLDER = BUNDLED
  ? join(API_ROOT, 'dist', 'demo')
  : join(API_ROOT, 'src', 'db', 'seed', 'demo');
