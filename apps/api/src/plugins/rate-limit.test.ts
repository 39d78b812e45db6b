import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import type { OutgoingMail } from '../lib/mail';
import { hashPassword } from '../lib/passwords';
import { createTestApp, mailSettled, type TestContext } from '../test/test-app';

const PASSWORD = 'Nurse2024';
const LAB_ADDRESS = '198.51.100.20';

/** Keeps the six-digit code of the newest mail to each address. */
function codeCatcher() {
  const codes = new Map<string, string>();
  const mailer = {
    send: async (mail: OutgoingMail) => {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) codes.set(mail.to, code);
    },
  };
  return { codes, mailer };
}

function client(context: TestContext, remoteAddress: string) {
  return {
    /** The sign-up's code leaves through the mail queue, after the reply. */
    mailSent: () => mailSettled(context),
    post: (url: string, payload: object) =>
      context.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress }),
    get: (url: string, token?: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        remoteAddress,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
}

async function signUpVerifyAndSignIn(
  http: ReturnType<typeof client>,
  codes: Map<string, string>,
  email: string,
): Promise<{ statuses: number[]; token: string | undefined }> {
  const signup = await http.post('/user/onboarding/signup', {
    firstName: 'Ada',
    lastName: 'Okafor',
    email,
    password: PASSWORD,
    profession: 'Nurses',
    country: 'Nigeria',
  });
  await http.mailSent();
  const verify = await http.post('/user/onboarding/verify', { email, otp: codes.get(email) });
  const login = await http.post('/user/onboarding/login', { email, password: PASSWORD });
  return {
    statuses: [signup.statusCode, verify.statusCode, login.statusCode],
    token: login.json<{ data?: { jwt?: string } }>().data?.jwt,
  };
}

