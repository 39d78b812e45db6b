// `npm run restore -- FILE [--force]`: replaces the embedded database and the uploads with a
// backup's (db/backup/). Only into a stopped server; --force when DATA_DIR holds data.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../db/backup/restore';
import { DataDirectoryInUseError } from '../db/embedded-postgres';
import { describeBackup, embeddedDataDir, fail, outcomeOf, reasonOf } from './common';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main() {
  let file = '';
  let force = false;
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    if (positionals.length !== 1) fail(USAGE);
    file = positionals[0]!;
    force = values.force;
  } catch {
    fail(USAGE);
  }
  const dataDir = embeddedDataDir('restore');
  const started = performance.now();
  const result = await restoreBackup({
    dataDir,
    file,
    force,
    log: (message) => process.stdout.write(`${message}\n`),
  }).catch((error: unknown) => {
    if (error instanceof DataDirectoryInUseError) {
      fail(
        `Restore refused: ${dataDir} is in use by a running PrepWard server (process ${error.holderPid}). Stop it first; a restore goes only into a stopped server.`,
      );
    }
    throw error;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pending = result.pendingMigrations;
  process.stdout.write(
    [
      `Restored ${file} into ${dataDir} in ${seconds} s`,
      ...describeBackup(result.manifest),
      pending.length > 0
        ? `The server's next start applies this version's ${pending.length} newer migrations (${pending.join(', ')}).`
        : 'Start the server as usual.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => fail(`Restore ${outcomeOf(error)}: ${reasonOf(error)}`));
