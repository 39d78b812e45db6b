// `npm start`: the one command a newcomer runs. Installs dependencies if missing, builds the
// web app and the API, then starts the server, which migrates the database, creates the
// first administrator and seeds the demo catalogue (embedded database by default).
// Uses only Node's built-ins: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, label) {
  process.stdout.write(`\n> ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit code ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`PrepWard needs Node.js 20.19 or newer; this is ${process.version}.\n`);
  process.exit(1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  run(npm, ['ci', '--no-audit', '--no-fund'], 'Installing dependencies (first run only)');
}
run(npm, ['run', 'build'], 'Building the web app and the API');

process.stdout.write('\n> Starting the server\n');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps', 'api', 'dist', 'server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