describe('limits with small settings', () => {
  let context: TestContext;
  const { codes, mailer } = codeCatcher();
  const webRoot = mkdtempSync(join(tmpdir(), 'prepward-web-'));
  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">Loading...</div>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    context = await createTestApp({
      webRoot,
      mailer,
      environment: {
        RATE_LIMIT_ADDRESS: '20/1m',
        RATE_LIMIT_ACCOUNT: '30/1m',
        RATE_LIMIT_SIGNIN: '15/5m',
      },
    });
  });
  afterAll(() => context.close());

  it('limits anonymous API calls per address, but never the web app files', async () => {
    const http = client(context, '192.0.2.10');
    for (let request = 0; request < 30; request += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        remoteAddress: '192.0.2.10',
      });
      expect(response.statusCode).toBe(200);
    }
    for (let request = 0; request < 20; request += 1) {
      expect((await http.get('/public/config')).statusCode).toBe(200);
    }
    const limited = await http.get('/public/config');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
    });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await client(context, '192.0.2.11').get('/public/config')).statusCode).toBe(200);
  });

  it("counts a signed-in student's requests against the account, not the shared address", async () => {
    const http = client(context, '192.0.2.20');
    const first = await signUpVerifyAndSignIn(http, codes, 'busy@example.com');
    const second = await signUpVerifyAndSignIn(http, codes, 'quiet@example.com');
    expect([...first.statuses, ...second.statuses]).toEqual([201, 200, 200, 201, 200, 200]);

    for (let request = 0; request < 30; request += 1) {
      expect((await http.get('/user/profile', first.token)).statusCode).toBe(200);
    }
    const limited = await http.get('/user/profile', first.token);
    expect(limited.statusCode).toBe(429);
    // The other student behind the same address, and anonymous visitors, are untouched.
    expect((await http.get('/user/profile', second.token)).statusCode).toBe(200);
    expect((await http.get('/public/config')).statusCode).toBe(200);
    // A token that does not verify counts against the address like any anonymous request.
    expect((await http.get('/user/profile', 'not-a-token')).statusCode).toBe(401);
  });

  it('limits sign-in requests per address', async () => {
    const http = client(context, '192.0.2.30');
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await http.post('/user/onboarding/login', {
        email: `nobody-${attempt}@example.com`,
        password: 'Whatever1',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await http.post('/user/onboarding/login', {
      email: 'nobody-else@example.com',
      password: 'Whatever1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('failed sign-ins per account (default limits)', () => {
  let context: TestContext;
  const { codes, mailer } = codeCatcher();
  let addressCounter = 1;
  const anyAddress = () => client(context, `203.0.113.${(addressCounter++ % 250) + 1}`);
  beforeAll(async () => {
    context = await createTestApp({ mailer });
    await context.db.insert(admins).values({
      name: 'Ops',
      email: 'ops@example.com',
      passwordHash: await hashPassword('AdminPass1'),
      roles: ['admin'],
    });
  });
  afterAll(() => context.close());

  it('never counts successful sign-ins: the eleventh in a row still succeeds', async () => {
    await signUpVerifyAndSignIn(anyAddress(), codes, 'regular@example.com');
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await anyAddress().post('/user/onboarding/login', {
        email: 'regular@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await anyAddress().post('/admin/onboarding/authenticate', {
        email: 'ops@example.com',
        password: 'AdminPass1',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('after ten failures from any addresses, refuses even the right password', async () => {
    await signUpVerifyAndSignIn(anyAddress(), codes, 'target@example.com');
    const attempt = (password: string) =>
      anyAddress().post('/user/onboarding/login', { email: 'target@example.com', password });
    for (let failure = 0; failure < 10; failure += 1) {
      expect((await attempt('Wrong2024')).statusCode).toBe(401);
    }
    const refused = await attempt(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('Too many attempts') });
    // Another account is not affected.
    expect(
      (
        await anyAddress().post('/user/onboarding/login', {
          email: 'regular@example.com',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a success clears the count of earlier failures', async () => {
    await signUpVerifyAndSignIn(anyAddress(), codes, 'typo@example.com');
    const attempt = (password: string) =>
      anyAddress().post('/user/onboarding/login', { email: 'typo@example.com', password });
    for (let failure = 0; failure < 9; failure += 1) await attempt('Wrong2024');
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let failure = 0; failure < 9; failure += 1) await attempt('Wrong2024');
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('counts failed administrator sign-ins the same way', async () => {
    const attempt = (password: string) =>
      anyAddress().post('/admin/onboarding/authenticate', { email: 'ops@example.com', password });
    for (let failure = 0; failure < 10; failure += 1) {
      expect((await attempt('Wrong-pass-1')).statusCode).toBe(401);
    }
    expect((await attempt('AdminPass1')).statusCode).toBe(429);
  });
});

describe('a class of 200 behind one address (default limits)', () => {
  let context: TestContext;
  const { codes, mailer } = codeCatcher();
  beforeAll(async () => {
    context = await createTestApp({ mailer });
  });
  afterAll(() => context.close());

  it('signs up, verifies and signs in 200 students, who then work together without a 429', async () => {
    const http = client(context, LAB_ADDRESS);
    const students = Array.from({ length: 200 }, (_, index) => `student-${index}@example.com`);
    const tokens: string[] = [];
    // Ten at a time, as students in a lecture hall would arrive.
    for (let start = 0; start < students.length; start += 10) {
      const batch = await Promise.all(
        students.slice(start, start + 10).map((email) => signUpVerifyAndSignIn(http, codes, email)),
      );
      for (const result of batch) {
        expect(result.statuses).toEqual([201, 200, 200]);
        tokens.push(result.token!);
      }
    }
    // Seven requests each within a minute: 1,400 from one address, beyond the anonymous
    // per-address limit, yet each student is far below the per-account one.
    for (let round = 0; round < 7; round += 1) {
      const statuses = await Promise.all(
        tokens.map(async (token) => (await http.get('/user/profile', token)).statusCode),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }
  }, 120_000);
});
