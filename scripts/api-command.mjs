// `npm run backup` and `npm run restore`: runs the API's bundled command (apps/api/dist/<name>.js)
// with Node, building the API first if that has not been done. DATA_DIR defaults to the
// repository's data folder, as for `npm start`. Uses only Node's built-ins.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [command, ...args] = process.argv.slice(2);

const entry = join(root, 'apps', 'api', 'dist', `${command}.js`);
if (!existsSync(entry)) {
  process.stdout.write('> Building the API (apps/api/dist is missing)\n');
  const result = spawnSync(npm, ['run', 'build', '-w', '@prepward/api'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 || !existsSync(entry)) {
    process.stderr.write(
      `Building the API failed (exit code ${result.status ?? result.signal}).\n`,
    );
    process.exit(result.status || 1);
  }
}

// npm runs scripts in the repository's folder: a file named on the command line is taken from
// the folder the command was typed in.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    entry,
    ...args.map((arg) => (arg.startsWith('-') ? arg : resolve(typedIn, arg))),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
