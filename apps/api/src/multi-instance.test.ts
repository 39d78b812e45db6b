// Two server processes behind one address, as deployed for availability (compose.yaml): one
// PostgreSQL database, one Redis, one S3-compatible image store. Each is the real server
// (src/server.ts) on a port of its own. A student's work and an administrator's uploads must
// not depend on which instance answers, and work done in the background (payments, mail, the
// overdue sweep) must happen once, not once per instance.
// The test calls the instances over HTTP. It reads the database to check what happened, and
// writes to it only for what HTTP cannot do here: the sale a Stripe checkout leaves (Stripe is
// out of reach) and the passing of time (deadlines are moved, nothing waits for a clock). The
// processes, their database and their records come from test/multi-instance-fixtures.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { admins, cartItems, saleItems, sales, subscriptions, tests } from './db/schema';
import { jobsSchemaFor, MAIL_QUEUE, OVERDUE_TESTS_QUEUE } from './lib/jobs';
import { createStripeClient } from './lib/payments/stripe';
import { PNG_BYTES } from './test/content-fixtures';
import {
  ADMIN,
  call,
  freshAddress,
  logRecords,
  mailsTo,
  makeSharedRecords,
  REDIS_URL,
  RUN,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  twoInstances,
  until,
  type Instance,
  type SharedRecords,
} from './test/multi-instance-fixtures';
import type { TestS3Server } from './test/s3-server';

describe('two server processes on one database, Redis and image store', () => {
  const cluster = twoInstances();
  let a: Instance;
  let b: Instance;
  let database: DatabaseHandle;
  let boss: PgBoss;
  let s3: TestS3Server;
  let adminToken: string;
  let exam: SharedRecords['exam'];
  let student: SharedRecords['student'];

  beforeAll(async () => {
    const started = await cluster.start();
    ({ a, b, database, boss, s3 } = started);
    ({ adminToken, exam, student } = await makeSharedRecords(started));
  }, 180_000);

  afterAll(() => cluster.stop(), 60_000);

  it('migrated and created the first administrator once, whichever started first', async () => {
    const rows = await database.db.select().from(admins);
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
    await database.db
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
    const [sale] = await database.db
      .insert(sales)
      .values({
        reference,
        userId: student.id,
        provider: 'stripe',
        providerSessionId: sessionId,
        amount: 60,
      })
      .returning({ id: sales.id });
    await database.db
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

    const saleRows = await database.db.select().from(sales).where(eq(sales.userId, student.id));
    expect(saleRows.filter((row) => row.provider === 'stripe')).toMatchObject([
      { reference, status: 'success' },
    ]);
    const granted = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.saleId, sale!.id));
    expect(granted).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, student.id), eq(cartItems.examId, exam.id))),
    ).toEqual([]);

    // The receipt was queued with the settlement; whichever worker took it sent it. Once the
    // queue holds no mail to send, count what arrived.
    const jobs = `${jobsSchemaFor('public')}.job`;
    await until('mail queue drained', 20_000, async () => {
      const { rows } = await database.pool.query<{ waiting: number }>(
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
    expect(await s3.keys()).toContain(url.slice(1));

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
    const [overdue] = await database.db
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
      const { rows } = await database.pool.query<{ done: number }>(
        `SELECT count(*)::int AS done FROM ${jobs} WHERE id = ANY($1::uuid[]) AND state = 'completed'`,
        [runs],
      );
      return rows[0]!.done === runs.length ? true : undefined;
    });

    const [row] = await database.db.select().from(tests).where(eq(tests.id, testId));
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
  // Each instance keeps the signed-in account and the catalogue's exam list in memory; the
  // database tells every instance when either changes (lib/change-feed.ts). The other instance
  // learns a moment after the commit, so these wait for it (polling, never a fixed sleep).
  it('tells B what changed through A: a blacklisting, a lifted one, a new exam', async () => {
    const catalogue = async (instance: Instance) =>
      (
        await call<{ exams: { name: string }[] }>(instance, 'GET', '/user/exam?perPage=50', {
          token: student.token,
        })
      ).data.exams.map((listed) => listed.name);
    const profileStatus = async () =>
      (await call(b, 'GET', '/user/profile', { token: student.token })).status;
    // B has read the account and the list once, so both are kept there now.
    expect(await profileStatus()).toBe(200);
    const before = await catalogue(b);

    const reason = { reason: 'Shared their account' };
    const blacklisted = await call(a, 'POST', `/admin/users/${student.id}/blacklist`, {
      token: adminToken,
      json: reason,
    });
    expect(blacklisted.status).toBe(200);
    await until('B refuses the blacklisted student', 5_000, async () =>
      (await profileStatus()) === 403 ? true : undefined,
    );
    const lifted = await call(a, 'POST', `/admin/users/${student.id}/unblacklist`, {
      token: adminToken,
    });
    expect(lifted.status).toBe(200);
    await until('B lets the student in again', 5_000, async () =>
      (await profileStatus()) === 200 ? true : undefined,
    );

    const name = `Listed through A ${RUN}`;
    const created = await call(a, 'POST', '/admin/exam', {
      token: adminToken,
      json: { name, subscriptionAmount: 10, mockQuestions: 1, mockTestTime: 5 },
    });
    expect(created.status).toBe(201);
    const after = await until('B lists the new exam', 5_000, async () => {
      const names = await catalogue(b);
      return names.includes(name) ? names : undefined;
    });
    expect(after).toEqual([name, ...before]);
  }, 60_000);
});
