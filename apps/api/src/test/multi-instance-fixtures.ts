// Two real server processes (src/server.ts) on one PostgreSQL database, one Redis and one
// S3-compatible image store, as deployed for availability (compose.yaml), for
// multi-instance.test.ts: starting and stopping them, calling them over HTTP, reading their
// logs and outboxes, and the administrator, exam and student the tests share, made through
// both instances. The processes get a database of their own on the test server, dropped
// afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { expect, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobsSchemaFor } from '../lib/jobs';
import { singleChoice } from './content-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';
import { outboxMailsTo } from './test-app';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(API_ROOT, 'src', 'server.ts');
export const REDIS_URL = process.env.TEST_REDIS_URL;

const JWT_SECRET = 'multi-instance-secret-that-is-long-enough-for-hs256';
export const STRIPE_SECRET_KEY = 'sk_test_multi_instance';
export const STRIPE_WEBHOOK_SECRET = 'whsec_multi_instance_webhook_secret';
export const ADMIN = { email: 'owner@prepward.test', password: 'Owner-Pass-2024' };
const STUDENT_PASSWORD = 'Nurse2024';
const LIMITS = { RATE_LIMIT_SIGNIN_FAILURES: '4/15m', RATE_LIMIT_SIGNIN: '6/5m' };
/** This run's own names: Redis keeps counters between runs, so none may repeat. */
export const RUN = randomBytes(4).toString('hex');

export type Instance = {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed, line by line (its log is JSON, one record a line). */
  lines: string[];
  exited: Promise<void>;
};

/** Polls until `check` returns a value, or fails after `ms` with `what`. */
export async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Client addresses: requests pass through a trusted proxy (TRUST_PROXY=true), as behind the
// load balancer, so every request can come from an address of its own and the per-address
// limits apply only where a test means them to.
const addressPrefix = `fd00:${RUN.slice(0, 4)}:${RUN.slice(4)}`;
let addressCounter = 0;
export const freshAddress = () => `${addressPrefix}::${(++addressCounter).toString(16)}`;

type CallOptions = { token?: string; json?: unknown; address?: string; body?: FormData };
type Reply<T> = { status: number; data: T };

