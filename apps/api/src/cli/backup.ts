// `npm run backup [-- FILE]`: the embedded database and the uploads in one .tar.gz, while the
// server runs or not (db/backup/). Without FILE: DATA_DIR/backups/prepward-<UTC time>.tar.gz.
import { parseArgs } from 'node:util';
import { createBackup } from '../db/backup/create';
import { describeBackup, embeddedDataDir, fail, formatBytes, outcomeOf, reasonOf } from './common';

const USAGE = 'Usage: npm run backup [-- FILE or FOLDER]';

async function main() {
  let file: string | undefined;
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length > 1) fail(USAGE);
    file = positionals[0];
  } catch {
    fail(USAGE);
  }
  const dataDir = embeddedDataDir('backup');
  const started = performance.now();
  const result = await createBackup({
    dataDir,
    file,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      `Backup written to ${result.file} (${formatBytes(result.bytes)} in ${seconds} s)`,
      ...describeBackup(result.manifest),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => fail(`Backup ${outcomeOf(error)}: ${reasonOf(error)}`));
