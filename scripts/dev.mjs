// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };

process.stdout.write(
  '\nDevelopment: open http://localhost:5173 (hot reload; the API on :3000 serves only /api there).\n\n',
);

const children = [
  ['api', ['run', 'dev', '-w', '@prepward/api']],
  ['web', ['run', 'dev', '-w', '@prepward/web']],
].map(([name, args]) => {
  const child = spawn(npm, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream) => (chunk) =>
    stream.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  child.on('exit', (code) => {
    process.stderr.write(`[${name}] exited with code ${code}\n`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