export async function call<T = Record<string, unknown>>(
  instance: Instance,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? freshAddress(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${instance.url}/api/v1${path}`, { method, headers, body });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as { data?: T };
  return { status: response.status, data: parsed.data as T };
}

function startInstance(name: string, environment: Record<string, string>): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), `prepward-multi-${name}-`));
  // Only what the server needs: nothing from the test runner's environment leaks in. Port 0:
  // the system picks a free one, which the server's log names.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      ...environment,
      PORT: '0',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, url: '', dataDir, child, lines, exited };
}

const isRunning = (instance: Instance) =>
  instance.child.exitCode === null && instance.child.signalCode === null;

/** Waits for the server to listen, then for its health check to answer 200. */
async function waitUntilHealthy(instance: Instance) {
  await until(`instance ${instance.name} healthy`, 90_000, async () => {
    if (!isRunning(instance)) {
      throw new Error(
        `instance ${instance.name} exited during start-up:\n${instance.lines.slice(-30).join('\n')}`,
      );
    }
    if (!instance.url) {
      const [listening] = logRecords(instance, /^Server listening at /);
      if (!listening) return undefined;
      instance.url = String(listening.msg).replace('Server listening at ', '');
    }
    const response = await fetch(`${instance.url}/api/v1/health`).catch(() => null);
    return response?.status === 200 ? true : undefined;
  });
}

/** SIGTERM (a graceful close), then SIGKILL if it has not gone within ten seconds. */
async function stopInstance(instance: Instance) {
  if (isRunning(instance)) {
    instance.child.kill('SIGTERM');
    const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
    await instance.exited;
    clearTimeout(timer);
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** The records of an instance's log (JSON, one a line) whose message matches. */
export function logRecords(instance: Instance, message: RegExp): Record<string, unknown>[] {
  return instance.lines.flatMap((line) => {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return []; // the start-up banner, warnings from Node
    }
    return typeof record.msg === 'string' && message.test(record.msg) ? [record] : [];
  });
}

/** Mails written to either instance's outbox (no SMTP_URL) to that address. */
export function mailsTo(instances: Instance[], email: string): string[] {
  return instances.flatMap((instance) => outboxMailsTo(instance.dataDir, email));
}

export type Cluster = {
  a: Instance;
  b: Instance;
  /** The instances' database, for what the tests check or write directly. */
  database: DatabaseHandle;
  /** Queues jobs as the instances' schedule does. */
  boss: PgBoss;
  s3: TestS3Server;
};

/**
 * The two instances on a database, a Redis (TEST_REDIS_URL, if set) and an image store of
 * their own. `start` makes and starts everything; `stop` removes whatever `start` got to,
 * also after a failed start.
 */
export function twoInstances() {
  const server = new pg.Client({ connectionString: inject('testDatabaseUrl') });
  const databaseName = `prepward_multi_${RUN}`;
  let database: DatabaseHandle | undefined;
  let s3: TestS3Server | undefined;
  const launched: Instance[] = [];
  // Should the test run itself die, its servers die with it.
  const killAll = () => {
    for (const instance of launched) if (isRunning(instance)) instance.child.kill('SIGKILL');
  };

  async function start(): Promise<Cluster> {
    process.once('exit', killAll);
    await server.connect();
    await server.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(inject('testDatabaseUrl'));
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    s3 = await startS3Server({ bucket: `multi-${RUN}` });

    const environment = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      // One public address for both, as behind the load balancer.
      PUBLIC_URL: 'http://prepward.test',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      ...s3.environment,
      ...(REDIS_URL ? { REDIS_URL } : {}),
      ...LIMITS,
    };
    const a = startInstance('a', environment);
    launched.push(a);
    const b = startInstance('b', environment);
    launched.push(b);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

    const opened = openDatabase({ url: databaseUrl, maxConnections: 2 });
    database = opened;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => opened.pool.query(text, values) },
      schema: jobsSchemaFor('public'),
    });
    return { a, b, database: opened, boss, s3 };
  }

  // Each step runs whatever failed before it; the database goes last, once nothing uses it.
  async function stop() {
    await Promise.allSettled(launched.map((instance) => stopInstance(instance)));
    process.removeListener('exit', killAll);
    await Promise.allSettled([database?.close(), s3?.close()]);
    try {
      await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    } finally {
      await server.end();
    }
  }

  return { start, stop };
}

export type SharedRecords = {
  adminToken: string;
  exam: { id: string; questions: { id: string; right: string; wrong: string }[] };
  student: { id: string; email: string; token: string };
};

/**
 * What the tests share, made over HTTP with each step through either instance: the first
 * administrator's session, an exam of four questions, and a student who signed up through
 * A and verified through B.
 */
export async function makeSharedRecords({ a, b }: Cluster): Promise<SharedRecords> {
  // The administrator that both instances' start-up created (once).
  const signIn = await call<{ jwt: string }>(a, 'POST', '/admin/onboarding/authenticate', {
    json: ADMIN,
  });
  expect(signIn.status).toBe(200);
  const adminToken = signIn.data.jwt;

  // An exam through the admin API, each step through either instance.
  const created = await call<{ exam: { id: string } }>(b, 'POST', '/admin/exam', {
    token: adminToken,
    json: {
      name: `Multi-instance review ${RUN}`,
      description: 'Two instances',
      subscriptionAmount: 20,
      mockQuestions: 4,
      mockTestTime: 10,
    },
  });
  expect(created.status).toBe(201);
  const examId = created.data.exam.id;
  const course = await call<{ course: { id: string } }>(a, 'POST', '/admin/exam/course', {
    token: adminToken,
    json: { examId, name: 'Pharmacology' },
  });
  const subject = await call<{ subject: { id: string } }>(b, 'POST', '/admin/exam/subject', {
    token: adminToken,
    json: { courseId: course.data.course.id, name: 'Analgesics' },
  });
  const questions = [];
  for (let index = 0; index < 4; index += 1) {
    const question = await call<{
      question: { id: string; options: { id: string; answer: boolean }[] };
    }>(index % 2 ? a : b, 'POST', `/admin/exam/subject/${subject.data.subject.id}/question`, {
      token: adminToken,
      json: singleChoice(`Question ${index + 1}: which drug is an opioid?`),
    });
    expect(question.status).toBe(201);
    const { id, options } = question.data.question;
    questions.push({
      id,
      right: options.find((option) => option.answer)!.id,
      wrong: options.find((option) => !option.answer)!.id,
    });
  }

  // A student signs up through A and verifies through B with the code that was mailed.
  const email = `student-${RUN}@example.com`;
  const signup = await call(a, 'POST', '/user/onboarding/signup', {
    json: {
      firstName: 'Ada',
      lastName: 'Okafor',
      email,
      password: STUDENT_PASSWORD,
      profession: 'Nurses',
      country: 'Nigeria',
    },
  });
  expect(signup.status).toBe(201);
  const code = await until('verification code mailed', 20_000, async () => {
    const mail = mailsTo([a, b], email).at(-1);
    return mail ? /^ {4}(\d{6})$/m.exec(mail)?.[1] : undefined;
  });
  expect(
    (await call(b, 'POST', '/user/onboarding/verify', { json: { email, otp: code } })).status,
  ).toBe(200);
  const login = await call<{ jwt: string; user: { id: string } }>(
    a,
    'POST',
    '/user/onboarding/login',
    { json: { email, password: STUDENT_PASSWORD } },
  );
  expect(login.status).toBe(200);
  return {
    adminToken,
    exam: { id: examId, questions },
    student: { id: login.data.user.id, email, token: login.data.jwt },
  };
}
