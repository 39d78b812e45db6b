// Two server processes behind one address, as deployed for availability (compose.yaml): one
// PostgreSQL database, one Redis, one S3-compatible image store. Each is the real server
// (src/server.ts) on a port of its own. A student's work and an administrator's uploads must
// not depend on which instance answers, and work done in the background (payments, mail, the
// overdue sweep) must happen once, not once per instance.
// The test calls the instances over HTTP. It reads the database to check what happened, and
// writes to it only for what HTTP cannot do here: the sale a Stripe checkout leaves (Stripe is
// out of reach) and the passing of time (deadlines are moved, nothing waits for a clock). The
// processes get a database of their own on the test server, dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { admins, cartItems, saleItems, sales, subscriptions, tests } from './db/schema';
import { jobsSchemaFor, MAIL_QUEUE, OVERDUE_TESTS_QUEUE } from './lib/jobs';
import { createStripeClient } from './lib/payments/stripe';
import { PNG_BYTES, singleChoice } from './test/content-fixtures';
import { startS3Server, type TestS3Server } from './test/s3-server';
import { outboxMailsTo } from './test/test-app';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(API_ROOT, 'src', 'server.ts');
const REDIS_URL = process.env.TEST_REDIS_URL;

const JWT_SECRET = 'multi-instance-secret-that-is-long-enough-for-hs256';
const STRIPE_SECRET_KEY = 'sk_test_multi_instance';
const STRIPE_WEBHOOK_SECRET = 'whsec_multi_instance_webhook_secret';
const ADMIN = { email: 'owner@prepward.test', password: 'Owner-Pass-2024' };
const STUDENT_PASSWORD = 'Nurse2024';
const LIMITS = { RATE_LIMIT_SIGNIN_FAILURES: '4/15m', RATE_LIMIT_SIGNIN: '6/5m' };
/** This run's own names: Redis keeps counters between runs, so none may repeat. */
const RUN = randomBytes(4).toString('hex');

type Instance = {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed, line by line (its log is JSON, one record a line). */
  lines: string[];
  exited: Promise<void>;
};

