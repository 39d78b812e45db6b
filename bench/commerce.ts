// The commerce scenario: the production build on a fresh embedded database, a student and
// 2,000 sales, then the catalogue, the cart, the admin sales list (plain and searched), the
// streamed CSV export and sequential checkouts through the sandbox gateway.
// Run after `npm run build`: `npm run commerce -w @prepward/bench`. Loopback only.
// Each autocannon request poses as its own client (X-Forwarded-For from the trusted loopback
// proxy), as a class of students would, so the per-address limit does not cap the figures.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPOSITORY_ROOT, startServer } from './server';

const root = REPOSITORY_ROOT;
const ADMIN = { email: 'bench-admin@prepward.test', password: 'BenchAdmin2024' };
const SALES = 2_000;

type Envelope<T> = { message: string; data: T };

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Forwarded-For': nextAddress(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

async function load(url: string, title: string, token: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: 10,
    title,
    headers: { Authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'X-Forwarded-For': nextAddress() },
        }),
      },
    ],
  });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const server = await startServer({
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // One administrator makes 2,000 allocations and one student sends every catalogue and cart
    // request: the per-account limit (600 a minute) would answer most of them 429.
    RATE_LIMIT_ACCOUNT: '1000000/1m',
  });
  const base = server.baseUrl;
  const dataDir = server.dataDir;
  try {
    // A verified student (the code is in the outbox: no SMTP server here).
    const email = 'bench-student@example.com';
    const password = 'BenchStudent2024';
    await call(base, '/user/onboarding/signup', {
      method: 'POST',
      body: {
        firstName: 'Bench',
        lastName: 'Student',
        email,
        password,
        profession: 'Nurses',
        country: 'Ghana',
      },
    });
    // The mail goes out through the queue, a moment after the sign-up answers.
    const outbox = join(dataDir, 'outbox');
    let otp: string | undefined;
    for (let attempt = 0; otp === undefined; attempt += 1) {
      if (attempt > 300) throw new Error('no sign-up code in the outbox');
      const mail = existsSync(outbox)
        ? readdirSync(outbox)
            .map((file) => readFileSync(join(outbox, file), 'utf8'))
            .join('\n')
        : '';
      otp = /^ {4}(\d{6})$/m.exec(mail)?.[1];
      if (otp === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await call(base, '/user/onboarding/verify', { method: 'POST', body: { email, otp } });
    const student = await call<{ jwt: string; user: { id: string } }>(
      base,
      '/user/onboarding/login',
      {
        method: 'POST',
        body: { email, password },
      },
    );
    const admin = await call<{ jwt: string }>(base, '/admin/onboarding/authenticate', {
      method: 'POST',
      body: ADMIN,
    });
    const { exams } = await call<{ exams: { id: string; name: string }[] }>(base, '/user/exam', {
      token: student.jwt,
    });

    // 2,000 sales through manual allocation, ten at a time.
    const seeded = Date.now();
    for (let batch = 0; batch < SALES / 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call(base, '/admin/sales/add/', {
            method: 'POST',
            token: admin.jwt,
            body: {
              userID: student.user.id,
              examID: exams[(batch + index) % exams.length]!.id,
              months: 1,
            },
          }),
        ),
      );
    }
    const seedSeconds = (Date.now() - seeded) / 1000;

    await call(base, '/user/cart', {
      method: 'POST',
      token: student.jwt,
      body: { examID: exams[0]!.id, months: 2 },
    });
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      sales: SALES,
      manualAllocationsPerSecond: Math.round(SALES / seedSeconds),
      load: [
        await load(
          `${base}/api/v1/user/exam?perPage=10`,
          'GET /user/exam (catalogue page)',
          student.jwt,
        ),
        await load(`${base}/api/v1/user/cart`, 'GET /user/cart', student.jwt),
        await load(
          `${base}/api/v1/admin/sales?perPage=50`,
          'GET /admin/sales (50 of 2,000, totals)',
          admin.jwt,
        ),
        await load(
          `${base}/api/v1/admin/sales?search=bench&profession=Nurses`,
          'GET /admin/sales (email search + profession)',
          admin.jwt,
        ),
      ],
      export: await (async () => {
        const started = Date.now();
        const response = await fetch(`${base}/api/v1/admin/sales/export`, {
          headers: { Authorization: `Bearer ${admin.jwt}`, 'X-Forwarded-For': nextAddress() },
        });
        const text = await response.text();
        return {
          rows: text.trim().split('\n').length - 1,
          bytes: text.length,
          ms: Date.now() - started,
        };
      })(),
      checkout: await (async () => {
        // Checkout then Pay on the sandbox, one after another, as a student would.
        const rounds = 25; // under the per-account checkout limit (30 per 15 minutes)
        const started = Date.now();
        for (let round = 0; round < rounds; round += 1) {
          await call(base, '/user/cart', {
            method: 'POST',
            token: student.jwt,
            body: { examID: exams[round % exams.length]!.id, months: 1 },
          });
          const { sale } = await call<{ sale: { reference: string } }>(
            base,
            '/user/cart/checkout',
            {
              method: 'POST',
              token: student.jwt,
            },
          );
          await call(base, `/payments/sandbox/${sale.reference}`, {
            method: 'POST',
            body: { outcome: 'pay' },
          });
        }
        return { rounds, msPerPurchase: Math.round((Date.now() - started) / rounds) };
      })(),
    };
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(root, 'bench', 'results', 'commerce.json'),
      JSON.stringify(results, null, 2),
    );
    console.log(JSON.stringify(results, null, 2));
  } finally {
    server.stop();
  }
}

await main();
