// An exported file, edited and uploaded again, updates its questions instead of adding them
// twice: rows keep their ids; a changed answer key of an answered question makes a new
// version; the preview says what an import would do; duplicates are found at import and in
// the bank; and a single edit follows the same rule for the answer key.
import { QUESTION_CSV_TEMPLATE } from '@prepward/shared/question-csv';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionNotes,
  questionOptions,
  questions,
  questionVersions,
  testAnswers,
  tests,
  users,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { countQuestions } from '../attempts/picking';
import { signedInAdmin, type Caller, type Envelope } from '../../test/content-fixtures';
import { bulkQuestions, HEADER } from '../../test/question-csv-fixtures';

type Preview = {
  questionsAdded: number;
  questionsUpdated: number;
  questionsRetired: number;
  questionsUnchanged: number;
  coursesCreated: number;
  subjectsCreated: number;
  notices: { where: string; message: string }[];
  duplicates: {
    line: number;
    matches: { line: number | null; questionId: string | null; similarity: number }[];
  }[];
};

describe('bulk questions: updates by id, preview and duplicates', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const { newExam, upload, imported, problemsOf } = bulkQuestions(() => ({ context, admin }));

  const exportOf = async (examId: string) => {
    const response = await admin.get(`/admin/exam/${examId}/question/export`);
    expect(response.statusCode).toBe(200);
    const records: string[][] = parse(response.body, { bom: true });
    return records;
  };
  const csvOf = (records: string[][]) => stringify(records);
  const liveQuestions = (examId: string) =>
    context.db
      .select()
      .from(questions)
      .where(and(eq(questions.examId, examId), isNull(questions.retiredAt)))
      .orderBy(asc(questions.createdAt), asc(questions.id));
  const preview = async (examId: string, csv: string) => {
    const response = await admin.upload('POST', `/admin/exam/${examId}/question/preview`, {
      field: 'csv',
      name: 'questions.csv',
      bytes: csv,
      type: 'text/csv',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Preview>>().data;
  };
  /** A student who has answered the question, so it is met. */
  const answer = async (examId: string, questionId: string, optionId: string) => {
    const [student] = await context.db
      .insert(users)
      .values({ firstName: 'A', lastName: 'B', email: `s-${questionId}@example.com` })
      .returning();
    const [test] = await context.db
      .insert(tests)
      .values({ userId: student!.id, examId, type: 'practice', questionIds: [questionId] })
      .returning();
    await context.db.insert(testAnswers).values({
      testId: test!.id,
      questionId,
      selectedOptionIds: [optionId],
      isCorrect: true,
    });
    return student!.id;
  };

  it('updates the questions of an edited export instead of adding them again', async () => {
    const examId = await newExam('Round trip updates');
    await imported(examId, QUESTION_CSV_TEMPLATE);
    const before = await liveQuestions(examId);
    const [header, ...rows] = await exportOf(examId);
    const column = (name: string) => header!.indexOf(name);
    // Reword the first question, tag the second, leave the third.
    rows[0]![column('question')] = '<p>Which of these is an opioid?</p>';
    rows[1]![column('tags')] = 'NSAIDs|Pain';
    rows[1]![column('difficulty')] = 'hard';
    const edited = csvOf([header!, ...rows]);

    expect(await preview(examId, edited)).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 2,
      questionsRetired: 0,
      questionsUnchanged: 1,
      coursesCreated: 0,
      subjectsCreated: 0,
      duplicates: [],
    });
    // The preview wrote nothing.
    expect((await liveQuestions(examId))[0]!.questionHtml).toBe(before[0]!.questionHtml);

    expect(await imported(examId, edited)).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 2,
      questionsUnchanged: 1,
    });
    const after = await liveQuestions(examId);
    expect(after.map((question) => question.id)).toEqual(before.map((question) => question.id));
    expect(after[0]!.questionHtml).toBe('<p>Which of these is an opioid?</p>');
    expect(after[1]).toMatchObject({ tags: ['NSAIDs', 'Pain'], difficulty: 'hard' });
    const versions = await context.db
      .select()
      .from(questionVersions)
      .where(eq(questionVersions.questionId, after[0]!.id))
      .orderBy(asc(questionVersions.number));
    expect(versions.map((version) => [version.number, version.action])).toEqual([
      [1, 'imported'],
      [2, 'updated_by_import'],
    ]);
    // The same file again changes nothing.
    expect(await imported(examId, edited)).toMatchObject({
      questionsUpdated: 0,
      questionsUnchanged: 3,
    });
  });

  it('replaces an answered question whose answer key the file changes, and says so first', async () => {
    const examId = await newExam('Answer key changes');
    await imported(examId, QUESTION_CSV_TEMPLATE);
    const [opioid] = await liveQuestions(examId);
    const options = await context.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, opioid!.id))
      .orderBy(asc(questionOptions.position));
    const student = await answer(examId, opioid!.id, options[1]!.id);
    await context.db
      .insert(questionNotes)
      .values({ userId: student, questionId: opioid!.id, examId, body: 'Morphine!' });

    const [header, ...rows] = await exportOf(examId);
    rows[0]![header!.indexOf('correct')] = 'c';
    // A new row, in a new subject, and a move of the fill-in question to it.
    const added = [...rows[0]!];
    added[header!.indexOf('id')] = '';
    added[header!.indexOf('subject')] = 'Antiemetics';
    added[header!.indexOf('question')] = '<p>Which drug is a 5-HT3 antagonist?</p>';
    rows[2]![header!.indexOf('subject')] = 'Antiemetics';
    rows[2]![header!.indexOf('course')] = 'Pharmacology';
    const edited = csvOf([header!, ...rows, added]);

    expect(await preview(examId, edited)).toMatchObject({
      questionsAdded: 1,
      questionsUpdated: 1,
      questionsRetired: 1,
      questionsUnchanged: 1,
      coursesCreated: 0,
      subjectsCreated: 1,
    });
    expect(await imported(examId, edited)).toMatchObject({
      questionsAdded: 1,
      questionsUpdated: 1,
      questionsRetired: 1,
      subjectsCreated: 1,
    });
    const [old] = await context.db.select().from(questions).where(eq(questions.id, opioid!.id));
    expect(old!.retiredAt).not.toBeNull();
    const [replacement] = await context.db
      .select()
      .from(questions)
      .where(and(eq(questions.lineageId, opioid!.lineageId), isNull(questions.retiredAt)));
    expect(replacement!.id).not.toBe(opioid!.id);
    expect(replacement!.answerCount).toBe(0);
    // The student's note follows the question.
    const notes = await context.db
      .select()
      .from(questionNotes)
      .where(eq(questionNotes.questionId, replacement!.id));
    expect(notes).toHaveLength(1);
    // An export made before still names the old id: it updates the new version.
    const again = csvOf([header!, ...rows, added].slice(0, 2));
    expect(await preview(examId, again)).toMatchObject({
      questionsUnchanged: 1,
      notices: [{ where: 'id', message: expect.stringContaining('earlier version') }],
    });
  });

  it('refuses two rows for one question and an id that is not one', async () => {
    const examId = await newExam('Bad ids');
    await imported(examId, QUESTION_CSV_TEMPLATE);
    const [header, first] = await exportOf(examId);
    const twice = csvOf([header!, first!, first!]);
    const { details } = await problemsOf(examId, twice);
    expect(details).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'id',
        message: 'Line 2 already updates this question: keep one row per id',
      }),
    ]);
    const notAnId = `${HEADER},id\nC,S,single_choice,Q,A,B,,,a,,42\n`;
    expect((await problemsOf(examId, notAnId)).details).toEqual([
      expect.objectContaining({ line: 2, column: 'id' }),
    ]);
    const badStatus = `${HEADER},status,difficulty\nC,S,single_choice,Q,A,B,,,a,,public,extreme\n`;
    expect((await problemsOf(examId, badStatus)).details.map((p) => p.column)).toEqual([
      'status',
      'difficulty',
    ]);
  });

  it('imports drafts, tags and categories, and drafts do not reach students', async () => {
    const examId = await newExam('Metadata import');
    await imported(
      examId,
      `${HEADER},status,tags,category,difficulty\nC,S,single_choice,Q1,A,B,,,a,,Draft,cardiac| Priority |cardiac,Management of Care,Easy\nC,S,single_choice,Q2,A,B,,,b,,in review,,,\n`,
    );
    const stored = await liveQuestions(examId);
    expect(stored.map((q) => [q.status, q.tags, q.category, q.difficulty, q.authorId])).toEqual([
      ['draft', ['cardiac', 'Priority'], 'Management of Care', 'easy', admin.id],
      ['in_review', [], null, null, admin.id],
    ]);
    const filter = { userId: admin.id, examId, subjectIds: null, mode: 'all' } as const;
    expect(await countQuestions(context.db, filter)).toBe(0);
    await context.db
      .update(questions)
      .set({ status: 'published' })
      .where(eq(questions.id, stored[0]!.id));
    expect(await countQuestions(context.db, filter)).toBe(1);
  });

  it('lists new rows that repeat the bank or the file, and can leave them out', async () => {
    const examId = await newExam('Duplicates at import');
    await imported(
      examId,
      `${HEADER}\nC,S,single_choice,"<p>Which electrolyte imbalance causes peaked T waves on an ECG?</p>",A,B,,,a,\n`,
    );
    const file = `${HEADER}
C,S,single_choice,"Which electrolyte imbalance causes peaked T waves on the ECG?",A,B,,,a,
C,S,single_choice,"<p>What is the antidote for heparin?</p>",A,B,,,a,
C,S,single_choice,"<p>What is the <b>antidote</b> for heparin?</p>",A,B,,,a,
C,S,single_choice,"<p>Which vitamin is given to reverse warfarin?</p>",A,B,,,a,
`;
    const checked = await preview(examId, file);
    expect(checked.questionsAdded).toBe(4);
    expect(checked.duplicates.map((duplicate) => duplicate.line)).toEqual([2, 4]);
    expect(checked.duplicates[0]!.matches[0]).toMatchObject({ line: null });
    expect(checked.duplicates[0]!.matches[0]!.similarity).toBeGreaterThan(0.85);
    expect(checked.duplicates[1]!.matches[0]).toMatchObject({ line: 3, similarity: 1 });

    const response = await upload(examId, file);
    expect(response.statusCode).toBe(200);
    const skipping = await admin.upload(
      'POST',
      `/admin/exam/${examId}/question?skipDuplicates=true`,
      { field: 'csv', name: 'questions.csv', bytes: file, type: 'text/csv' },
    );
    expect(skipping.json<Envelope<Preview>>().data).toMatchObject({
      questionsAdded: 0,
      questionsSkipped: 4,
    });

    const pairs = await admin.get(`/admin/exam/${examId}/question/duplicates`);
    expect(pairs.statusCode).toBe(200);
    const { pairs: found, pagination } =
      pairs.json<Envelope<{ pairs: { similarity: number }[]; pagination: { total: number } }>>()
        .data;
    // The bank now holds the ECG question twice (reworded) and the heparin one twice.
    expect(pagination.total).toBe(2);
    expect(found.map((pair) => pair.similarity)).toEqual([1, expect.any(Number)]);
    expect(found[1]!.similarity).toBeGreaterThanOrEqual(0.85);
  });

  it('makes a new version when a single edit changes the answer key of an answered question', async () => {
    const examId = await newExam('Single edit versions');
    await imported(examId, QUESTION_CSV_TEMPLATE);
    const [question] = await liveQuestions(examId);
    const options = await context.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, question!.id))
      .orderBy(asc(questionOptions.position));
    const body = (correct: number) => ({
      type: 'single_choice',
      question: '<p>Which of these drugs is an opioid analgesic?</p>',
      options: options.map((option, index) => ({
        id: option.id,
        value: option.value,
        answer: index === correct,
      })),
    });
    // Unanswered: edited in place even though the key changes.
    const inPlace = await admin.patch(`/admin/question/${question!.id}`, body(2));
    expect(inPlace.json<Envelope<{ question: { id: string } }>>().data.question.id).toBe(
      question!.id,
    );
    await answer(examId, question!.id, options[2]!.id);
    // Rewording only: in place.
    const reworded = await admin.patch(`/admin/question/${question!.id}`, {
      ...body(2),
      question: '<p>Which one is an opioid analgesic?</p>',
    });
    expect(reworded.json<Envelope<{ question: { id: string } }>>().data.question.id).toBe(
      question!.id,
    );
    // The key changes after an answer: a new version of the same lineage.
    const changed = await admin.patch(`/admin/question/${question!.id}`, body(1));
    const { question: next } =
      changed.json<Envelope<{ question: { id: string; lineageId: string } }>>().data;
    expect(next.id).not.toBe(question!.id);
    expect(next.lineageId).toBe(question!.lineageId);
    const versions = await context.db
      .select({ number: questionVersions.number, action: questionVersions.action })
      .from(questionVersions)
      .where(eq(questionVersions.lineageId, question!.lineageId))
      .orderBy(asc(questionVersions.number));
    expect(versions).toEqual([
      { number: 1, action: 'imported' },
      { number: 2, action: 'edited' },
      { number: 3, action: 'edited' },
      { number: 4, action: 'new_version' },
    ]);
  });
});
