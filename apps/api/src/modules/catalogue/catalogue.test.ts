import type { TCatalogueReply, TExamDetail, TMyExam } from '@prepward/shared/schemas/commerce';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, exams, subjects, subscriptions, tests } from '../../db/schema';
import {
  apiClient,
  dataOf,
  insertAdmin,
  insertExam,
  insertStudent,
  type ExamFixture,
} from '../../test/commerce-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { preparedActiveAccessByExam } from '../access/service';

const DAY = 86_400_000;

describe('student catalogue', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let cardiology: ExamFixture;
  let dermatology: ExamFixture;
  let pharmacy: ExamFixture;

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    cardiology = await insertExam(context, { name: 'Cardiology boards', live: 4, retired: 2 });
    dermatology = await insertExam(context, { name: 'Dermatology boards', live: 1 });
    pharmacy = await insertExam(context, { name: 'Pharmacy registration', live: 0 });
  });
  afterAll(() => context.close());

  it('lists exams with price, live question count and access, paginated on the server', async () => {
    const student = await insertStudent(context);
    const ends = new Date(Date.now() + 30 * DAY);
    await context.db.insert(subscriptions).values({
      userId: student.id,
      examId: cardiology.id,
      startsAt: new Date(),
      expiresAt: ends,
      source: 'manual',
    });

    const first = await api.get('/user/exam?perPage=2', student.token);
    expect(first.statusCode).toBe(200);
    const page = dataOf<TCatalogueReply>(first);
    expect(page.pagination).toEqual({ total: 3, perPage: 2, currentPage: 1 });
    expect(page.exams).toHaveLength(2);

    const all = dataOf<TCatalogueReply>(await api.get('/user/exam?perPage=10', student.token));
    const byName = Object.fromEntries(all.exams.map((exam) => [exam.name, exam]));
    expect(byName['Cardiology boards']).toMatchObject({
      id: cardiology.id,
      subscriptionAmount: 19.99,
      imageUrl: null,
      mockQuestions: 30,
      mockTestTime: 45,
      // Retired questions are not on offer.
      questionCount: 4,
      access: { active: true, endsAt: ends.toISOString() },
    });
    expect(byName['Dermatology boards']).toMatchObject({
      questionCount: 1,
      access: { active: false, endsAt: null },
    });
    expect(byName['Pharmacy registration']!.questionCount).toBe(0);
  });

  it("gzips a page from its kept parts and the student's access: the text the route writes", async () => {
    const subscriber = await insertStudent(context);
    const newcomer = await insertStudent(context);
    // Pages under 1 kB go uncompressed.
    const description = 'Heart failure, arrhythmias and valve disease, as the boards ask. '.repeat(
      20,
    );
    await context.db.update(exams).set({ description }).where(eq(exams.id, cardiology.id));
    await context.db.insert(subscriptions).values({
      userId: subscriber.id,
      examId: dermatology.id,
      startsAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * DAY),
      source: 'manual',
    });
    const read = (token: string, encoding?: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/user/exam?perPage=10',
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    /** The gzipped page, unzipped, once it says `name`: a rename reaches the page through the change feed. */
    async function sameBothWays(token: string, name: string) {
      for (let tries = 0; ; tries += 1) {
        const plain = await read(token);
        if (!plain.body.includes(name) && tries < 100) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        expect(plain.headers['content-encoding']).toBeUndefined();
        const zipped = await read(token, 'gzip, deflate, br');
        expect(zipped.statusCode).toBe(200);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
        // The compiled writer's text, checked against zod on the plain path.
        expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
        return plain.body;
      }
    }
    const subscribed = await sameBothWays(subscriber.token, 'Dermatology boards');
    const fresh = await sameBothWays(newcomer.token, 'Dermatology boards');
    expect(subscribed).not.toBe(fresh);
    // Brotli alone still goes through the compressor.
    expect((await read(newcomer.token, 'br')).headers['content-encoding']).toBe('br');

    await context.db
      .update(exams)
      .set({ name: 'Dermatology finals' })
      .where(eq(exams.id, dermatology.id));
    try {
      expect(await sameBothWays(subscriber.token, 'Dermatology finals')).toContain(
        'Dermatology finals',
      );
      expect(await sameBothWays(newcomer.token, 'Dermatology finals')).toContain(
        'Dermatology finals',
      );
    } finally {
      await context.db
        .update(exams)
        .set({ name: 'Dermatology boards' })
        .where(eq(exams.id, dermatology.id));
      await context.db
        .update(exams)
        .set({ description: 'Cardiology boards description' })
        .where(eq(exams.id, cardiology.id));
    }
  });

  it('searches by name, case-insensitively, with pattern characters taken literally', async () => {
    const student = await insertStudent(context);
    const found = dataOf<TCatalogueReply>(await api.get('/user/exam?search=DERMA', student.token));
    expect(found.exams.map((exam) => exam.name)).toEqual(['Dermatology boards']);
    const none = dataOf<TCatalogueReply>(await api.get('/user/exam?search=%25', student.token));
    expect(none.exams).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('refuses bad paging, no token and an admin token', async () => {
    const student = await insertStudent(context);
    expect((await api.get('/user/exam?perPage=500', student.token)).statusCode).toBe(400);
    expect((await api.get('/user/exam?page=0', student.token)).statusCode).toBe(400);
    expect((await api.get('/user/exam')).statusCode).toBe(401);
    const admin = await insertAdmin(context, ['admin']);
    expect((await api.get('/user/exam', admin.token)).statusCode).toBe(401);
  });

  it('details an exam: courses, subjects with live counts, access and the free trial', async () => {
    const student = await insertStudent(context);
    const reply = await api.get(`/user/exam/${cardiology.id}`, student.token);
    expect(reply.statusCode).toBe(200);
    const { exam } = dataOf<{ exam: TExamDetail }>(reply);
    expect(exam).toMatchObject({
      id: cardiology.id,
      name: 'Cardiology boards',
      questionCount: 4,
      access: { active: false, endsAt: null },
      courses: [
        {
          id: cardiology.courseId,
          name: 'Pharmacology',
          subjects: [{ id: cardiology.subjectId, name: 'Dosage', questionCount: 4 }],
        },
      ],
      freeTrial: { available: true, testId: null, ended: false },
    });

    // A started free trial is offered to continue, not to start again.
    const [trial] = await context.db
      .insert(tests)
      .values({
        userId: student.id,
        examId: cardiology.id,
        type: 'free-trial',
        questionIds: [],
      })
      .returning({ id: tests.id });
    const again = dataOf<{ exam: TExamDetail }>(
      await api.get(`/user/exam/${cardiology.id}`, student.token),
    );
    expect(again.exam.freeTrial).toEqual({ available: false, testId: trial!.id, ended: false });

    // An ended free trial can be reviewed, not continued.
    await context.db
      .update(tests)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(tests.id, trial!.id));
    const ended = dataOf<{ exam: TExamDetail }>(
      await api.get(`/user/exam/${cardiology.id}`, student.token),
    );
    expect(ended.exam.freeTrial).toEqual({ available: false, testId: trial!.id, ended: true });
  });

  it('leaves retired courses and subjects out of the detail', async () => {
    const student = await insertStudent(context);
    const [course] = await context.db
      .insert(courses)
      .values({ examId: dermatology.id, name: 'Deleted course', retiredAt: new Date() })
      .returning({ id: courses.id });
    await context.db.insert(subjects).values([
      { examId: dermatology.id, courseId: course!.id, name: 'In a deleted course' },
      {
        examId: dermatology.id,
        courseId: dermatology.courseId,
        name: 'Deleted subject',
        retiredAt: new Date(),
      },
    ]);
    const { exam } = dataOf<{ exam: TExamDetail }>(
      await api.get(`/user/exam/${dermatology.id}`, student.token),
    );
    expect(exam.courses.map((entry) => entry.id)).toEqual([dermatology.courseId]);
    expect(exam.courses[0]!.subjects.map((entry) => entry.id)).toEqual([dermatology.subjectId]);
  });

  it('offers no free trial to a student with access', async () => {
    const student = await insertStudent(context);
    await context.db.insert(subscriptions).values({
      userId: student.id,
      examId: dermatology.id,
      startsAt: new Date(),
      expiresAt: new Date(Date.now() + DAY),
      source: 'manual',
    });
    const { exam } = dataOf<{ exam: TExamDetail }>(
      await api.get(`/user/exam/${dermatology.id}`, student.token),
    );
    expect(exam.access.active).toBe(true);
    expect(exam.freeTrial).toEqual({ available: false, testId: null, ended: false });
  });

  it('answers 404 for an unknown exam and 400 for a malformed id', async () => {
    const student = await insertStudent(context);
    const missing = await api.get('/user/exam/00000000-0000-4000-8000-000000000000', student.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Exam not found' });
    expect((await api.get('/user/exam/not-an-id', student.token)).statusCode).toBe(400);
  });

  it('lists My Exams: active first with their end, expired ones after, never-owned ones absent', async () => {
    const student = await insertStudent(context);
    const activeEnd = new Date(Date.now() + 10 * DAY);
    const expiredEnd = new Date(Date.now() - 2 * DAY);
    await context.db.insert(subscriptions).values([
      {
        userId: student.id,
        examId: pharmacy.id,
        startsAt: new Date(Date.now() - 40 * DAY),
        expiresAt: expiredEnd,
        source: 'purchase',
      },
      {
        userId: student.id,
        examId: cardiology.id,
        startsAt: new Date(Date.now() - 5 * DAY),
        expiresAt: new Date(Date.now() + 2 * DAY),
        source: 'purchase',
      },
      // An extension: the later end wins.
      {
        userId: student.id,
        examId: cardiology.id,
        startsAt: new Date(Date.now() + 2 * DAY),
        expiresAt: activeEnd,
        source: 'manual',
      },
    ]);
    const reply = await api.get('/user/my-exams', student.token);
    expect(reply.statusCode).toBe(200);
    const { exams } = dataOf<{ exams: TMyExam[] }>(reply);
    expect(exams.map((exam) => [exam.name, exam.active, exam.accessEndsAt])).toEqual([
      ['Cardiology boards', true, activeEnd.toISOString()],
      ['Pharmacy registration', false, expiredEnd.toISOString()],
    ]);
    expect(exams[0]).toMatchObject({
      id: cardiology.id,
      description: 'Cardiology boards description',
      imageUrl: null,
      subscriptionAmount: 19.99,
      mockQuestions: 30,
      mockTestTime: 45,
    });

    const newcomer = await insertStudent(context);
    expect(dataOf<{ exams: TMyExam[] }>(await api.get('/user/my-exams', newcomer.token))).toEqual(
      expect.objectContaining({ exams: [] }),
    );
  });

  it('reads the access of students asking together in one batch, each as of their own moment', async () => {
    // Decision 0120: the batch reads from its earliest moment; each answer keeps only what is
    // open at its own.
    const activeAccess = preparedActiveAccessByExam(context.db);
    const [ending, other, none] = await Promise.all([
      insertStudent(context),
      insertStudent(context),
      insertStudent(context),
    ]);
    const endsAt = new Date(Date.now() + DAY);
    const grant = (userId: string, examId: string, expiresAt: Date) =>
      context.db
        .insert(subscriptions)
        .values({ userId, examId, startsAt: new Date(), expiresAt, source: 'manual' });
    await grant(ending.id, cardiology.id, endsAt);
    await grant(ending.id, dermatology.id, new Date(endsAt.getTime() + DAY));
    await grant(other.id, pharmacy.id, endsAt);
    await grant(none.id, pharmacy.id, new Date(Date.now() - DAY));

    const before = new Date(endsAt.getTime() - 1000);
    const after = new Date(endsAt.getTime() + 1000);
    const [early, late, others, nothing] = await Promise.all([
      activeAccess(ending.id, before),
      activeAccess(ending.id, after),
      activeAccess(other.id, after),
      activeAccess(none.id, before),
    ]);
    expect(early).toEqual(
      new Map([
        [cardiology.id, endsAt],
        [dermatology.id, new Date(endsAt.getTime() + DAY)],
      ]),
    );
    expect(late).toEqual(new Map([[dermatology.id, new Date(endsAt.getTime() + DAY)]]));
    expect(others).toEqual(new Map());
    expect(nothing).toEqual(new Map());
  });
});
