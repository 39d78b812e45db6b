// First start of the embedded database: the cluster made with initdb (loopback only, UTF-8,
// built-in locale) beside its place and moved there when complete, and the superuser's
// password kept in DATA_DIR. Apart because the cluster is made once per DATA_DIR, while the
// rest of embedded-postgres.ts runs at every start.
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, SUPERUSER, type Binaries, type RunAs } from './embedded-postgres-binaries';

export function readOrCreatePassword(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length > 0) return stored;
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function initialise(
  binaries: Binaries,
  directory: string,
  password: string,
  runAs: RunAs,
) {
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
