// Bulk actions on a selection of questions through the API: each action changes what it says
// and counts what it left, keeps a version per changed question and one audit entry, bumps
// updated_at; a selection reaching outside the administrator's exams, a move to another exam
// or too many tags changes nothing at all.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions, questionVersions } from '../../db/schema';
import {
  answeredByAStudent,
  createExamTree,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Question = {
  id: string;
  status: string;
  tags: string[];
  subjectId: string;
  courseId: string;
  options: { id: string }[];
};
type Result = {
  action: string;
  changed: number;
  unchanged: number;
  deletedQuestions: number;
  retiredQuestions: number;
};

describe('bulk question actions', () => {
  let context: TestContext;
  let admin: Caller & { id: string };
  let tree: Awaited<ReturnType<typeof createExamTree>>;

  beforeAll(async () => {
    context = await createTestApp({ environment: { RATE_LIMIT_ACCOUNT: '100000/1m' } });
    admin = await signedInAdmin(context, ['admin']);
    tree = await createExamTree(admin, 'Bulk exam');
  });
  afterAll(() => context.close());

  const add = async (body: object = {}, subjectId = tree.subjectId) => {
    const response = await admin.post(`/admin/exam/subject/${subjectId}/question`, {
      ...singleChoice(`Question ${Math.random()}`),
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };
  const bulk = (questionIds: string[], action: object, by: Caller = admin) =>
    by.post('/admin/question/bulk', { questionIds, action });
  const applied = async (questionIds: string[], action: object) => {
    const response = await bulk(questionIds, action);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Result>>().data;
  };
  const stored = (ids: string[]) =>
    context.db
      .select()
      .from(questions)
      .where(inArray(questions.id, ids))
      .orderBy(asc(questions.id));
  const versionActions = async (id: string) =>
    (
      await context.db
        .select({ action: questionVersions.action })
        .from(questionVersions)
        .where(eq(questionVersions.questionId, id))
        .orderBy(asc(questionVersions.number))
    ).map((row) => row.action);
  const bulkAudits = (action: string) =>
    context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, action), isNull(auditLog.entityId), eq(auditLog.adminId, admin.id)),
      );

  it('adds tags once each (ignoring case), counts the questions that had them, and records it', async () => {
    const tagged = await add({ tags: ['cardiac'] });
    const plain = await add();
    const before = await stored([tagged.id, plain.id]);

    const result = await applied([tagged.id, plain.id], { type: 'add_tags', tags: ['Cardiac'] });
    expect(result).toEqual({
      message: '1 question tagged; 1 question already as asked or not applicable',
      action: 'add_tags',
      changed: 1,
      unchanged: 1,
      deletedQuestions: 0,
      retiredQuestions: 0,
    });
    const both = await applied([tagged.id, plain.id], { type: 'add_tags', tags: ['ECG', 'ecg'] });
    expect(both).toMatchObject({ changed: 2, unchanged: 0, message: '2 questions tagged' });

    const after = new Map((await stored([tagged.id, plain.id])).map((row) => [row.id, row]));
    expect(after.get(tagged.id)?.tags).toEqual(['cardiac', 'ECG']);
    expect(after.get(plain.id)?.tags).toEqual(['Cardiac', 'ECG']);
    for (const row of before) {
      expect(after.get(row.id)!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    }
    expect(await versionActions(plain.id)).toEqual(['created', 'tagged', 'tagged']);
    expect(await versionActions(tagged.id)).toEqual(['created', 'tagged']);
    const [entry] = (await bulkAudits('tagged')).filter((row) =>
      (row.details as { questionIds: string[] }).questionIds.includes(plain.id),
    );
    expect(entry?.details).toMatchObject({
      bulk: true,
      questionIds: [plain.id],
      tags: ['Cardiac'],
    });
  });

  it('removes tags ignoring case, keeping the order of the others', async () => {
    const question = await add({ tags: ['A', 'Cardiac', 'B'] });
    const result = await applied([question.id], { type: 'remove_tags', tags: ['cardiac'] });
    expect(result).toMatchObject({ changed: 1, unchanged: 0, message: '1 question untagged' });
    const [row] = await stored([question.id]);
    expect(row?.tags).toEqual(['A', 'B']);
  });

  it('refuses tags beyond the limit of a question, writing nothing', async () => {
    const full = await add({ tags: Array.from({ length: 19 }, (_, index) => `Tag ${index}`) });
    const other = await add();
    const response = await bulk([other.id, full.id], { type: 'add_tags', tags: ['X', 'Y'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        'A question may have at most 20 tags: with these, 1 of the selected questions would have more',
    });
    expect((await stored([other.id]))[0]?.tags).toEqual([]);
  });

  it('sets and clears the category and the difficulty', async () => {
    const [first, second] = [await add(), await add({ difficulty: 'hard' })];
    const ids = [first.id, second.id];
    expect(
      await applied(ids, { type: 'set_category', category: ' Management  of Care ' }),
    ).toMatchObject({ changed: 2, message: '2 questions given the category' });
    expect((await stored(ids)).map((row) => row.category)).toEqual([
      'Management of Care',
      'Management of Care',
    ]);
    expect(await applied(ids, { type: 'set_difficulty', difficulty: 'hard' })).toMatchObject({
      changed: 1,
      unchanged: 1,
    });
    await applied(ids, { type: 'set_category', category: '' });
    await applied(ids, { type: 'set_difficulty', difficulty: null });
    expect((await stored(ids)).map((row) => [row.category, row.difficulty])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(await versionActions(first.id)).toEqual([
      'created',
      'edited',
      'edited',
      'edited',
      'edited',
    ]);
  });

  it('moves questions to another subject of their exam, and only of their exam', async () => {
    const course = await admin.post('/admin/exam/course', { examId: tree.examId, name: 'Cardio' });
    const courseId = course.json<Envelope<{ course: { id: string } }>>().data.course.id;
    const subject = await admin.post('/admin/exam/subject', { courseId, name: 'Arrhythmias' });
    const subjectId = subject.json<Envelope<{ subject: { id: string } }>>().data.subject.id;
    const question = await add();

    expect(await applied([question.id], { type: 'move', subjectId })).toMatchObject({
      changed: 1,
      message: '1 question moved',
    });
    const [row] = await stored([question.id]);
    expect([row?.subjectId, row?.courseId]).toEqual([subjectId, courseId]);
    expect(await versionActions(question.id)).toEqual(['created', 'moved']);

    const other = await createExamTree(admin, 'Other bulk exam');
    const elsewhere = await bulk([question.id], { type: 'move', subjectId: other.subjectId });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: 'Questions move only to a subject of their own exam',
    });
    const unknown = await bulk([question.id], { type: 'move', subjectId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Subject not found' });
  });

  it('deletes the questions nobody met and retires the ones students answered', async () => {
    const unseen = await add();
    const answered = await add();
    await answeredByAStudent(context, tree.examId, answered);

    const result = await applied([unseen.id, answered.id], { type: 'retire' });
    expect(result).toMatchObject({
      changed: 2,
      deletedQuestions: 1,
      retiredQuestions: 1,
      message:
        '1 question deleted, 1 question retired (students had met them; their answers are kept)',
    });
    const rows = await stored([unseen.id, answered.id]);
    expect(rows.map((row) => [row.id, row.retiredAt instanceof Date])).toEqual([
      [answered.id, true],
    ]);
    expect(await versionActions(answered.id)).toEqual(['created', 'retired']);
    // Retired questions are out of the lists and of further bulk actions.
    expect((await bulk([answered.id], { type: 'publish' })).statusCode).toBe(404);
  });

  it('submits drafts for review and publishes drafts and questions in review', async () => {
    const draft = await add({ status: 'draft' });
    const inReview = await add({ status: 'in_review' });
    const published = await add();
    const ids = [draft.id, inReview.id, published.id];

    expect(await applied(ids, { type: 'submit_for_review' })).toMatchObject({
      changed: 1,
      unchanged: 2,
    });
    expect((await stored([draft.id]))[0]?.status).toBe('in_review');
    const otherDraft = await add({ status: 'draft' });
    expect(await applied([...ids, otherDraft.id], { type: 'publish' })).toMatchObject({
      changed: 3,
      unchanged: 1,
      message: '3 questions published; 1 question already as asked or not applicable',
    });
    expect((await stored([...ids, otherDraft.id])).every((row) => row.status === 'published')).toBe(
      true,
    );
    expect(await versionActions(draft.id)).toEqual(['created', 'submitted_for_review', 'approved']);
    expect(await versionActions(otherDraft.id)).toEqual(['created', 'status_changed']);
    expect(await versionActions(published.id)).toEqual(['created']);
  });

  it('answers 404 and changes nothing when a question is outside the administrator’s exams', async () => {
    const other = await createExamTree(admin, 'Scoped bulk exam');
    const own = await add();
    const foreign = await add({}, other.subjectId);
    const limited = await signedInAdmin(context, ['admin'], [tree.examId]);

    const response = await bulk(
      [own.id, foreign.id],
      { type: 'add_tags', tags: ['Scoped'] },
      limited,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Question not found' });
    const missing = await bulk(
      [own.id, randomUUID()],
      { type: 'add_tags', tags: ['Scoped'] },
      limited,
    );
    expect(missing.json()).toEqual(response.json());
    expect((await stored([own.id]))[0]?.tags).toEqual([]);
    expect(await versionActions(own.id)).toEqual(['created']);
  });

  it.each([
    [{ questionIds: [], action: { type: 'retire' } }, 'Choose at least one question'],
    [
      { questionIds: Array.from({ length: 501 }, () => randomUUID()), action: { type: 'retire' } },
      'Choose at most 500 questions at a time',
    ],
    [{ questionIds: ['nope'], action: { type: 'retire' } }, 'Invalid id'],
    [
      { questionIds: [randomUUID()], action: { type: 'archive' } },
      'The action must be one of: add_tags, remove_tags, set_category, set_difficulty, move, retire, submit_for_review, publish',
    ],
    [
      { questionIds: [randomUUID()], action: { type: 'add_tags', tags: [] } },
      'Name at least one tag',
    ],
    [
      { questionIds: [randomUUID()], action: { type: 'set_difficulty', difficulty: 'brutal' } },
      'Difficulty must be one of: easy, medium, hard',
    ],
  ])('refuses %o with 400', async (body, message) => {
    const response = await admin.post('/admin/question/bulk', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('takes the same question twice in a selection once', async () => {
    const question = await add();
    expect(
      await applied([question.id, question.id], { type: 'add_tags', tags: ['Twice'] }),
    ).toMatchObject({ changed: 1, unchanged: 0 });
  });

  it('is the admin role’s: an examiner gets 403', async () => {
    const examiner = await signedInAdmin(context, ['examiner']);
    const question = await add();
    expect((await bulk([question.id], { type: 'publish' }, examiner)).statusCode).toBe(403);
  });
});
