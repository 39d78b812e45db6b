// A mail server that is away delays mail; it never loses it or half-creates an account.
// Sign-up answers at once; the code arrives once the server is back; administrators see what
// waits and what failed. A real SMTP server of the test's own comes and goes on one port.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, type Session } from '../test/admin-fixtures';
import { createTestApp, mailSettled, signUpRequest, type TestContext } from '../test/test-app';

type Received = { to: string; raw: string };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startSmtp(port: number, received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('mail while the mail server is away', () => {
  let context: TestContext;
  let admin: Session;
  let port: number;
  const received: Received[] = [];
  let smtp: SMTPServer | undefined;

  beforeAll(async () => {
    port = await freePort();
    context = await createTestApp({
      environment: { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'help@prepward.test' },
    });
    admin = await createAdmin(context);
  });
  afterAll(async () => {
    await context.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** The queue's clock, moved by the test: every waiting mail is due now. */
  async function retriesDueNow() {
    await context.db.execute(
      sql.raw(
        `UPDATE "${context.app.jobs.schema}".job SET start_after = now() WHERE name = 'mail' AND state = 'retry'`,
      ),
    );
    await mailSettled(context);
  }
  const listMail = async (status: string) =>
    (
      await call(context, {
        method: 'GET',
        url: `/admin/mail?status=${status}`,
        token: admin.token,
      })
    ).json<{
      data: {
        mails: { id: string; kind: string; to: string; attempts: number; lastError: string }[];
        counts: { unsent: number; failed: number };
      };
    }>().data;
  const signUp = (email: string) =>
    call(context, {
      method: 'POST',
      url: '/user/onboarding/signup',
      payload: signUpRequest(email),
    });

  it('signs up at once, and the code arrives when the mail server is back', async () => {
    const email = 'outage@example.com';
    expect((await signUp(email)).statusCode).toBe(201);
    // Signing up again finds the account: its code is on the way, not lost.
    expect((await signUp(email)).statusCode).toBe(409);
    const resend = await call(context, {
      method: 'POST',
      url: '/user/onboarding/verify/resend',
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    await mailSettled(context);

    const waiting = await listMail('unsent');
    expect(waiting.counts.unsent).toBe(2);
    expect(waiting.mails.map((mail) => [mail.kind, mail.to, mail.attempts])).toEqual([
      ['verification-code', email, 1],
      ['verification-code', email, 1],
    ]);
    expect(waiting.mails[0]!.lastError).toMatch(/ECONNREFUSED/);
    // Administrators see the kind and the address, never the code.
    expect(JSON.stringify(waiting)).not.toMatch(/\b\d{6}\b/);

    smtp = await startSmtp(port, received);
    await retriesDueNow();
    const mails = received.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    const code = /^ {4}(\d{6})$/m.exec(mails.at(-1)!.raw)?.[1];
    const verify = await call(context, {
      method: 'POST',
      url: '/user/onboarding/verify',
      payload: { email, otp: code },
    });
    expect(verify.statusCode).toBe(200);
    expect((await listMail('unsent')).counts.unsent).toBe(0);
    expect((await listMail('sent')).mails.filter((mail) => mail.to === email)).toHaveLength(2);
  });

  it('shows a mail given up on as failed, and sends it again on request', async () => {
    await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    const email = 'given-up@example.com';
    expect((await signUp(email)).statusCode).toBe(201);
    await mailSettled(context);
    // Its last try: the queue gives up when it fails.
    await context.db.execute(
      sql.raw(
        `UPDATE "${context.app.jobs.schema}".job SET retry_limit = retry_count WHERE name = 'mail' AND state = 'retry'`,
      ),
    );
    await retriesDueNow();
    const failed = await listMail('failed');
    expect(failed.counts).toEqual({ unsent: 0, failed: 1 });
    const [mail] = failed.mails;
    expect(mail).toMatchObject({ to: email, kind: 'verification-code' });

    smtp = await startSmtp(port, received);
    const retry = await call(context, {
      method: 'POST',
      url: `/admin/mail/${mail!.id}/retry`,
      token: admin.token,
    });
    expect(retry.statusCode).toBe(200);
    await mailSettled(context);
    expect(received.filter((each) => each.to === email)).toHaveLength(1);
    expect((await listMail('failed')).counts.failed).toBe(0);
    // A sent mail is not sent twice.
    const again = await call(context, {
      method: 'POST',
      url: `/admin/mail/${mail!.id}/retry`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(409);
  });
});
