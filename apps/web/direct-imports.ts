// Rewrites `import { Button } from '@mantine/core'` into an import of the file that defines
// Button. The bundler assigns modules to chunks by the import graph, and a package's index
// module imports all of its components: through it, every page that uses one Mantine
// component appears to need every component any page uses, and a lazily loaded drawer's code
// lands in the first page's files. (Next.js does the same for such packages with
// optimizePackageImports.) Names the rewrite cannot place stay on the index import.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a name comes from: a file, or a package the index module imports it from. */
type Binding = { file: string; imported: string };

const fileOf = (folder: string, source: string) =>
  source.startsWith('.') ? resolve(folder, source) : source;

/** `a, b as c` -> [['a', 'a'], ['b', 'c']] (name in the source module, name here). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from!.trim(), (to ?? from)!.trim()];
    });
}

/** Which file defines each name the index module exports. */
async function readIndex(indexFile: string): Promise<Map<string, Binding>> {
  const code = await readFile(indexFile, 'utf8');
  const folder = dirname(indexFile);
  const locals = new Map<string, Binding>();
  for (const [, list = '', source = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    for (const [imported, local] of specifiers(list)) {
      locals.set(local, { file: fileOf(folder, source), imported });
    }
  }
  const exported = new Map<string, Binding>();
  for (const [, list = '', source] of code.matchAll(
    /export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g,
  )) {
    for (const [local, name] of specifiers(list)) {
      const binding = source
        ? { file: fileOf(folder, source), imported: local }
        : locals.get(local);
      if (binding) exported.set(name, binding);
    }
  }
  return exported;
}

export function directImports(packages: string[]): Plugin {
  const indexes = new Map<string, Promise<Map<string, Binding>>>();
  const pattern = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${packages.map((name) => name.replace('/', '\\/')).join('|')})["'];?`,
    'g',
  );

  return {
    name: 'prepward-direct-imports',
    // The browser build only: the prerender's server build leaves packages to Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async transform(code, id) {
      if (!packages.some((name) => code.includes(name))) return null;
      const statements = [...code.matchAll(pattern)];
      if (statements.length === 0) return null;

      const replacements = await Promise.all(
        statements.map(async ([statement, list = '', packageName = '']) => {
          const indexFile = (await this.resolve(packageName, id))?.id;
          if (!indexFile) return statement;
          if (!indexes.has(indexFile)) indexes.set(indexFile, readIndex(indexFile));
          const index = await indexes.get(indexFile)!;
          const byFile = new Map<string, string[]>();
          const unplaced: string[] = [];
          for (const [name, local] of specifiers(list)) {
            const binding = index.get(name);
            if (!binding) {
              unplaced.push(name === local ? name : `${name} as ${local}`);
              continue;
            }
            const names = byFile.get(binding.file) ?? [];
            names.push(`${binding.imported} as ${local}`);
            byFile.set(binding.file, names);
          }
          const lines = await Promise.all(
            [...byFile].map(async ([file, names]) => {
              // A package the index imports from is found from the index's own folder.
              const target = isAbsolute(file) ? file : (await this.resolve(file, indexFile))?.id;
              return `import { ${names.join(', ')} } from ${JSON.stringify(target ?? file)};`;
            }),
          );
          if (unplaced.length > 0) {
            lines.push(`import { ${unplaced.join(', ')} } from ${JSON.stringify(packageName)};`);
          }
          return lines.join('\n');
        }),
      );
      let index = 0;
      return { code: code.replace(pattern, () => replacements[index++]!), map: null };
    },
  };
}
