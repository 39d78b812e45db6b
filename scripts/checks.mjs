// The static checks of `npm test`, run side by side: the type checker, ESLint and Prettier are
// each single-threaded. On a 2-core machine the three took 190 s one after another and 166 to
// 182 s side by side (ESLint alone, the long pole, 118 s). Each one's output is printed whole,
// with its time, when it ends, so the logs do not interleave; the run fails when any fails.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['eslint', 'npm', ['run', 'lint:eslint']],
  ['prettier', 'npm', ['run', 'lint:prettier']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (exit code ${code})`;
      process.stdout.write(`\n── ${name}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(run));
if (results.includes(false)) process.exitCode = 1;
