// Flashcards: made of wrong answers and tagged questions when their answers are shown (never
// from a running mock), on request once shown, and written by the student; the preference that
// turns the automatic ones off; decks and the due queue over simulated days (FSRS); a student's
// cards are theirs alone; a deck exported as Anki's plain-text import.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flashcardReviews, flashcards, questionOptions, questions } from '../../db/schema';
import {
  dataOf,
  expireAccess,
  rightAnswer,
  seedExam,
  studentWithAccess,
  wrongAnswer,
  type Api,
  type SeededExam,
  type SeededQuestion,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Card = {
  id: string;
  questionId: string | null;
  subjectId: string | null;
  front: string;
  back: string;
  source: string;
  state: string;
  dueAt: string;
};
type Queued = Card & {
  examName: string;
  subjectName: string | null;
  next: { again: number; hard: number; good: number; easy: number };
};
type Counts = { total: number; due: number; new: number };
type Decks = {
  decks: (Counts & {
    examId: string;
    subjects: (Counts & { subjectId: string | null; subjectName: string | null })[];
  })[];
  totals: Counts;
};

const MINUTE = 60;
const DAY = 86_400;

describe('flashcards', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());
  afterEach(() => vi.useRealTimers());

  const student = () => studentWithAccess(context, exam.id);
  const send = (token: string, method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    context.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const queue = async (api: Api, query = '') =>
    dataOf<{ cards: Queued[]; dueCount: number }>(await api.get(`/user/flashcards/queue${query}`));
  const decks = async (api: Api) => dataOf<Decks>(await api.get('/user/flashcards/decks'));
  const cardsOf = async (api: Api) => (await queue(api, '?limit=200')).cards;

  /** A practice test and its questions as seeded. */
  async function practice(api: Api, type: 'practice' | 'mock' = 'practice') {
    const body = type === 'mock' ? { type } : { type, questions: 30, timed: false };
    const { testId } = dataOf<{ testId: string }>(await api.start(exam.id, body));
    const { questions } = dataOf<{ questions: { id: string }[] }>(await api.test(exam.id, testId));
    const seeded = questions.map((shown) => exam.questions.find((q) => q.id === shown.id)!);
    const ofType = (kind: string) => seeded.filter((question) => question.type === kind);
    return { testId, seeded, ofType };
  }
  const submit = async (api: Api, testId: string, answers: object[]) =>
    dataOf(await api.submit(exam.id, testId, answers));
  const tag = async (api: Api, question: SeededQuestion) =>
    dataOf<{ tagged: boolean }>(await api.post(`/user/exam/${exam.id}/${question.id}/tag`));
  const make = (api: Api, questionId: string) =>
    api.post('/user/flashcards/from-question', { questionId });

  it('makes a card of a practice answer revealed wrong, with the stem, options, answer and explanation', async () => {
    const { api } = await student();
    const { testId, ofType } = await practice(api);
    const [wrongOne, rightOne] = ofType('single_choice');
    await submit(api, testId, [wrongAnswer(wrongOne!)]);
    await submit(api, testId, [rightAnswer(rightOne!)]);

    const cards = await cardsOf(api);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toMatchObject({ questionId: wrongOne!.id, source: 'wrong', state: 'new' });
    expect(card!.front).toMatch(/^<p>Single \d+/);
    expect(card!.front).toContain('<ol type="A"><li>');
    expect(card!.back).toMatch(/^<ul><li>[A-D]\. /);
    expect(card!.back).toContain('<hr>');
    expect(card!.back).toContain('Explanation');
    expect(card!.subjectName).toBe(wrongOne!.subject);

    // A fill-in answer's card shows the expected text; asked again, nothing new is made.
    const fill = ofType('fill_in_the_blanks')[0]!;
    await submit(api, testId, [wrongAnswer(fill)]);
    const fillCard = (await cardsOf(api)).find((c) => c.questionId === fill.id)!;
    expect(fillCard.front).not.toContain('<ol');
    expect(fillCard.back).toContain(`<p>${fill.answerText}</p>`);
    expect(await cardsOf(api)).toHaveLength(2);
  });

  it('makes a card of a tagged question once its answer is shown, and never from a running mock', async () => {
    const { api } = await student();
    const { testId, ofType } = await practice(api);
    const [tagFirst, answerFirst] = ofType('single_choice');
    // Tagged before it is answered: nothing yet; answered right, the card comes.
    await tag(api, tagFirst!);
    expect(await cardsOf(api)).toHaveLength(0);
    await submit(api, testId, [rightAnswer(tagFirst!)]);
    expect(await cardsOf(api)).toMatchObject([{ questionId: tagFirst!.id, source: 'marked' }]);
    // Answered right, then tagged: the card comes with the tag.
    await submit(api, testId, [rightAnswer(answerFirst!)]);
    await tag(api, answerFirst!);
    expect((await cardsOf(api)).map((card) => card.questionId).sort()).toEqual(
      [tagFirst!.id, answerFirst!.id].sort(),
    );

    // A mock: wrong answers and tags make nothing while it runs; its end makes them.
    const mock = await practice(api, 'mock');
    const fresh = mock.seeded.filter(
      (q) => q.type === 'single_choice' && q.id !== tagFirst!.id && q.id !== answerFirst!.id,
    );
    const [wrongInMock, taggedInMock] = fresh;
    await submit(api, mock.testId, [wrongAnswer(wrongInMock!)]);
    await tag(api, taggedInMock!);
    expect(await cardsOf(api)).toHaveLength(2);
    const refused = await make(api, wrongInMock!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('Explanation');
    dataOf(await api.post(`/user/test/${exam.id}/${mock.testId}/end`));
    const after = await cardsOf(api);
    expect(after.find((card) => card.questionId === wrongInMock!.id)?.source).toBe('wrong');
    expect(after.find((card) => card.questionId === taggedInMock!.id)?.source).toBe('marked');
  });

  it('makes no automatic card when the student turned them off, but still one on request', async () => {
    const { api, token } = await student();
    const off = await send(token, 'PATCH', '/user/preferences', { autoFlashcards: false });
    expect(off.statusCode, off.body).toBe(200);
    const { testId, ofType } = await practice(api);
    const question = ofType('single_choice')[0]!;
    await submit(api, testId, [wrongAnswer(question)]);
    await tag(api, question);
    expect(await cardsOf(api)).toHaveLength(0);
    const made = dataOf<{ made: boolean; cardId: string }>(await make(api, question.id));
    expect(made).toMatchObject({ message: 'Flashcard made', made: true });
    expect((await cardsOf(api)).find((card) => card.id === made.cardId)?.source).toBe('question');
  });

  it('makes a card of a question on request only once its answer was shown, once per question', async () => {
    const { api, id } = await student();
    const { testId, ofType } = await practice(api);
    const [answered, pending] = ofType('single_choice');
    const stranger = await student();

    const unseen = await make(stranger.api, answered!.id);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json()).toMatchObject({ message: 'Question not found' });
    const hidden = await make(api, pending!.id);
    expect(hidden.statusCode).toBe(409);

    await submit(api, testId, [rightAnswer(answered!)]);
    const made = dataOf<{ made: boolean; cardId: string }>(await make(api, answered!.id));
    expect(made).toMatchObject({ message: 'Flashcard made', made: true });
    const card = (await cardsOf(api)).find((queued) => queued.id === made.cardId)!;
    expect(card).toMatchObject({ questionId: answered!.id, source: 'question' });
    expect(card.back).toContain('Explanation');
    const again = dataOf<{ made: boolean; cardId: string }>(await make(api, answered!.id));
    expect(again).toMatchObject({ message: 'Already a flashcard', made: false });
    expect(again.cardId).toBe(made.cardId);

    // Once the test ends every question of it is shown.
    dataOf(await api.post(`/user/test/${exam.id}/${testId}/end`));
    expect(dataOf<{ made: boolean }>(await make(api, pending!.id)).made).toBe(true);
    // Without a subscription: refused.
    await expireAccess(context.db, id, exam.id);
    const refused = await make(api, ofType('single_choice')[2]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Making flashcards needs an active subscription to this exam.',
    });
  });

  it("writes a matrix's row labels, plain text, as text on the card's back", async () => {
    const { id: userId } = await student();
    const [subjectId, courseId] = [
      Object.values(exam.subjects)[0]!,
      Object.values(exam.courses)[0]!,
    ];
    const [matrix] = await context.db
      .insert(questions)
      .values({
        examId: exam.id,
        courseId,
        subjectId,
        type: 'matrix',
        questionHtml: '<p>Expected after surgery?</p>',
        layout: { rows: ['<img src=x onerror=alert(1)> Pain'], columns: ['Yes', 'No'] },
        maxPoints: 1,
      })
      .returning();
    await context.db.insert(questionOptions).values([
      { questionId: matrix!.id, value: 'Yes', isCorrect: true, position: 0, part: 0 },
      { questionId: matrix!.id, value: 'No', isCorrect: false, position: 1, part: 0 },
    ]);
    await context.db.execute(
      sql`select make_flashcards(${userId}::uuid, array[${matrix!.id}]::uuid[], 'question', now(), false)`,
    );
    const [card] = await context.db
      .select()
      .from(flashcards)
      .where(eq(flashcards.questionId, matrix!.id));
    expect(card!.backHtml).toContain('&lt;img src=x onerror=alert(1)&gt; Pain: Yes');
    expect(card!.backHtml).not.toContain('<img');
  });

  it('schedules reviews over days: good puts a card off, again brings it back soon', async () => {
    const { api } = await student();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const added = await api.post('/user/flashcards', {
      examId: exam.id,
      subjectId: exam.subjects.A1,
      front: 'First-line antidote for opioid overdose?',
      back: 'Naloxone',
    });
    expect(added.statusCode, added.body).toBe(201);
    const card = added.json<{ data: { card: Card } }>().data.card;
    expect(card.front).toBe('<p>First-line antidote for opioid overdose?</p>');

    const first = await queue(api);
    expect(first.dueCount).toBe(1);
    expect(first.cards[0]!.next.again).toBe(1 * MINUTE);
    expect(first.cards[0]!.next.good).toBe(10 * MINUTE);
    expect((await decks(api)).totals).toEqual({ total: 1, due: 1, new: 1 });

    const review = async (rating: string) =>
      dataOf<{ card: Card; interval: number }>(
        await api.post(`/user/flashcards/${card.id}/review`, { rating }),
      );
    // Good: ten minutes of learning, then a day or more.
    expect((await review('good')).interval).toBe(10 * MINUTE);
    expect((await queue(api)).dueCount).toBe(0);
    vi.setSystemTime(start + 11 * MINUTE * 1000);
    expect((await queue(api)).dueCount).toBe(1);
    const graduated = await review('good');
    expect(graduated.card.state).toBe('review');
    expect(graduated.interval).toBeGreaterThanOrEqual(DAY);
    expect((await decks(api)).totals).toEqual({ total: 1, due: 0, new: 0 });

    // The days pass: due again once its interval is over.
    vi.setSystemTime(new Date(graduated.card.dueAt).getTime() - 60_000);
    expect((await queue(api)).dueCount).toBe(0);
    vi.setSystemTime(new Date(graduated.card.dueAt).getTime() + 60_000);
    const due = await queue(api);
    expect(due.dueCount).toBe(1);
    expect(due.cards[0]!.next.good).toBeGreaterThan(graduated.interval);
    const deck = (await decks(api)).decks.find((d) => d.examId === exam.id)!;
    expect(deck.subjects).toMatchObject([{ subjectName: 'A1', total: 1, due: 1, new: 0 }]);

    // Forgotten: again brings it back within minutes and counts a lapse.
    const lapsed = await review('again');
    expect(lapsed.interval).toBeLessThanOrEqual(10 * MINUTE);
    expect(lapsed.card).toMatchObject({ state: 'relearning' });
    const log = await context.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, card.id));
    expect(log.map((row) => row.rating)).toEqual([3, 3, 1]);
  });

  it('lists decks per exam and subject, and the queue of one deck, oldest due first', async () => {
    const { api } = await student();
    const add = async (front: string, subjectId?: string) =>
      (
        await api.post('/user/flashcards', {
          examId: exam.id,
          ...(subjectId ? { subjectId } : {}),
          front,
          back: 'Back',
        })
      ).json<{ data: { card: Card } }>().data.card;
    const a = await add('One', exam.subjects.A1);
    await add('Two', exam.subjects.B2);
    await add('Three');
    const listed = await decks(api);
    expect(listed.totals).toEqual({ total: 3, due: 3, new: 3 });
    expect(listed.decks[0]!.subjects.map((s) => s.subjectName)).toEqual(['A1', 'B2', null]);
    const ofA1 = await queue(api, `?examId=${exam.id}&subjectId=${exam.subjects.A1}`);
    expect(ofA1.cards.map((card) => card.id)).toEqual([a.id]);
    expect((await queue(api, '?limit=2')).cards.map((card) => card.front)).toEqual([
      '<p>One</p>',
      '<p>Two</p>',
    ]);
    expect((await queue(api, '?limit=2')).dueCount).toBe(3);
  });

  it('lists a deck’s cards a page at a time, due soonest first, and finds words in either side', async () => {
    const { api } = await student();
    const add = async (front: string, back: string, subjectId?: string) =>
      (
        await api.post('/user/flashcards', {
          examId: exam.id,
          ...(subjectId ? { subjectId } : {}),
          front,
          back,
        })
      ).json<{ data: { card: Card } }>().data.card;
    const first = await add('Antidote for heparin?', 'Protamine sulfate', exam.subjects.A1);
    await add('Antidote for warfarin?', 'Vitamin K, and prothrombin complex', exam.subjects.B2);
    await add('100% of what?', 'A literal percent_sign', exam.subjects.A1);
    // The first card, reviewed, is due later than the others.
    await api.post(`/user/flashcards/${first.id}/review`, { rating: 'easy' });

    type Listed = { cards: (Card & { examName: string; subjectName: string | null })[] };
    const list = async (query: string) =>
      dataOf<Listed & { pagination: { total: number; perPage: number; currentPage: number } }>(
        await api.get(`/user/flashcards${query}`),
      );
    const all = await list('');
    expect(all.pagination).toEqual({ total: 3, perPage: 10, currentPage: 1 });
    expect(all.cards.map((card) => card.front).at(-1)).toBe('<p>Antidote for heparin?</p>');
    expect(all.cards[0]).toMatchObject({ examName: exam.name, subjectName: expect.any(String) });

    const paged = await list('?perPage=2&page=2');
    expect(paged.cards).toHaveLength(1);
    expect(paged.pagination).toEqual({ total: 3, perPage: 2, currentPage: 2 });

    expect((await list('?search=prothrombin')).cards.map((card) => card.front)).toEqual([
      '<p>Antidote for warfarin?</p>',
    ]);
    expect((await list('?search=ANTIDOTE')).pagination.total).toBe(2);
    // Pattern characters are searched for as written.
    expect((await list('?search=%25')).cards.map((card) => card.front)).toEqual([
      '<p>100% of what?</p>',
    ]);
    expect((await list('?search=t_s')).pagination.total).toBe(1);
    expect((await list('?search=<p>')).pagination.total).toBe(0);
    const ofA1 = await list(`?examId=${exam.id}&subjectId=${exam.subjects.A1}`);
    expect(ofA1.pagination.total).toBe(2);

    const bad = await api.get('/user/flashcards?perPage=0&examId=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a student’s cards to that student: another’s answers 404', async () => {
    const owner = await student();
    const other = await student();
    const card = (
      await owner.api.post('/user/flashcards', { examId: exam.id, front: 'Mine', back: 'Only' })
    ).json<{ data: { card: Card } }>().data.card;
    const asOther = [
      await other.api.post(`/user/flashcards/${card.id}/review`, { rating: 'good' }),
      await send(other.token, 'PATCH', `/user/flashcards/${card.id}`, { back: 'Stolen' }),
      await send(other.token, 'DELETE', `/user/flashcards/${card.id}`),
    ];
    for (const response of asOther) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Flashcard not found' });
    }
    expect((await decks(other.api)).totals.total).toBe(0);
    expect((await queue(other.api)).cards).toEqual([]);
    expect(dataOf<{ cards: Card[] }>(await other.api.get('/user/flashcards')).cards).toEqual([]);

    const edited = await send(owner.token, 'PATCH', `/user/flashcards/${card.id}`, {
      back: '<p>Only <script>alert(1)</script><strong>mine</strong></p>',
    });
    expect(edited.json()).toMatchObject({
      data: { message: 'Flashcard updated', card: { back: '<p>Only <strong>mine</strong></p>' } },
    });
    const empty = await send(owner.token, 'PATCH', `/user/flashcards/${card.id}`, {
      front: '<p><script>x</script></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      details: [{ path: 'front', message: 'The front of the card is required' }],
    });
    const deleted = await send(owner.token, 'DELETE', `/user/flashcards/${card.id}`);
    expect(deleted.json()).toMatchObject({ data: { message: 'Flashcard deleted' } });
    expect((await decks(owner.api)).totals.total).toBe(0);
  });

  it('exports a deck as Anki’s tab-separated plain text, tabs and line breaks escaped', async () => {
    const { api } = await student();
    await api.post('/user/flashcards', {
      examId: exam.id,
      subjectId: exam.subjects.A1,
      front: 'Dose\tof "naloxone"?',
      back: 'Line one\nLine two',
    });
    const response = await api.get(`/user/flashcards/export?examId=${exam.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="flashcards-/);
    const lines = response.body.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '#separator:tab',
      '#html:true',
      '#columns:Front\tBack\tTags',
      '#tags column:3',
    ]);
    expect(lines).toHaveLength(5);
    const fields = lines[4]!.split('\t');
    expect(fields).toEqual([
      '"<p>Dose&#9;of ""naloxone""?</p>"',
      '<p>Line one<br>Line two</p>',
      `${exam.name.replace(/\s+/g, '_')} A1 own`,
    ]);
  });
});
