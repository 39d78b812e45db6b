// Administration of students: one student's record (profile, subscriptions, purchases, tests,
// reports) and the blacklist, which refuses a student at once and can be lifted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUserDetail } from '@prepward/shared/schemas/admin-users';
import { auditLog, users } from '../../db/schema';
import { BLACKLISTED_MESSAGE } from '../../lib/actors';
import { call, createStudent, type Session } from '../../test/admin-fixtures';
import { seedAdminUsers, usersList } from '../../test/admin-users-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('admin users', () => {
  let context: TestContext;
  let admin: Session;
  let hr: Session;
  let nurse: Session;
  let doctor: Session;
  let examId: string;

  beforeAll(async () => {
    context = await createTestApp();
    ({ admin, hr, nurse, doctor, examId } = await seedAdminUsers(context));
  });
  afterAll(() => context.close());

  const { list } = usersList(() => ({ context, admin }));

  describe('detail', () => {
    it('shows the profile, subscriptions, purchases, tests with scores and reports', async () => {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/users/${nurse.id}`,
        token: admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: TAdminUserDetail }>();
      expect(data.user).toMatchObject({
        email: 'nora.nurse@example.com',
        verified: true,
        country: 'Ghana',
        loginCountry: 'KE',
        lastLoginAt: '2026-02-01T08:00:00.000Z',
        blacklisted: false,
        googleLinked: false,
      });
      expect(data.user).not.toHaveProperty('passwordHash');
      expect(data.subscriptions).toEqual([
        expect.objectContaining({
          examId,
          examName: 'Pharmacology',
          active: true,
          source: 'purchase',
        }),
      ]);
      expect(data.purchases).toMatchObject({
        total: 1,
        recent: [
          {
            reference: 'PW-NURSE-1',
            amount: 40,
            status: 'success',
            items: [{ examId, examName: 'Pharmacology', months: 2, amount: 40 }],
          },
        ],
      });
      expect(data.tests).toMatchObject({
        total: 1,
        ended: 1,
        averageScorePercent: 75,
        recent: [
          {
            type: 'practice',
            questionCount: 4,
            answeredCount: 4,
            correctCount: 3,
            scorePercent: 75,
          },
        ],
      });
      expect(data.reports).toMatchObject({
        total: 1,
        recent: [{ reason: 'Two options are correct', status: 'open', examName: 'Pharmacology' }],
      });
    });

    it('leaves purchases out for a role that may not read sales', async () => {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/users/${nurse.id}`,
        token: hr.token,
      });
      expect(response.json<{ data: { purchases: unknown } }>().data.purchases).toBeNull();
    });

    it('404 for an unknown student, 400 for a malformed id', async () => {
      const missing = await call(context, {
        method: 'GET',
        url: '/admin/users/00000000-0000-4000-8000-000000000000',
        token: admin.token,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'User not found' });
      const malformed = await call(context, {
        method: 'GET',
        url: '/admin/users/not-an-id',
        token: admin.token,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('blacklist', () => {
    it('refuses the student on the very next request and at sign-in, shows the reason, then lifts it', async () => {
      const student = await createStudent(context, { email: 'soon.banned@example.com' });
      const profile = () =>
        call(context, { method: 'GET', url: '/user/profile', token: student.token });
      expect((await profile()).statusCode).toBe(200);

      const response = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/blacklist`,
        token: hr.token,
        payload: { reason: '  Shared the account with a study group  ' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: {
          message: 'User blacklisted',
          user: { blacklisted: true, blacklistReason: 'Shared the account with a study group' },
        },
      });

      const refused = await profile();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: BLACKLISTED_MESSAGE, error: 'Blacklisted' });
      const signIn = await call(context, {
        method: 'POST',
        url: '/user/onboarding/login',
        payload: { email: student.email, password: 'Fixture2024' },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toMatchObject({ message: BLACKLISTED_MESSAGE });

      const banned = await list('?tab=banned&search=soon.banned', hr.token);
      expect(banned.users[0]?.blacklistReason).toBe('Shared the account with a study group');
      const detail = await call(context, {
        method: 'GET',
        url: `/admin/users/${student.id}`,
        token: hr.token,
      });
      expect(detail.json()).toMatchObject({
        data: {
          user: { blacklisted: true, blacklistReason: 'Shared the account with a study group' },
        },
      });

      const again = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/blacklist`,
        token: hr.token,
        payload: { reason: 'Again' },
      });
      expect(again.statusCode).toBe(409);

      const lifted = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/unblacklist`,
        token: admin.token,
      });
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json()).toMatchObject({
        data: {
          message: 'User removed from the blacklist',
          user: { blacklisted: false, blacklistReason: null },
        },
      });
      expect((await profile()).statusCode).toBe(200);
      const liftedAgain = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/unblacklist`,
        token: admin.token,
      });
      expect(liftedAgain.statusCode).toBe(409);

      const audit = await context.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, student.id));
      expect(audit.map((entry) => [entry.action, entry.adminId, entry.adminEmail]).sort()).toEqual(
        [
          ['blacklisted', hr.id, hr.email],
          ['unblacklisted', admin.id, admin.email],
        ].sort(),
      );
      expect(audit.find((entry) => entry.action === 'blacklisted')?.details).toMatchObject({
        reason: 'Shared the account with a study group',
      });
    });

    it('needs a reason', async () => {
      for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
        const response = await call(context, {
          method: 'POST',
          url: `/admin/users/${doctor.id}/blacklist`,
          token: admin.token,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ details: { path: string }[] }>().details[0]?.path).toBe('reason');
      }
      const [row] = await context.db.select().from(users).where(eq(users.id, doctor.id));
      expect(row?.blacklisted).toBe(false);
    });

    it('404 for an unknown student', async () => {
      const response = await call(context, {
        method: 'POST',
        url: '/admin/users/00000000-0000-4000-8000-000000000000/blacklist',
        token: admin.token,
        payload: { reason: 'Nobody' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
