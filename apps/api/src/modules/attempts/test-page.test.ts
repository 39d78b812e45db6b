// The exam page's two reads: the questions (kept by the browser, revalidated by ETag) and the
// student's state (read on every load). Together they say exactly what the one-reply read
// says, reveal nothing it would not, and the questions' ETag moves exactly with an edit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionContentVersion, questions } from '../../db/schema';
import {
  answering,
  SECRETS,
  SECRETS_OR_ANSWER_TEXT,
  type Detail,
} from '../../test/answer-fixtures';
import {
  dataOf,
  editedSingleChoice,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { signedInAdmin } from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Content = { id: string; number: number; question: string; options: { value: string }[] };
type State = {
  test: Detail['test'];
  questions: { id: string; tagged: boolean; answer: object | null; result: object | null }[];
};

describe('the exam page reads', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    // Eleven: more than the ten questions that are not single choice, so every mock holds one
    // for the administrator's edits below.
    exam = await seedExam(context.db, { ...testCatalogue(), mockQuestions: 11 });
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));
  const inject = (token: string, url: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  /** The one-reply read, rebuilt from the two: what the exam page does. */
  async function bothFor(token: string, testId: string) {
    const base = `/user/test/${exam.id}/${testId}`;
    const state = dataOf<State>(await inject(token, `${base}/state`));
    const content = dataOf<{ questions: Content[] }>(await inject(token, `${base}/questions`));
    const stateOf = new Map(state.questions.map((question) => [question.id, question]));
    return {
      message: 'success',
      test: state.test,
      questions: content.questions.map((question) => ({
        tagged: false,
        answer: null,
        result: null,
        ...question,
        ...stateOf.get(question.id),
      })),
    };
  }

  it('together say what the one reply says, in practice after answers and a tag', async () => {
    const { student, api, testId, detail } = await startFor('practice', { questions: 4 });
    const [first, second] = detail.questions.map((q) => seeded(q.id));
    await api.submit(exam.id, testId, [rightAnswer(first!), wrongAnswer(second!)]);
    await api.post(`/user/exam/${exam.id}/${second!.id}/tag`);
    const whole = dataOf<Detail>(await api.test(exam.id, testId));
    const rebuilt = await bothFor(student.token, testId);
    // The timer's `serverNow` and remaining seconds move between the reads.
    const withoutClock = ({ test, ...rest }: typeof rebuilt | typeof whole) => {
      const {
        timer: _timer,
        remainingSeconds: _remaining,
        ...summary
      } = test as Record<string, unknown>;
      return { ...rest, test: summary };
    };
    expect(withoutClock(rebuilt)).toEqual(withoutClock(whole));
    const answered = rebuilt.questions.filter((question) => question.result !== null);
    expect(answered.map((question) => question.id)).toEqual([first!.id, second!.id]);
    // The state names exactly the two answered questions (one also tagged).
    const state = dataOf<State>(
      await inject(student.token, `/user/test/${exam.id}/${testId}/state`),
    );
    expect(state.questions.map((question) => question.id)).toEqual([first!.id, second!.id]);
    expect(rebuilt.questions.find((question) => question.id === second!.id)?.tagged).toBe(true);
  });

  it('reveal nothing of a running mock, and everything once it ends', async () => {
    const { student, api, testId, detail } = await startFor('mock');
    const base = `/user/test/${exam.id}/${testId}`;
    const content = await inject(student.token, `${base}/questions`);
    expect(content.body).not.toMatch(SECRETS_OR_ANSWER_TEXT);
    await api.submit(exam.id, testId, [rightAnswer(seeded(detail.questions[0]!.id))]);
    const during = await inject(student.token, `${base}/state`);
    expect(during.body).not.toMatch(SECRETS);
    expect(dataOf<State>(during).test.correctCount).toBeNull();
    expect((await inject(student.token, `${base}/questions`)).body).not.toMatch(SECRETS);

    await api.post(`${base}/end`);
    const after = dataOf<State>(await inject(student.token, `${base}/state`));
    expect(after.questions.every((question) => question.result !== null)).toBe(true);
    expect(after.test.correctCount).toBe(1);
  });

  it('answer 304 while the questions are unchanged, and the new text after an edit', async () => {
    const { student, testId, detail } = await startFor('mock');
    const url = `/user/test/${exam.id}/${testId}/questions`;
    const first = await inject(student.token, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await inject(student.token, url, { 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const edited = detail.questions.find((question) => question.type === 'single_choice')!;
    const admin = await signedInAdmin(context, ['admin']);
    const edit = await admin.patch(
      `/admin/question/${edited.id}`,
      editedSingleChoice(seeded(edited.id), '<p>Edited while the mock runs</p>'),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = await inject(student.token, url, { 'if-none-match': etag });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.headers.etag).not.toBe(etag);
    const shown = dataOf<{ questions: Content[] }>(afterEdit).questions.find(
      (question) => question.id === edited.id,
    )!;
    expect(shown.question).toBe('<p>Edited while the mock runs</p>');
  });

  it('answer 304 without the content token too, on the stamps, until an edit writes one', async () => {
    const { student, testId, detail } = await startFor('mock');
    const url = `/user/test/${exam.id}/${testId}/questions`;
    const withToken = String((await inject(student.token, url)).headers.etag);
    await context.db.delete(questionContentVersion);
    const onStamps = await inject(student.token, url, { 'if-none-match': withToken });
    expect(onStamps.statusCode).toBe(200);
    const etag = String(onStamps.headers.etag);
    expect(etag).not.toBe(withToken);
    expect((await inject(student.token, url, { 'if-none-match': etag })).statusCode).toBe(304);

    const edited = detail.questions.find((question) => question.type === 'single_choice')!;
    const admin = await signedInAdmin(context, ['admin']);
    const edit = await admin.patch(
      `/admin/question/${edited.id}`,
      editedSingleChoice(seeded(edited.id), '<p>Edited without a token</p>'),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await context.db.select().from(questionContentVersion)).length).toBe(1);
    const afterEdit = await inject(student.token, url, { 'if-none-match': etag });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.body).toContain('Edited without a token');
  });

  it('drop a question deleted outright from both, keeping the others’ numbers', async () => {
    const own = await seedExam(context.db, { ...testCatalogue(), mockQuestions: 6 });
    const { student, testId, detail } = await startFor('mock', {}, own);
    const url = `/user/test/${own.id}/${testId}`;
    const etag = String((await inject(student.token, `${url}/questions`)).headers.etag);
    const removed = detail.questions[1]!.id;
    await context.db.delete(questions).where(eq(questions.id, removed));

    const content = await inject(student.token, `${url}/questions`, { 'if-none-match': etag });
    expect(content.statusCode).toBe(200);
    const shown = dataOf<{ questions: Content[] }>(content).questions;
    expect(shown.map((question) => question.id)).not.toContain(removed);
    expect(shown.map((question) => question.number)).toEqual([1, 3, 4, 5, 6]);
    // A fresh mock: nothing of the student's yet, so the state names no question.
    const state = dataOf<State>(await inject(student.token, `${url}/state`));
    expect(state.questions).toEqual([]);
  });

  it("are another student's business only as a 404", async () => {
    const { testId } = await startFor('mock');
    const stranger = await startFor('mock');
    for (const part of ['state', 'questions']) {
      const reply = await inject(stranger.student.token, `/user/test/${exam.id}/${testId}/${part}`);
      expect(reply.statusCode).toBe(404);
    }
  });
});
