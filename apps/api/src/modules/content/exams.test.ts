import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  exams,
  questions,
  saleItems,
  sales,
  subscriptions,
  tests,
  users,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  examInput,
  PNG_BYTES,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';

type Exam = {
  id: string;
  name: string;
  subscriptionAmount: number;
  imageUrl: string | null;
  description: string;
};

describe('exams', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  it('adds an exam with numbers sent as numbers, and records who did it', async () => {
    const response = await admin.post('/admin/exam/', examInput('Nursing Licensure'));
    expect(response.statusCode).toBe(201);
    const body = response.json<Envelope<{ exam: Exam }>>();
    expect(body.message).toBe('success');
    expect(body.data.message).toBe('Exam added successfully');
    expect(body.data.exam).toMatchObject({
      name: 'Nursing Licensure',
      subscriptionAmount: 19.99,
      mockQuestions: 40,
      mockTestTime: 60,
      passMark: null,
      imageUrl: null,
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam'), eq(auditLog.entityId, body.data.exam.id)));
    expect(audit).toMatchObject({ adminId: admin.id, action: 'created' });
  });

  it('refuses amounts sent as strings, missing names and out-of-range numbers', async () => {
    const cases: [object, string, string][] = [
      [
        { subscriptionAmount: '19.99' },
        'subscriptionAmount',
        'Subscription amount must be a number',
      ],
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ mockQuestions: 0 }, 'mockQuestions', 'Mock questions must be at least 1'],
      [{ mockTestTime: 2.5 }, 'mockTestTime', 'Mock test time must be a whole number'],
      [{ passMark: 0 }, 'passMark', 'Pass mark must be at least 1'],
      [{ passMark: 101 }, 'passMark', 'Pass mark must be at most 100'],
      [{ passMark: 62.5 }, 'passMark', 'Pass mark must be a whole number'],
      [{ passMark: '65' }, 'passMark', 'Pass mark must be a number'],
      [{ subscriptionAmount: -1 }, 'subscriptionAmount', 'Subscription amount cannot be negative'],
      // The column keeps 4 decimals: a fifth is refused, not rounded away.
      [
        { subscriptionAmount: 12.99999 },
        'subscriptionAmount',
        'Subscription amount has at most 4 decimals',
      ],
      [
        { subscriptionAmount: '12,5' },
        'subscriptionAmount',
        'Subscription amount must be a number',
      ],
    ];
    for (const [change, path, message] of cases) {
      const response = await admin.post('/admin/exam/', { ...examInput(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(
        response.json<{ details: { path: string; message: string }[] }>().details,
      ).toContainEqual({
        path,
        message,
      });
    }
    const missing = await admin.post('/admin/exam/', { name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: { path: string; message: string }[] }>().details).toContainEqual(
      {
        path: 'subscriptionAmount',
        message: 'Subscription amount is required',
      },
    );
  });

  it('keeps a pass mark given at the start, changes it, and takes it away when sent null', async () => {
    const added = await admin.post('/admin/exam/', {
      ...examInput('With a pass mark'),
      passMark: 65,
    });
    expect(added.statusCode).toBe(201);
    const { exam } = added.json<Envelope<{ exam: Exam & { passMark: number | null } }>>().data;
    expect(exam.passMark).toBe(65);

    const changed = await admin.post(`/admin/exam/${exam.id}`, { passMark: 70 });
    expect(changed.json<Envelope<{ exam: { passMark: number | null } }>>().data.exam.passMark).toBe(
      70,
    );
    // Another change leaves it as it is.
    await admin.post(`/admin/exam/${exam.id}`, { mockQuestions: 30 });
    const detail = await admin.get(`/admin/exam/${exam.id}`);
    expect(detail.json<Envelope<{ exam: { passMark: number | null } }>>().data.exam.passMark).toBe(
      70,
    );

    const removed = await admin.post(`/admin/exam/${exam.id}`, { passMark: null });
    expect(removed.json<Envelope<{ exam: { passMark: number | null } }>>().data.exam.passMark).toBe(
      null,
    );
    const [row] = await context.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row!.passMark).toBeNull();
  });

  it('lists exams newest first, searches by name and paginates on the server', async () => {
    for (const name of ['Alpha Cardiology', 'Beta Cardiology', 'Gamma Pharmacy']) {
      expect((await admin.post('/admin/exam', examInput(name))).statusCode).toBe(201);
    }
    const page = await admin.get('/admin/exam', { search: 'cardio', perPage: '1', page: '2' });
    expect(page.statusCode).toBe(200);
    const body = page.json<Envelope<{ exams: Exam[]; pagination: object }>>();
    expect(body.data.exams.map((exam) => exam.name)).toEqual(['Alpha Cardiology']);
    expect(body.data.pagination).toEqual({ total: 2, perPage: 1, currentPage: 2 });
    const wildcard = await admin.get('/admin/exam', { search: '%' });
    expect(wildcard.json<Envelope<{ exams: Exam[] }>>().data.exams).toEqual([]);
    expect((await admin.get('/admin/exam', { perPage: '101' })).statusCode).toBe(400);
  });

  it('edits only the fields sent, and says what it needs', async () => {
    const { examId } = await createExamTree(admin, 'To edit');
    const response = await admin.post(`/admin/exam/${examId}`, { subscriptionAmount: 25.5 });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<{ exam: Exam }>>();
    expect(body.data.message).toBe('Exam updated successfully');
    expect(body.data.exam).toMatchObject({
      name: 'To edit',
      subscriptionAmount: 25.5,
      description: 'Practice for the board exam',
    });
    expect((await admin.post(`/admin/exam/${examId}`, {})).statusCode).toBe(400);
    expect((await admin.post(`/admin/exam/${examId}`, { imageUrl: 'x' })).statusCode).toBe(400);
    expect(
      (await admin.post('/admin/exam/00000000-0000-4000-8000-000000000000', { name: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('shows an exam with its counts', async () => {
    const { examId, subjectId } = await createExamTree(admin, 'Counted');
    await admin.post(`/admin/exam/subject/${subjectId}/question`, singleChoice());
    const response = await admin.get(`/admin/exam/${examId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<{ exam: object }>>().data.exam).toMatchObject({
      name: 'Counted',
      courseCount: 1,
      subjectCount: 1,
      questionCount: 1,
      activeSubscriptions: 0,
    });
    expect((await admin.get('/admin/exam/not-a-uuid')).statusCode).toBe(400);
  });

  describe('delete', () => {
    async function studentWith(examId: string, expiresAt: Date) {
      const [student] = await context.db
        .insert(users)
        .values({
          firstName: 'A',
          lastName: 'B',
          email: `s${Date.now()}${Math.random()}@example.com`,
        })
        .returning();
      await context.db.insert(subscriptions).values({
        userId: student!.id,
        examId,
        startsAt: new Date(Date.now() - 86_400_000 * 60),
        expiresAt,
        source: 'manual',
      });
      return student!;
    }

    it('refuses while a student holds an active subscription, then deletes everything', async () => {
      const { examId, subjectId } = await createExamTree(admin, 'Subscribed');
      await admin.post(`/admin/exam/subject/${subjectId}/question`, singleChoice());
      await studentWith(examId, new Date(Date.now() + 86_400_000));
      const refused = await admin.delete(`/admin/exam/${examId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'This exam cannot be deleted: 1 student has an active subscription to it',
      );

      await context.db
        .update(subscriptions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.examId, examId));
      const deleted = await admin.delete(`/admin/exam/${examId}`);
      expect(deleted.statusCode).toBe(200);
      expect(await context.db.select().from(exams).where(eq(exams.id, examId))).toEqual([]);
      expect(await context.db.select().from(questions).where(eq(questions.examId, examId))).toEqual(
        [],
      );
      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, examId), eq(auditLog.action, 'deleted')));
      expect(audit?.adminId).toBe(admin.id);
      expect((await admin.delete(`/admin/exam/${examId}`)).statusCode).toBe(404);
    });

    it('keeps an exam that appears in sales records', async () => {
      const { examId } = await createExamTree(admin, 'Sold');
      const student = await studentWith(examId, new Date(Date.now() - 1000));
      const [sale] = await context.db
        .insert(sales)
        .values({
          reference: `ref-${Date.now()}`,
          userId: student.id,
          status: 'success',
          provider: 'sandbox',
          amount: 19.99,
        })
        .returning();
      await context.db
        .insert(saleItems)
        .values({ saleId: sale!.id, examId, months: 1, unitAmount: 19.99, amount: 19.99 });
      const refused = await admin.delete(`/admin/exam/${examId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/sales records/);
    });

    it('deletes an exam whose tests have ended with it', async () => {
      const { examId } = await createExamTree(admin, 'Tested');
      const student = await studentWith(examId, new Date(Date.now() - 1000));
      await context.db
        .insert(tests)
        .values({ userId: student.id, examId, type: 'practice', questionIds: [] });
      expect((await admin.delete(`/admin/exam/${examId}`)).statusCode).toBe(200);
    });
  });

  describe('image', () => {
    it('stores an image by its content and serves it with safe headers', async () => {
      const { examId } = await createExamTree(admin, 'With image');
      const response = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
        field: 'image',
        name: 'cover.bin',
        bytes: PNG_BYTES,
        type: 'application/octet-stream',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Envelope<{ exam: Exam }>>();
      expect(body.data.message).toBe('Image uploaded successfully');
      expect(body.data.exam.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);

      const served = await context.app.inject({ method: 'GET', url: body.data.exam.imageUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const file = join(context.config.dataDir, body.data.exam.imageUrl!);
      expect(readFileSync(file).equals(PNG_BYTES)).toBe(true);

      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, examId), eq(auditLog.action, 'updated')));
      expect(audit?.details).toMatchObject({ imageUrl: body.data.exam.imageUrl });
    });

    it('refuses a script named .png, an oversized file and a wrong field', async () => {
      const { examId } = await createExamTree(admin, 'Hostile image');
      const script = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
        field: 'image',
        name: 'photo.png',
        bytes: '<script>alert(document.cookie)</script>',
        type: 'image/png',
      });
      expect(script.statusCode).toBe(400);
      expect(script.json<{ message: string }>().message).toBe(
        'Only JPG, PNG, GIF, WEBP and SVG images can be uploaded',
      );

      const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
      const oversized = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
        field: 'image',
        name: 'big.png',
        bytes: huge,
        type: 'image/png',
      });
      expect(oversized.statusCode).toBe(413);
      expect(oversized.json<{ message: string }>().message).toBe('The image is larger than 5 MB');

      const wrongField = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
        field: 'file',
        name: 'cover.png',
        bytes: PNG_BYTES,
      });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json<{ message: string }>().message).toContain('"image"');

      const notMultipart = await admin.patch(`/admin/exam/${examId}/image`, { image: 'x' });
      expect(notMultipart.statusCode).toBe(400);

      const [exam] = await context.db.select().from(exams).where(eq(exams.id, examId));
      expect(exam?.imageUrl).toBeNull();
    });

    it('serves only the names the store writes', async () => {
      for (const url of [
        '/uploads/../../etc/passwd',
        '/uploads/x.png',
        `/uploads/${'a'.repeat(64)}.png`,
      ]) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });
});
