import type { TStaffSupportTicket, TSupportTicket } from '@prepward/shared/schemas/support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportTickets } from '../../db/schema';
import type { Mailer, OutgoingMail } from '../../lib/mail';
import { call, createAdmin, createStudent, type Session } from '../../test/admin-fixtures';
import { createTestApp, mailSettled, outboxFor, type TestContext } from '../../test/test-app';

describe('support requests with SUPPORT_EMAIL', () => {
  let context: TestContext;
  let student: Session;
  let other: Session;
  let hr: Session;
  let viewer: Session;

  beforeAll(async () => {
    context = await createTestApp({ environment: { SUPPORT_EMAIL: 'help@prepward.test' } });
    student = await createStudent(context, {
      firstName: 'Yaw',
      lastName: 'Boateng',
      email: 'yaw@example.com',
    });
    other = await createStudent(context, { email: 'other@example.com' });
    hr = await createAdmin(context, { roles: ['hr'], name: 'Hana HR' });
    viewer = await createAdmin(context, { roles: ['viewer'] });
  });
  afterAll(() => context.close());

  const send = (payload: object, token = student.token) =>
    call(context, { method: 'POST', url: '/user/support', token, payload });

  it('stores the request and emails it to SUPPORT_EMAIL with the student as reply-to', async () => {
    const response = await send({
      subject: ' Cannot resume my test ',
      message: 'The Resume button\nspins forever.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        message: 'Your message has been sent. We will reply by email.',
        request: { subject: 'Cannot resume my test', status: 'open', handledAt: null },
      },
    });
    const [mail] = await outboxFor(context, 'help@prepward.test');
    expect(mail).toContain('Subject: [PrepWard support] Cannot resume my test');
    expect(mail).toContain('Reply-To: yaw@example.com');
    expect(mail).toContain('From: Yaw Boateng <yaw@example.com>');
    expect(mail).toContain('spins forever.');
    const [row] = await context.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, student.id));
    expect(row?.emailedAt).toBeInstanceOf(Date);
  });

  it('validates subject and message', async () => {
    for (const [payload, path, message] of [
      [{ message: 'Hi' }, 'subject', 'Subject is required'],
      [{ subject: 'Hi', message: '   ' }, 'message', 'Message is required'],
      [
        { subject: 'x'.repeat(151), message: 'Hi' },
        'subject',
        'Subject must be at most 150 characters',
      ],
      [
        { subject: 'Hi', message: 'x'.repeat(5001) },
        'message',
        'Message must be at most 5000 characters',
      ],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ path, message }] });
    }
  });

  it('the student sees only their own requests, newest first', async () => {
    await send({ subject: 'Second', message: 'Another one' });
    await send({ subject: 'Not yours', message: 'Private' }, other.token);
    const response = await call(context, {
      method: 'GET',
      url: '/user/support',
      token: student.token,
    });
    const { data } = response.json<{
      data: { requests: TSupportTicket[]; pagination: { total: number } };
    }>();
    expect(data.requests.map((request) => request.subject)).toEqual([
      'Second',
      'Cannot resume my test',
    ]);
    expect(data.pagination.total).toBe(2);
  });

  it('staff list, search by email, mark handled and reopen (audited); a viewer only reads', async () => {
    const open = await call(context, { method: 'GET', url: '/admin/support', token: viewer.token });
    expect(open.statusCode).toBe(200);
    const requests = open.json<{ data: { requests: TStaffSupportTicket[] } }>().data.requests;
    expect(requests.map((request) => request.subject)).toEqual([
      'Not yours',
      'Second',
      'Cannot resume my test',
    ]);
    expect(requests[2]).toMatchObject({
      student: { name: 'Yaw Boateng', email: 'yaw@example.com' },
      emailed: true,
      handledBy: null,
    });
    const searched = await call(context, {
      method: 'GET',
      url: '/admin/support?search=OTHER@',
      token: hr.token,
    });
    expect(
      searched.json<{ data: { requests: TStaffSupportTicket[] } }>().data.requests,
    ).toHaveLength(1);

    const id = requests[2]!.id;
    expect(
      (
        await call(context, {
          method: 'PATCH',
          url: `/admin/support/${id}`,
          token: viewer.token,
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(403);
    const handled = await call(context, {
      method: 'PATCH',
      url: `/admin/support/${id}`,
      token: hr.token,
      payload: { status: 'closed' },
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      data: {
        message: 'Support request marked as handled',
        request: { status: 'closed', handledBy: 'Hana HR' },
      },
    });
    const again = await call(context, {
      method: 'PATCH',
      url: `/admin/support/${id}`,
      token: hr.token,
      payload: { status: 'closed' },
    });
    expect(again.statusCode).toBe(409);

    const closed = await call(context, {
      method: 'GET',
      url: '/admin/support?status=closed',
      token: hr.token,
    });
    expect(
      closed.json<{ data: { requests: TStaffSupportTicket[] } }>().data.requests.map((r) => r.id),
    ).toEqual([id]);
    const own = await call(context, { method: 'GET', url: '/user/support', token: student.token });
    expect(own.json<{ data: { requests: TSupportTicket[] } }>().data.requests[1]).toMatchObject({
      status: 'closed',
    });

    const reopened = await call(context, {
      method: 'PATCH',
      url: `/admin/support/${id}`,
      token: hr.token,
      payload: { status: 'open' },
    });
    expect(reopened.json()).toMatchObject({
      data: { request: { status: 'open', handledBy: null, handledAt: null } },
    });
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['handled', 'reopened']);

    const missing = await call(context, {
      method: 'PATCH',
      url: '/admin/support/00000000-0000-4000-8000-000000000000',
      token: hr.token,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an admin token cannot use the student routes', async () => {
    const response = await call(context, { method: 'GET', url: '/user/support', token: hr.token });
    expect(response.statusCode).toBe(401);
  });
});

describe('support requests without SUPPORT_EMAIL, or when the mail fails', () => {
  it('stores the request and sends no mail when SUPPORT_EMAIL is unset', async () => {
    const context = await createTestApp();
    try {
      const student = await createStudent(context);
      const response = await call(context, {
        method: 'POST',
        url: '/user/support',
        token: student.token,
        payload: { subject: 'Hello', message: 'Anyone there?' },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await context.db.select().from(supportTickets);
      expect(row).toMatchObject({ subject: 'Hello', emailedAt: null });
      const admin = await createAdmin(context);
      const staff = await call(context, {
        method: 'GET',
        url: '/admin/support',
        token: admin.token,
      });
      expect(staff.json()).toMatchObject({
        data: { requests: [{ subject: 'Hello', emailed: false }] },
      });
    } finally {
      await context.close();
    }
  });

  it('keeps the request when the SMTP server refuses it', async () => {
    const sent: OutgoingMail[] = [];
    const failing: Mailer = {
      send: async (mail) => {
        sent.push(mail);
        throw new Error('SMTP down');
      },
    };
    const context = await createTestApp({
      environment: { SUPPORT_EMAIL: 'help@prepward.test' },
      mailer: failing,
    });
    try {
      const student = await createStudent(context);
      const response = await call(context, {
        method: 'POST',
        url: '/user/support',
        token: student.token,
        payload: { subject: 'Mail down', message: 'Still stored?' },
      });
      expect(response.statusCode).toBe(200);
      await mailSettled(context);
      expect(sent).toHaveLength(1);
      const [row] = await context.db.select().from(supportTickets);
      expect(row).toMatchObject({ subject: 'Mail down', emailedAt: null });
    } finally {
      await context.close();
    }
  });
});
