import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './fixtures/chromium';

/**
 * Two free loopback ports, held open together while they are chosen so that they differ (two
 * separate look-ups can be given the same port, and the server then finds the mail
 * receiver on it).
 */
function freePorts(): [string, string] {
  const ports = execFileSync(process.execPath, [
    '-e',
    "const net=require('net');const a=net.createServer().listen(0,'127.0.0.1',()=>{const b=net.createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(a.address().port+' '+b.address().port);a.close();b.close()})})",
  ])
    .toString()
    .split(' ');
  return [ports[0]!, ports[1]!];
}
// The config is evaluated in the runner and again in each worker; values chosen here are
// kept in the environment so that every process agrees on them.
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT) {
  [process.env.E2E_PORT, process.env.E2E_SMTP_PORT] = freePorts();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'prepward-e2e-'));
process.env.E2E_MAIL_DIR ??= join(process.env.E2E_DATA_DIR, 'received-mail');

// Each worker poses as its own client (a private address, so no country is looked up): the
// server trusts X-Forwarded-For from the loopback proxy, and the per-IP limits on sign-up and
// sign-in apply per worker as they would per person.
const octet = () => Math.floor(Math.random() * 250) + 1;
const clientAddress = `10.${octet()}.${octet()}.${octet()}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI machines are shared and sometimes slow: more time there before a step counts as failed.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
