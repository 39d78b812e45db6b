// Study notes: highlights and a note per question, kept per student across tests; who may
// write them (an active subscription), who may see them (their student only), and the list of
// a student's notes on an exam.
import { STUDY_NOTES_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { randomUUID } from 'node:crypto';
import type { TExamNotesReply, TTestStudyNotes } from '@prepward/shared/schemas/study-notes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionHighlights, questionNotes, users } from '../../db/schema';
import {
  createStudent,
  dataOf,
  expireAccess,
  grantAccess,
  seedExam,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Started = { testId: string };
type Detail = { questions: { id: string }[] };
type Failure = { message: string; details?: { path: string; message: string }[] };

let address = 0;

describe('study notes', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  /** A student's calls, each from a fresh address (the per-address limit stays out of it). */
  function as(token: string) {
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      context.app.inject({
        method,
        url: `/api/v1${url}`,
        remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload }),
      });
    return {
      start: (body: object) => send('POST', `/user/test/${exam.id}`, body),
      detail: (testId: string) => send('GET', `/user/test/${exam.id}/${testId}`),
      study: (testId: string) => send('GET', `/user/test/${exam.id}/${testId}/notes`),
      note: (questionId: string, note: unknown, examId = exam.id) =>
        send('PUT', `/user/exam/${examId}/${questionId}/note`, { note }),
      deleteNote: (questionId: string) =>
        send('DELETE', `/user/exam/${exam.id}/${questionId}/note`),
      highlight: (questionId: string, highlights: unknown) =>
        send('PUT', `/user/exam/${exam.id}/${questionId}/highlights`, { highlights }),
      list: (query = '', examId = exam.id) => send('GET', `/user/exam/${examId}/notes${query}`),
    };
  }

  /** A student with access and a started practice test of the shared exam. */
  async function subscriber(questions = 5) {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    const api = as(student.token);
    const { testId } = dataOf<Started>(await api.start({ type: 'practice', questions }));
    const detail = dataOf<Detail>(await api.detail(testId));
    return { ...student, api, testId, questionIds: detail.questions.map((q) => q.id) };
  }

  const failure = (response: LightMyRequestResponse) => response.json<Failure>();

  it('keeps a note and highlights per question, merged, and gives them with the test', async () => {
    const { api, testId, questionIds } = await subscriber();
    const [first, second] = questionIds as [string, string];

    const saved = await api.note(first, '  Naloxone first, then oxygen.  ');
    expect(dataOf<{ note: { text: string } }>(saved)).toMatchObject({
      message: TEXT.noteSaved,
      note: { text: 'Naloxone first, then oxygen.' },
    });
    // Overlapping and touching ranges become one; the rest are sorted.
    const highlighted = dataOf<{ highlights: unknown }>(
      await api.highlight(second, [
        { start: 30, end: 40 },
        { start: 2, end: 6 },
        { start: 4, end: 9 },
        { start: 9, end: 12 },
      ]),
    );
    expect(highlighted.highlights).toEqual([
      { start: 2, end: 12 },
      { start: 30, end: 40 },
    ]);

    const study = dataOf<TTestStudyNotes>(await api.study(testId));
    expect(study.editable).toBe(true);
    expect(study.questions).toEqual([
      {
        questionId: first,
        note: { text: 'Naloxone first, then oxygen.', updatedAt: expect.any(String) },
        highlights: [],
      },
      {
        questionId: second,
        note: null,
        highlights: [
          { start: 2, end: 12 },
          { start: 30, end: 40 },
        ],
      },
    ]);

    // Writing again replaces; an empty note and an empty list remove them.
    dataOf(await api.note(first, 'Changed'));
    expect(dataOf<{ note: null }>(await api.note(first, '   '))).toEqual({
      message: TEXT.noteDeleted,
      note: null,
    });
    expect(dataOf(await api.highlight(second, []))).toMatchObject({ highlights: [] });
    expect(dataOf<TTestStudyNotes>(await api.study(testId)).questions).toEqual([]);
  });

  it('follows the question into the student’s later tests', async () => {
    const { id, api, questionIds } = await subscriber(30);
    const question = questionIds[0]!;
    dataOf(await api.note(question, 'Seen before'));
    dataOf(await api.highlight(question, [{ start: 0, end: 3 }]));
    const { testId } = dataOf<Started>(await api.start({ type: 'practice', questions: 30 }));
    const study = dataOf<TTestStudyNotes>(await api.study(testId));
    expect(study.questions).toEqual([
      {
        questionId: question,
        note: expect.objectContaining({ text: 'Seen before' }),
        highlights: [{ start: 0, end: 3 }],
      },
    ]);
    // The rows are the student's: deleting the account deletes them (cascade).
    await context.db.delete(users).where(eq(users.id, id));
    const notesLeft = await context.db
      .select()
      .from(questionNotes)
      .where(eq(questionNotes.userId, id));
    const highlightsLeft = await context.db
      .select()
      .from(questionHighlights)
      .where(eq(questionHighlights.userId, id));
    expect([...notesLeft, ...highlightsLeft]).toEqual([]);
  });

  describe('validation', () => {
    const badRanges: [string, unknown][] = [
      ['start after end', [{ start: 5, end: 5 }]],
      ['negative', [{ start: -1, end: 5 }]],
      ['past the longest stem', [{ start: 0, end: 50_001 }]],
      ['fractions', [{ start: 0.5, end: 5 }]],
      ['text', [{ start: '0', end: 5 }]],
      ['missing end', [{ start: 0 }]],
      ['not a list', { start: 0, end: 5 }],
      ['too many', Array.from({ length: 51 }, (_, i) => ({ start: i * 2, end: i * 2 + 1 }))],
    ];
    it.each(badRanges)('refuses highlights: %s', async (_case, highlights) => {
      const { api, questionIds } = await subscriber(1);
      const response = await api.highlight(questionIds[0]!, highlights);
      expect(response.statusCode, response.body).toBe(400);
      expect(failure(response).details?.[0]?.path).toMatch(/^highlights/);
    });

    it('refuses a note over 5,000 characters or that is not text, and bad ids', async () => {
      const { api, questionIds } = await subscriber(1);
      const long = await api.note(questionIds[0]!, 'x'.repeat(5001));
      expect(long.statusCode).toBe(400);
      expect(failure(long).details?.[0]).toMatchObject({
        path: 'note',
        message: 'A note may have at most 5000 characters',
      });
      expect(dataOf(await api.note(questionIds[0]!, 'x'.repeat(5000)))).toBeTruthy();
      expect((await api.note(questionIds[0]!, 42)).statusCode).toBe(400);
      expect((await api.note('not-an-id', 'text')).statusCode).toBe(400);
      expect((await api.list('?perPage=101')).statusCode).toBe(400);
    });
  });

  describe('who may see and write', () => {
    it('answers 404 for another student’s test and for questions the student may not see', async () => {
      const owner = await subscriber(1);
      const stranger = as((await createStudent(context)).token);
      expect((await stranger.study(owner.testId)).statusCode).toBe(404);
      const question = owner.questionIds[0]!;
      for (const response of [
        await stranger.note(question, 'Mine now'),
        await stranger.deleteNote(question),
        await stranger.highlight(question, [{ start: 0, end: 2 }]),
        await stranger.highlight(question, []),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(failure(response).message).toBe('Question not found');
      }
      // A question of another exam, or none at all, is the same 404 for a subscriber.
      const otherExam = await seedExam(context.db);
      const foreign = otherExam.questions[0]!.id;
      expect((await owner.api.note(foreign, 'x')).statusCode).toBe(404);
      expect((await owner.api.note(randomUUID(), 'x')).statusCode).toBe(404);
      expect((await owner.api.note(question, 'x', otherExam.id)).statusCode).toBe(404);
      // The owner's note was never touched.
      const rows = await context.db
        .select()
        .from(questionNotes)
        .where(and(eq(questionNotes.questionId, question), eq(questionNotes.userId, owner.id)));
      expect(rows).toEqual([]);
    });

    it('needs an active subscription to write; reading and deleting stay open', async () => {
      const student = await subscriber(2);
      const [first, second] = student.questionIds as [string, string];
      dataOf(await student.api.note(first, 'Before it ended'));
      dataOf(await student.api.highlight(first, [{ start: 1, end: 4 }]));
      await expireAccess(context.db, student.id, exam.id);

      for (const response of [
        await student.api.note(second, 'After'),
        await student.api.note(first, 'Changed after'),
        await student.api.highlight(first, [{ start: 0, end: 8 }]),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(failure(response).message).toBe(TEXT.needsAccess);
      }
      const study = dataOf<TTestStudyNotes>(await student.api.study(student.testId));
      expect(study.editable).toBe(false);
      expect(study.questions[0]?.note?.text).toBe('Before it ended');
      const list = dataOf<TExamNotesReply>(await student.api.list());
      expect(list).toMatchObject({ editable: false, pagination: { total: 1 } });

      expect(dataOf(await student.api.highlight(first, []))).toMatchObject({ highlights: [] });
      expect(dataOf(await student.api.deleteNote(first))).toEqual({
        message: TEXT.noteDeleted,
        note: null,
      });
      // Deleting again is fine.
      expect((await student.api.deleteNote(first)).statusCode).toBe(200);
    });

    it('refuses notes on a free trial’s questions (403), which are not a subscription', async () => {
      const student = await createStudent(context);
      const api = as(student.token);
      const { testId } = dataOf<Started>(await api.start({ type: 'free-trial' }));
      const question = dataOf<Detail>(await api.detail(testId)).questions[0]!.id;
      const response = await api.note(question, 'Trial note');
      expect(response.statusCode).toBe(403);
      expect(dataOf<TTestStudyNotes>(await api.study(testId))).toMatchObject({
        editable: false,
        questions: [],
      });
    });
  });

  describe('the list of an exam’s notes', () => {
    it('pages newest first, searches the notes, and shows each question as plain text', async () => {
      const student = await subscriber(5);
      const [a, b, c] = student.questionIds as [string, string, string];
      dataOf(await student.api.note(a, 'Alpha note about insulin'));
      dataOf(await student.api.note(b, 'Beta note'));
      dataOf(await student.api.note(c, 'Gamma note about 100%_insulin'));
      // Times the test sets: b newest, then c, then a.
      const at = (questionId: string, iso: string) =>
        context.db
          .update(questionNotes)
          .set({ updatedAt: new Date(iso) })
          .where(
            and(eq(questionNotes.userId, student.id), eq(questionNotes.questionId, questionId)),
          );
      await at(a, '2026-01-01T10:00:00Z');
      await at(b, '2026-01-03T10:00:00Z');
      await at(c, '2026-01-02T10:00:00Z');
      // Another student's note on the same exam is not in this list.
      const other = await subscriber(1);
      dataOf(await other.api.note(other.questionIds[0]!, 'Someone else'));

      const first = dataOf<TExamNotesReply>(await student.api.list('?perPage=2'));
      expect(first.exam).toEqual({ id: exam.id, name: exam.name });
      expect(first.pagination).toEqual({ total: 3, perPage: 2, currentPage: 1 });
      expect(first.notes.map((note) => note.note)).toEqual([
        'Beta note',
        'Gamma note about 100%_insulin',
      ]);
      const note = first.notes[0]!;
      expect(note.questionExcerpt).not.toMatch(/[<>]/);
      expect(note.questionExcerpt.length).toBeGreaterThan(0);
      expect(note).toMatchObject({ questionId: b, updatedAt: '2026-01-03T10:00:00.000Z' });
      expect(note.courseName).toMatch(/Alpha|Beta/);
      expect(note.subjectName).toMatch(/A1|A2|B1|B2/);

      const second = dataOf<TExamNotesReply>(await student.api.list('?perPage=2&page=2'));
      expect(second.notes.map((n) => n.questionId)).toEqual([a]);

      const found = dataOf<TExamNotesReply>(await student.api.list('?search=INSULIN'));
      expect(found.notes.map((n) => n.questionId)).toEqual([c, a]);
      // LIKE's wildcards are searched as text.
      const literal = dataOf<TExamNotesReply>(await student.api.list('?search=%25_'));
      expect(literal.notes.map((n) => n.questionId)).toEqual([c]);
    });

    it('is empty for an exam without notes, and 404 for an exam that does not exist', async () => {
      const student = await createStudent(context);
      const api = as(student.token);
      expect(dataOf<TExamNotesReply>(await api.list())).toMatchObject({
        editable: false,
        notes: [],
        pagination: { total: 0 },
      });
      const missing = await api.list('', randomUUID());
      expect(missing.statusCode).toBe(404);
      expect(failure(missing).message).toBe(TEXT.examNotFound);
    });
  });
});
