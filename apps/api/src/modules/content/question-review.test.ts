// The review workflow through the API: a draft is submitted, approved or sent back with a
// comment its author then reads; decisions the status does not allow are 409s; each decision
// keeps a version and an audit entry and bumps updated_at; the review queue; the metadata
// filters of both question lists and the facets they offer.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions, questionVersions, tests } from '../../db/schema';
import {
  apiFor,
  createStudent,
  dataOf as studentData,
  grantAccess,
} from '../../test/attempt-fixtures';
import {
  createExamTree,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Question = {
  id: string;
  examId: string;
  status: string;
  tags: string[];
  category: string | null;
  difficulty: string | null;
  authorId: string | null;
  authorName: string | null;
  reviewComment: string | null;
  updatedAt: string;
};
type List = { questions: Question[]; pagination: { total: number } };

const dataOf = <T>(response: { json: <U>() => U }) => response.json<Envelope<T>>().data;

describe('question review', () => {
  let context: TestContext;
  let admin: Caller & { id: string };
  let examiner: Caller & { id: string };
  let tree: Awaited<ReturnType<typeof createExamTree>>;

  beforeAll(async () => {
    context = await createTestApp({ environment: { RATE_LIMIT_ACCOUNT: '100000/1m' } });
    admin = await signedInAdmin(context, ['admin']);
    examiner = await signedInAdmin(context, ['examiner']);
    tree = await createExamTree(admin, 'Review exam');
  });
  afterAll(() => context.close());

  const add = async (body: object = {}, subjectId = tree.subjectId, by: Caller = admin) => {
    const response = await by.post(`/admin/exam/subject/${subjectId}/question`, {
      ...singleChoice(`Question ${Math.random()}`),
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<{ question: Question }>(response).question;
  };
  const versionsOf = async (questionId: string) =>
    context.db
      .select({ action: questionVersions.action, comment: questionVersions.comment })
      .from(questionVersions)
      .where(eq(questionVersions.questionId, questionId))
      .orderBy(asc(questionVersions.number));
  const auditOf = async (questionId: string) =>
    (
      await context.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, questionId))
        .orderBy(asc(auditLog.createdAt))
    ).map((row) => row.action);

  describe('decisions', () => {
    it('takes a draft through review to published, keeping a version and an audit entry of each step', async () => {
      const draft = await add({ status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', authorId: admin.id, reviewComment: null });

      const submitted = await admin.post(`/admin/question/${draft.id}/submit`);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(dataOf<{ question: Question }>(submitted)).toMatchObject({
        message: 'Question submitted for review',
        question: { id: draft.id, status: 'in_review' },
      });
      const inReview = dataOf<{ question: Question }>(submitted).question;
      expect(Date.parse(inReview.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));

      const approved = await examiner.post(`/admin/question/${draft.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(dataOf<{ question: Question }>(approved)).toMatchObject({
        message: 'Question approved and published',
        question: { status: 'published' },
      });

      expect((await versionsOf(draft.id)).map((version) => version.action)).toEqual([
        'created',
        'submitted_for_review',
        'approved',
      ]);
      expect(await auditOf(draft.id)).toEqual(['created', 'submitted_for_review', 'approved']);
    });

    it('sends a question back with a comment its author reads on the draft, until it is submitted again', async () => {
      const draft = await add({ status: 'draft' });
      await admin.post(`/admin/question/${draft.id}/submit`);

      const withoutComment = await examiner.post(`/admin/question/${draft.id}/send-back`, {
        comment: '   ',
      });
      expect(withoutComment.statusCode).toBe(400);
      expect(withoutComment.json()).toMatchObject({ message: 'Say what the author should change' });
      const tooLong = await examiner.post(`/admin/question/${draft.id}/send-back`, {
        comment: 'x'.repeat(2001),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        message: 'The comment may have at most 2000 characters',
      });

      const sentBack = await examiner.post(`/admin/question/${draft.id}/send-back`, {
        comment: ' Option C is also correct. ',
      });
      expect(sentBack.statusCode, sentBack.body).toBe(200);
      expect(dataOf<{ question: Question }>(sentBack).question).toMatchObject({
        status: 'draft',
        reviewComment: 'Option C is also correct.',
      });
      // The author edits the draft: the comment stays while it is one.
      const edited = await admin.patch(`/admin/question/${draft.id}`, {
        ...singleChoice('Reworded'),
        status: 'draft',
      });
      expect(dataOf<{ question: Question }>(edited).question.reviewComment).toBe(
        'Option C is also correct.',
      );
      const read = await admin.get(`/admin/question/${draft.id}`);
      expect(dataOf<{ question: Question }>(read).question.reviewComment).toBe(
        'Option C is also correct.',
      );

      const again = await admin.post(`/admin/question/${draft.id}/submit`);
      expect(dataOf<{ question: Question }>(again).question.reviewComment).toBeNull();
      expect(await versionsOf(draft.id)).toEqual([
        { action: 'created', comment: null },
        { action: 'submitted_for_review', comment: null },
        { action: 'sent_back', comment: 'Option C is also correct.' },
        { action: 'edited', comment: null },
        { action: 'submitted_for_review', comment: null },
      ]);

      // Made a draft again by hand after being submitted: the old comment does not come back.
      await examiner.post(`/admin/question/${draft.id}/approve`);
      const redrafted = await admin.patch(`/admin/question/${draft.id}`, {
        ...singleChoice('Reworded'),
        status: 'draft',
      });
      expect(dataOf<{ question: Question }>(redrafted).question.reviewComment).toBeNull();
    });

    it('answers 409 with a clear message for a decision the status does not allow', async () => {
      const published = await add();
      const draft = await add({ status: 'draft' });
      const cases: [Caller, string, string, object | undefined][] = [
        [
          admin,
          `/admin/question/${published.id}/submit`,
          'This question is published: only a draft can be submitted for review',
          undefined,
        ],
        [
          examiner,
          `/admin/question/${draft.id}/approve`,
          'This question is a draft: only a question in review can be approved',
          undefined,
        ],
        [
          examiner,
          `/admin/question/${published.id}/send-back`,
          'This question is published: only a question in review can be sent back',
          { comment: 'Why?' },
        ],
      ];
      for (const [who, url, message, body] of cases) {
        const response = await who.post(url, body);
        expect(response.statusCode, url).toBe(409);
        expect(response.json()).toMatchObject({ message });
      }
      await admin.post(`/admin/question/${draft.id}/submit`);
      const twice = await admin.post(`/admin/question/${draft.id}/submit`);
      expect(twice.json()).toMatchObject({
        message: 'This question is in review: only a draft can be submitted for review',
      });
      // Nothing was written by the refusals.
      const [stored] = await context.db
        .select({ status: questions.status })
        .from(questions)
        .where(eq(questions.id, published.id));
      expect(stored?.status).toBe('published');
      expect(await versionsOf(published.id)).toHaveLength(1);
    });

    it('keeps each decision within the exams of the administrator (404 as for a missing question)', async () => {
      const other = await createExamTree(admin, 'Another review exam');
      const draft = await add({ status: 'draft' }, other.subjectId);
      const limited = await signedInAdmin(context, ['admin'], [tree.examId]);
      const response = await limited.post(`/admin/question/${draft.id}/submit`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Question not found' });
      const missing = await limited.post(
        '/admin/question/00000000-0000-4000-8000-000000000000/submit',
      );
      expect(missing.json()).toEqual(response.json());
    });

    it('refuses an examiner the submit (questions:write) but not the decisions', async () => {
      const draft = await add({ status: 'draft' });
      expect((await examiner.post(`/admin/question/${draft.id}/submit`)).statusCode).toBe(403);
    });
  });

  it('keeps drafts and questions in review out of students’ new tests until approved', async () => {
    const studentExam = await createExamTree(admin, 'Students exam');
    const published = await add({}, studentExam.subjectId);
    const draft = await add({ status: 'draft' }, studentExam.subjectId);
    const inReview = await add({ status: 'in_review' }, studentExam.subjectId);
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, studentExam.examId);
    const api = apiFor(context, student.token);
    const picked = async () => {
      const { testId } = studentData<{ testId: string }>(
        await api.start(studentExam.examId, { type: 'practice', questions: 10 }),
      );
      const [test] = await context.db.select().from(tests).where(eq(tests.id, testId));
      return [...test!.questionIds].sort();
    };

    expect(await picked()).toEqual([published.id]);
    await examiner.post(`/admin/question/${inReview.id}/approve`);
    expect(await picked()).toEqual([published.id, inReview.id].sort());
    expect(await picked()).not.toContain(draft.id);
  });

  describe('review queue', () => {
    it('lists the questions in review of the reviewer’s exams, the longest waiting first', async () => {
      const queueExam = await createExamTree(admin, 'Queue exam');
      const first = await add({ status: 'draft' }, queueExam.subjectId);
      const second = await add({ status: 'draft' }, queueExam.subjectId);
      await add({ status: 'draft' }, queueExam.subjectId);
      await add({}, queueExam.subjectId);
      await admin.post(`/admin/question/${second.id}/submit`);
      await admin.post(`/admin/question/${first.id}/submit`);

      const limited = await signedInAdmin(context, ['examiner'], [queueExam.examId]);
      const queue = await limited.get('/admin/question/review', { perPage: '100' });
      expect(queue.statusCode, queue.body).toBe(200);
      const { questions: listed, pagination } = dataOf<List>(queue);
      expect(listed.map((question) => question.id)).toEqual([second.id, first.id]);
      expect(pagination.total).toBe(2);

      const paged = await examiner.get('/admin/question/review', {
        examId: queueExam.examId,
        perPage: '1',
        page: '2',
      });
      expect(dataOf<List>(paged).questions.map((question) => question.id)).toEqual([first.id]);
      const viewer = await signedInAdmin(context, ['viewer']);
      expect((await viewer.get('/admin/question/review')).statusCode).toBe(403);
    });
  });

  describe('filters and facets', () => {
    let filterTree: Awaited<ReturnType<typeof createExamTree>>;
    let author: Caller & { id: string };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      filterTree = await createExamTree(admin, 'Filter exam');
      author = await signedInAdmin(context, ['admin']);
      ids.cardiac = (
        await add(
          {
            ...singleChoice('Which rhythm is shockable?'),
            tags: ['Cardiac', 'ECG'],
            category: 'Physiological Adaptation',
            difficulty: 'hard',
          },
          filterTree.subjectId,
        )
      ).id;
      ids.safety = (
        await add(
          {
            ...singleChoice('Which isolation for TB?'),
            tags: ['Infection'],
            category: 'Safety and Infection Control',
            difficulty: 'easy',
            status: 'draft',
          },
          filterTree.subjectId,
          author,
        )
      ).id;
      ids.blank = (
        await add(
          {
            type: 'fill_in_the_blanks',
            question: '<p>Normal heart rate is 60 to ___ bpm.</p>',
            answer: '100',
            options: [],
            tags: ['Cardiac'],
            status: 'in_review',
          },
          filterTree.subjectId,
        )
      ).id;
    });

    const listed = async (query: Record<string, string>) => {
      const response = await admin.get('/admin/question', {
        examId: filterTree.examId,
        perPage: '100',
        ...query,
      });
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<List>(response)
        .questions.map((question) => question.id)
        .sort();
    };

    it.each([
      ['status', { status: 'draft' }, ['safety']],
      ['status', { status: 'in_review' }, ['blank']],
      ['tag', { tag: 'Cardiac' }, ['blank', 'cardiac']],
      ['tag, spaces collapsed', { tag: '  ECG ' }, ['cardiac']],
      ['category, ignoring case', { category: 'safety and infection control' }, ['safety']],
      ['difficulty', { difficulty: 'hard' }, ['cardiac']],
      ['type', { type: 'fill_in_the_blanks' }, ['blank']],
      ['search', { search: 'isolation' }, ['safety']],
      ['tag and status together', { tag: 'Cardiac', status: 'published' }, ['cardiac']],
    ])('filters by %s', async (_label, query, expected) => {
      expect(await listed(query)).toEqual(expected.map((name) => ids[name]).sort());
    });

    it('filters by author', async () => {
      expect(await listed({ authorId: author.id })).toEqual([ids.safety]);
    });

    it('filters a subject’s questions the same way', async () => {
      const response = await admin.get(`/admin/exam/subject/${filterTree.subjectId}/question`, {
        tag: 'Cardiac',
        difficulty: 'hard',
      });
      expect(dataOf<List>(response).questions.map((question) => question.id)).toEqual([
        ids.cardiac,
      ]);
    });

    it.each([
      [{ status: 'archived' }, 'Status must be one of: draft, in_review, published'],
      [{ difficulty: 'brutal' }, 'Difficulty must be one of: easy, medium, hard'],
      [{ authorId: 'me' }, 'Invalid id'],
      [{ tag: 'x'.repeat(51) }, 'A tag may have at most 50 characters'],
    ])('refuses an unknown filter value (%o) with 400', async (query, message) => {
      const response = await admin.get('/admin/question', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it('offers the tags and categories in use, most used first, and the authors', async () => {
      const response = await examiner.get('/admin/question/facets', {
        examId: filterTree.examId,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(dataOf<{ tags: unknown; categories: unknown; authors: unknown }>(response)).toEqual({
        message: 'Question facets',
        tags: [
          { name: 'Cardiac', count: 2 },
          { name: 'ECG', count: 1 },
          { name: 'Infection', count: 1 },
        ],
        categories: [
          { name: 'Physiological Adaptation', count: 1 },
          { name: 'Safety and Infection Control', count: 1 },
        ],
        authors: expect.arrayContaining([
          { id: admin.id, name: 'Test admin' },
          { id: author.id, name: 'Test admin' },
        ]) as unknown,
      });
    });
  });

  it('records no audit entry for a refused decision', async () => {
    const published = await add();
    await admin.post(`/admin/question/${published.id}/submit`);
    const entries = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, published.id), eq(auditLog.action, 'submitted_for_review')));
    expect(entries).toEqual([]);
  });
});