/** Polls until `check` returns a value, or fails after `ms` with `what`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>) {
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
const freshAddress = () => `${addressPrefix}::${(++addressCounter).toString(16)}`;

type CallOptions = { token?: string; json?: unknown; address?: string; body?: FormData };
type Reply<T> = { status: number; data: T };

async function call<T = Record<string, unknown>>(
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
function logRecords(instance: Instance, message: RegExp): Record<string, unknown>[] {
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
function mailsTo(instances: Instance[], email: string): string[] {
  return instances.flatMap((instance) => outboxMailsTo(instance.dataDir, email));
}

describe('two server processes on one database, Redis and image store', () => {
  const server = new pg.Client({ connectionString: inject('testDatabaseUrl') });
  const databaseName = `prepward_multi_${RUN}`;
  let databaseUrl: string;
  let database: DatabaseHandle | undefined;
  let boss: PgBoss;
  let s3: TestS3Server | undefined;
  let a: Instance;
  let b: Instance;
  const launched: Instance[] = [];
  // Should the test run itself die, its servers die with it.
  const killAll = () => {
    for (const instance of launched) if (isRunning(instance)) instance.child.kill('SIGKILL');
  };

  let adminToken: string;
  let exam: { id: string; questions: { id: string; right: string; wrong: string }[] };
  let student: { id: string; email: string; token: string };

  beforeAll(async () => {
    process.once('exit', killAll);
    await server.connect();
    await server.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(inject('testDatabaseUrl'));
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
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
    a = startInstance('a', environment);
    launched.push(a);
    b = startInstance('b', environment);
    launched.push(b);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

    database = openDatabase({ url: databaseUrl, maxConnections: 2 });
    boss = new PgBoss({
      db: { executeSql: (text, values) => database!.pool.query(text, values) },
      schema: jobsSchemaFor('public'),
    });

    // The administrator that both instances' start-up created (once).
    const signIn = await call<{ jwt: string }>(a, 'POST', '/admin/onboarding/authenticate', {
      json: ADMIN,
    });
    expect(signIn.status).toBe(200);
    adminToken = signIn.data.jwt;

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
    exam = { id: examId, questions };

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
    student = { id: login.data.user.id, email, token: login.data.jwt };
  }, 180_000);

  // Each step runs whatever failed before it; the database goes last, once nothing uses it.
  afterAll(async () => {
    await Promise.allSettled(launched.map((instance) => stopInstance(instance)));
    process.removeListener('exit', killAll);
    await Promise.allSettled([database?.close(), s3?.close()]);
    try {
      await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    } finally {
      await server.end();
    }
  }, 60_000);

  it('migrated and created the first administrator once, whichever started first', async () => {
    const rows = await database!.db.select().from(admins);
    expect(rows.map((row) => row.email)).toEqual([ADMIN.email]);
  });

  // Nothing of a test's timer lives in an instance: pausing keeps the remaining seconds in the
  // database, and resuming anywhere starts the clock from them.
  it('resumes through B a practice test paused through A, with the time it had left', async () => {
    const allocated = await call(b, 'POST', '/admin/sales/add', {
      token: adminToken,
      json: { userID: student.id, examID: exam.id, months: 1 },
    });
    expect(allocated.status).toBe(200);
    const started = await call<{ testId: string }>(a, 'POST', `/user/test/${exam.id}`, {
      token: student.token,
      json: { type: 'practice', questions: 4, minutes: 20 },
    });
    expect(started.status).toBe(200);
    const { testId } = started.data;
    // Five of its twenty minutes have gone by.
    await database!.db
      .update(tests)
      .set({ endTime: sql`now() + interval '15 minutes'` })
      .where(eq(tests.id, testId));

    type Timer = {
      status: string;
      endTime: string | null;
      remainingSeconds: number | null;
      serverNow: string;
    };
    const timerPath = `/user/test/${exam.id}/${testId}`;
    const paused = await call<{ timer: Timer }>(a, 'POST', `${timerPath}/pause`, {
      token: student.token,
    });
    expect(paused.status).toBe(200);
    const left = paused.data.timer.remainingSeconds!;
    expect(paused.data.timer.status).toBe('paused');
    expect(left).toBeGreaterThan(15 * 60 - 5);
    expect(left).toBeLessThanOrEqual(15 * 60);

    // B sees the pause exactly as A left it.
    const seen = await call<{ test: { timer: Timer } }>(b, 'GET', timerPath, {
      token: student.token,
    });
    expect(seen.data.test.timer).toMatchObject({ status: 'paused', remainingSeconds: left });

    const resumed = await call<{ timer: Timer }>(b, 'POST', `${timerPath}/resume`, {
      token: student.token,
    });
    expect(resumed.status).toBe(200);
    const timer = resumed.data.timer;
    expect(timer).toMatchObject({ status: 'running', remainingSeconds: left });
    // The new end is the resume plus what was left: the paused time did not count.
    expect(Date.parse(timer.endTime!) - Date.parse(timer.serverNow)).toBe(left * 1000);

    // A agrees on the end time.
    const again = await call<{ test: { timer: Timer } }>(a, 'GET', timerPath, {
      token: student.token,
    });
    expect(again.data.test.timer.status).toBe('running');
    expect(again.data.test.timer.endTime).toBe(timer.endTime);
    expect(again.data.test.timer.remainingSeconds).toBeGreaterThanOrEqual(left - 2);
    expect(again.data.test.timer.remainingSeconds).toBeLessThanOrEqual(left);
  });

  // Limits counted in one instance's memory would let N instances allow N times as much.
  it.runIf(REDIS_URL)('counts sign-in limits across both instances as on one (Redis)', async () => {
    const sequence = async (
      targets: Instance[],
      count: number,
      attempt: (target: Instance) => Promise<number>,
    ) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        statuses.push(await attempt(targets[index % targets.length]!));
      }
      return statuses;
    };

    // Failed sign-ins of one account, each from an address of its own: 4 in the window.
    const wrongPassword = (email: string) => (target: Instance) =>
      call(target, 'POST', '/user/onboarding/login', {
        json: { email, password: 'Wrong-pass-1' },
      }).then((reply) => reply.status);
    const single = await sequence([a], 6, wrongPassword(`single-${RUN}@example.com`));
    const split = await sequence([a, b], 6, wrongPassword(`split-${RUN}@example.com`));
    expect(single).toEqual([401, 401, 401, 401, 429, 429]);
    expect(split).toEqual(single);

    // Sign-in requests from one address, for a different account each time: 6 in the window.
    const fromAddress = (address: string) => {
      let attempts = 0;
      return (target: Instance) =>
        call(target, 'POST', '/admin/onboarding/authenticate', {
          address,
          json: { email: `nobody-${RUN}-${(attempts += 1)}@example.com`, password: 'Wrong-1' },
        }).then((reply) => reply.status);
    };
    const singleAddress = await sequence([b], 8, fromAddress(freshAddress()));
    const splitAddress = await sequence([a, b], 8, fromAddress(freshAddress()));
    expect(singleAddress).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect(splitAddress).toEqual(singleAddress);
  });

  // Stripe retries an event until it is acknowledged and may send it twice; behind a load
  // balancer the copies reach different instances at the same moment.
  it('settles a Stripe payment once when its event reaches both instances at once', async () => {
    const cart = await call(a, 'POST', '/user/cart', {
      token: student.token,
      json: { examID: exam.id, months: 3 },
    });
    expect(cart.status).toBe(200);
    // The pending sale a checkout writes once Stripe has opened its session (the instances
    // cannot reach Stripe from here, so the test writes it).
    const reference = `PW-MULTI${RUN.toUpperCase()}`;
    const sessionId = `cs_test_multi_${RUN}`;
    const [sale] = await database!.db
      .insert(sales)
      .values({
        reference,
        userId: student.id,
        provider: 'stripe',
        providerSessionId: sessionId,
        amount: 60,
      })
      .returning({ id: sales.id });
    await database!.db
      .insert(saleItems)
      .values({ saleId: sale!.id, examId: exam.id, months: 3, unitAmount: 20, amount: 60 });

    const payload = JSON.stringify({
      id: `evt_multi_${RUN}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: reference,
          metadata: { reference },
          payment_status: 'paid',
        },
      },
    });
    const stripe = createStripeClient(STRIPE_SECRET_KEY);
    type Settled = { data: { status?: string; changed?: boolean } };
    const deliver = async (target: Instance) => {
      const response = await fetch(`${target.url}/api/v1/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_WEBHOOK_SECRET,
          }),
        },
        body: payload,
      });
      return { status: response.status, ...((await response.json()) as Settled) };
    };
    const replies = await Promise.all([a, b, a, b, a, b].map(deliver));
    expect(replies.map((reply) => [reply.status, reply.data.status])).toEqual(
      Array.from({ length: 6 }, () => [200, 'success']),
    );
    expect(replies.filter((reply) => reply.data.changed)).toHaveLength(1);
    // A retry later changes nothing either.
    expect((await deliver(b)).data).toMatchObject({ status: 'success', changed: false });

    const saleRows = await database!.db.select().from(sales).where(eq(sales.userId, student.id));
    expect(saleRows.filter((row) => row.provider === 'stripe')).toMatchObject([
      { reference, status: 'success' },
    ]);
    const granted = await database!.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.saleId, sale!.id));
    expect(granted).toHaveLength(1);
    expect(
      await database!.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, student.id), eq(cartItems.examId, exam.id))),
    ).toEqual([]);

    // The receipt was queued with the settlement; whichever worker took it sent it. Once the
    // queue holds no mail to send, count what arrived.
    const jobs = `${jobsSchemaFor('public')}.job`;
    await until('mail queue drained', 20_000, async () => {
      const { rows } = await database!.pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM ${jobs} WHERE name = $1 AND state IN ('created', 'active', 'retry')`,
        [MAIL_QUEUE],
      );
      return rows[0]!.waiting === 0 ? true : undefined;
    });
    const receipts = mailsTo([a, b], student.email).filter((mail) => mail.includes(reference));
    expect(receipts).toHaveLength(1);
  });

  // Images live in the shared store, so any instance serves what another one took in.
  it('serves through B an image uploaded through A', async () => {
    const bytes = Buffer.concat([PNG_BYTES, Buffer.from(`uploaded through A ${RUN}`)]);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'chart.png');
    const uploaded = await call<{ url: string }>(a, 'POST', '/admin/upload/image', {
      token: adminToken,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.data;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await s3!.keys()).toContain(url.slice(1));

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    // Nothing was kept on either instance's disk.
    for (const instance of [a, b]) {
      expect(existsSync(join(instance.dataDir, 'uploads'))).toBe(false);
    }
  });

  // The sweep is scheduled once for all instances, and ending a test is a change from running
  // to ended that only one writer can make: one end, at the deadline, with the score it had.
  it('ends an overdue test once across both instances, keeping its one result', async () => {
    const started = await call<{ testId: string }>(b, 'POST', `/user/test/${exam.id}`, {
      token: student.token,
      json: { type: 'practice', questions: 4, minutes: 30 },
    });
    expect(started.status).toBe(200);
    const { testId } = started.data;
    const testPath = `/user/test/${exam.id}/${testId}`;
    const [first, second] = exam.questions;
    const answered = await call<{ answeredCount: number }>(a, 'POST', testPath, {
      token: student.token,
      json: {
        testId,
        answers: [
          { questionId: first!.id, option: first!.right },
          { questionId: second!.id, option: second!.wrong },
        ],
      },
    });
    expect(answered.status).toBe(200);
    expect(answered.data.answeredCount).toBe(2);

    // Its deadline passed a minute ago; nobody has looked at it since.
    const [overdue] = await database!.db
      .update(tests)
      .set({ endTime: sql`date_trunc('milliseconds', now()) - interval '1 minute'` })
      .where(eq(tests.id, testId))
      .returning({ endTime: tests.endTime });
    // Two runs of the sweep, queued as the schedule queues them; each is taken by whichever
    // instance's worker asks first.
    const runs = [
      await boss.send(OVERDUE_TESTS_QUEUE, {}),
      await boss.send(OVERDUE_TESTS_QUEUE, {}),
    ];
    expect(runs).not.toContain(null);
    const jobs = `${jobsSchemaFor('public')}.job`;
    await until('both sweeps run', 45_000, async () => {
      const { rows } = await database!.pool.query<{ done: number }>(
        `SELECT count(*)::int AS done FROM ${jobs} WHERE id = ANY($1::uuid[]) AND state = 'completed'`,
        [runs],
      );
      return rows[0]!.done === runs.length ? true : undefined;
    });

    const [row] = await database!.db.select().from(tests).where(eq(tests.id, testId));
    expect(row).toMatchObject({
      status: 'ended',
      endedAt: overdue!.endTime,
      remainingSeconds: 0,
      answeredCount: 2,
      correctCount: 1,
    });
    // Every sweep on either instance logs what it ended: one test, once.
    const ends = () =>
      [a, b].flatMap((instance) =>
        logRecords(instance, /^ended overdue tests$/).map((record) => record.ended as number),
      );
    await until('the sweep logged', 5_000, async () => (ends().length > 0 ? true : undefined));
    expect(ends()).toEqual([1]);

    // Both instances show the same ended test and the same score.
    type Analytics = { test: { status: string }; score: Record<string, number> };
    const [fromA, fromB] = await Promise.all(
      [a, b].map((instance) =>
        call<Analytics>(instance, 'GET', `${testPath}/analytics`, { token: student.token }),
      ),
    );
    expect(fromA!.data.test.status).toBe('ended');
    expect(fromA!.data.score).toMatchObject({ total: 4, correct: 1, incorrect: 1, unanswered: 2 });
    expect(fromB!.data.score).toEqual(fromA!.data.score);
    const late = await call(b, 'POST', testPath, {
      token: student.token,
      json: {
        testId,
        answers: [{ questionId: exam.questions[2]!.id, option: exam.questions[2]!.right }],
      },
    });
    expect(late.status).toBe(409);
  }, 60_000);
});
