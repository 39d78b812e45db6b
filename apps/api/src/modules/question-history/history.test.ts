// A question's history: the versions its lineage keeps after creating, editing, changing the
// answer key of an answered question and retiring it, newest first, a page at a time, each
// with who made it and what changed; who may read it; and the refusals of bad requests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, questions } from '../../db/schema';
import {
  createExamTree,
  signedInAdmin,
  singleChoice,
  studentCaller,
  type Envelope,
} from '../../test/content-fixtures';
import {
  openQuestionEditor,
  questionCalls,
  type Question,
  type QuestionEditor,
} from '../../test/question-fixtures';
import { historyOf, placeInTest } from '../../test/question-history-fixtures';
import type { TestContext } from '../../test/test-app';
import { recordQuestionVersions } from '../content/question-versions';

describe('question history', () => {
  let context: TestContext;
  let admin: QuestionEditor['admin'];
  let tree: QuestionEditor['tree'];

  beforeAll(async () => {
    ({ context, admin, tree } = await openQuestionEditor());
  });
  afterAll(() => context.close());

  const { created } = questionCalls(() => ({ admin, tree }));
  const edit = async (questionId: string, body: object) => {
    const response = await admin.patch(`/admin/question/${questionId}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };

  it('starts with the version a question was created as, by whom and when', async () => {
    const question = await created({ ...singleChoice('Created?'), tags: ['pain'] });
    const history = await historyOf(admin, question.id);
    expect(history.question).toMatchObject({
      id: question.id,
      liveQuestionId: question.id,
      examId: tree.examId,
      examName: 'Questions exam',
      courseName: 'Pharmacology',
      subjectName: 'Analgesics',
      preview: 'Created?',
      latestNumber: 1,
    });
    expect(history.pagination).toEqual({ total: 1, perPage: 10, currentPage: 1 });
    expect(history.versions).toEqual([
      {
        id: expect.any(String) as string,
        number: 1,
        action: 'created',
        label: 'Created',
        author: { kind: 'administrator', name: 'Test admin', formerName: null },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        comment: null,
        questionId: question.id,
        current: true,
        snapshot: {
          type: 'single_choice',
          question: '<p>Created?</p>',
          explanation: '<p>Morphine is an opioid.</p>',
          answer: null,
          acceptedAnswers: [],
          options: singleChoice().options.map((option) => ({ ...option, part: 0 })),
          scoring: 'all_or_nothing',
          layout: {},
          courseId: tree.courseId,
          courseName: 'Pharmacology',
          subjectId: tree.subjectId,
          subjectName: 'Analgesics',
          status: 'published',
          tags: ['pain'],
          category: null,
          difficulty: null,
        },
        changes: [],
      },
    ]);
  });

  it('adds a version per edit, newest first, with what changed against the one before', async () => {
    const question = await created(singleChoice('Which drug is an opioid?'));
    const [paracetamol, morphine, ibuprofen] = question.options;
    await edit(question.id, {
      ...singleChoice('Which drug is a strong opioid?'),
      options: [
        { id: paracetamol!.id, value: 'Paracetamol', answer: false },
        { id: morphine!.id, value: 'Morphine sulfate', answer: true },
        { id: ibuprofen!.id, value: 'Ibuprofen', answer: false },
      ],
      difficulty: 'hard',
    });
    const history = await historyOf(admin, question.id);
    expect(history.versions.map((version) => [version.number, version.action])).toEqual([
      [2, 'edited'],
      [1, 'created'],
    ]);
    const [latest, first] = history.versions;
    expect(latest!.current).toBe(true);
    expect(first!.current).toBe(false);
    expect(latest!.changes).toEqual([
      {
        kind: 'text',
        field: 'question',
        label: 'Question',
        before: 'Which drug is an opioid?',
        after: 'Which drug is a strong opioid?',
        diff: [
          { kind: 'same', text: 'Which drug is' },
          { kind: 'removed', text: ' an' },
          { kind: 'added', text: ' a strong' },
          { kind: 'same', text: ' opioid?' },
        ],
        formattingOnly: false,
      },
      expect.objectContaining({
        kind: 'option',
        label: 'Option b',
        change: 'reworded',
        before: 'Morphine',
        after: 'Morphine sulfate',
        correctBefore: true,
        correctAfter: true,
      }),
      {
        kind: 'option',
        field: 'option',
        label: 'Option d',
        change: 'removed',
        letterBefore: 'd',
        letterAfter: null,
        before: 'Aspirin',
        after: null,
        diff: null,
        correctBefore: false,
        correctAfter: null,
      },
      { kind: 'value', field: 'difficulty', label: 'Difficulty', before: null, after: 'Hard' },
    ]);
  });

  it('keeps one history across a new version made by an answer-key change, and the retirement', async () => {
    const question = await created(singleChoice('Answered, then rekeyed?'));
    await placeInTest(context, tree.examId, question.id);
    const rekeyed = await edit(question.id, {
      ...singleChoice('Answered, then rekeyed?'),
      options: question.options.map((option) => ({
        id: option.id,
        value: option.value,
        answer: option.value === 'Ibuprofen',
      })),
    });
    expect(rekeyed.id).not.toBe(question.id);

    // The old id and the new one read the same lineage.
    const fromOld = await historyOf(admin, question.id);
    const fromNew = await historyOf(admin, rekeyed.id);
    expect(fromOld.versions).toEqual(fromNew.versions);
    expect(fromOld.question.liveQuestionId).toBe(rekeyed.id);
    const [latest, first] = fromNew.versions;
    expect(latest).toMatchObject({
      number: 2,
      action: 'new_version',
      label: 'New version: the answer key changed after students answered',
      questionId: rekeyed.id,
      current: true,
    });
    expect(first).toMatchObject({ number: 1, questionId: question.id, current: false });
    expect(latest!.changes).toEqual([
      {
        kind: 'list',
        field: 'correctAnswers',
        label: 'Correct answers',
        before: ['b. Morphine'],
        after: ['c. Ibuprofen'],
        added: ['c. Ibuprofen'],
        removed: ['b. Morphine'],
      },
    ]);

    await placeInTest(context, tree.examId, rekeyed.id);
    expect((await admin.delete(`/admin/question/${rekeyed.id}`)).statusCode).toBe(200);
    const retired = await historyOf(admin, question.id);
    expect(retired.question.liveQuestionId).toBeNull();
    expect(retired.versions[0]).toMatchObject({
      number: 3,
      action: 'retired',
      label: 'Retired: deleted after students answered',
      current: false,
      changes: [],
    });
  });

  it('pages on the server, comparing a page’s oldest version with the one on the next page', async () => {
    const question = await created(singleChoice('Version 1'));
    for (const number of [2, 3, 4]) {
      await edit(question.id, singleChoice(`Version ${number}`));
    }
    const page = await historyOf(admin, question.id, { page: '2', perPage: '2' });
    expect(page.pagination).toEqual({ total: 4, perPage: 2, currentPage: 2 });
    expect(page.question.latestNumber).toBe(4);
    expect(page.versions.map((version) => version.number)).toEqual([2, 1]);
    expect(page.versions[0]!.changes).toEqual([
      expect.objectContaining({
        field: 'question',
        diff: [
          { kind: 'same', text: 'Version' },
          { kind: 'removed', text: ' 1' },
          { kind: 'added', text: ' 2' },
        ],
      }),
    ]);
    expect((await historyOf(admin, question.id, { page: '3', perPage: '2' })).versions).toEqual([]);
  });

  it('names a removed administrator as such, and the demo catalogue as PrepWard', async () => {
    const author = await signedInAdmin(context, ['admin']);
    await context.db.update(admins).set({ name: 'Ama Mensah' }).where(eq(admins.id, author.id));
    const [question] = await context.db
      .insert(questions)
      .values({
        examId: tree.examId,
        courseId: tree.courseId,
        subjectId: tree.subjectId,
        type: 'fill_in_the_blanks',
        questionHtml: '<p>Normal adult heart rate: ___ bpm</p>',
        answerText: '60-100',
      })
      .returning();
    const where = eq(questions.id, question!.id);
    await recordQuestionVersions(context.db, { where, action: 'created', adminId: null });
    await recordQuestionVersions(context.db, { where, action: 'edited', adminId: author.id });
    await context.db.delete(admins).where(eq(admins.id, author.id));

    const history = await historyOf(admin, question!.id);
    expect(history.versions.map((version) => version.author)).toEqual([
      { kind: 'removed', name: 'Removed administrator', formerName: 'Ama Mensah' },
      { kind: 'prepward', name: 'PrepWard', formerName: null },
    ]);
  });

  describe('who may read it', () => {
    it('lets viewers and examiners read, within their exams only', async () => {
      const question = await created(singleChoice('Who reads?'));
      for (const role of ['viewer', 'examiner'] as const) {
        const reader = await signedInAdmin(context, [role]);
        expect((await reader.get(`/admin/question/${question.id}/history`)).statusCode).toBe(200);
      }
      const own = await signedInAdmin(context, ['admin'], [tree.examId]);
      expect((await own.get(`/admin/question/${question.id}/history`)).statusCode).toBe(200);

      const other = await createExamTree(admin, 'Another exam');
      const limited = await signedInAdmin(context, ['admin'], [other.examId]);
      const hidden = await limited.get(`/admin/question/${question.id}/history`);
      const missing = await limited.get(`/admin/question/${randomUUID()}/history`);
      expect(hidden.statusCode).toBe(404);
      // The same answer as for a question that does not exist.
      expect(hidden.json()).toEqual(missing.json());
    });

    it('refuses roles without content:read, students and nobody', async () => {
      const question = await created(singleChoice('Who is refused?'));
      const url = `/admin/question/${question.id}/history`;
      for (const role of ['sales', 'hr'] as const) {
        expect((await (await signedInAdmin(context, [role])).get(url)).statusCode).toBe(403);
      }
      expect((await (await studentCaller(context)).get(url)).statusCode).toBe(401);
      const anonymous = await context.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('answers 400 for a malformed id or page, and 404 for an unknown question', async () => {
    const question = await created(singleChoice('Bad requests?'));
    const malformed = await admin.get('/admin/question/not-an-id/history');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid id' });
    const queries: Record<string, string>[] = [{ page: '0' }, { perPage: '101' }, { page: 'two' }];
    for (const query of queries) {
      const response = await admin.get(`/admin/question/${question.id}/history`, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const unknown = await admin.get(`/admin/question/${randomUUID()}/history`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Question not found' });
  });
});
