// The Flashcards page: decks with what is due, the empty state, and a round of reviews by
// keyboard (Space shows the answer, 1-4 rate it) and by its buttons, with the intervals.
import type {
  TExamDeck,
  TFlashcardDecksReply,
  TQueuedFlashcard,
} from '@prepward/shared/schemas/flashcards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM_ID = '11111111-1111-4111-8111-111111111111';
const SUBJECT_ID = '22222222-2222-4222-8222-222222222222';

const deck: TExamDeck = {
  examId: EXAM_ID,
  examName: 'NCLEX-RN',
  total: 3,
  due: 2,
  new: 1,
  subjects: [
    { subjectId: SUBJECT_ID, subjectName: 'Pharmacology', total: 2, due: 2, new: 1 },
    { subjectId: null, subjectName: null, total: 1, due: 0, new: 0 },
  ],
};
const decks: TFlashcardDecksReply = { decks: [deck], totals: { total: 3, due: 2, new: 1 } };

const card = (n: number): TQueuedFlashcard => ({
  id: `33333333-3333-4333-8333-33333333333${n}`,
  examId: EXAM_ID,
  subjectId: SUBJECT_ID,
  questionId: null,
  front: `<p>Front ${n}</p>`,
  back: `<p>Back ${n}</p>`,
  source: 'wrong',
  state: 'new',
  dueAt: '2026-03-01T10:00:00.000Z',
  reps: 0,
  lapses: 0,
  lastReviewAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  examName: 'NCLEX-RN',
  subjectName: 'Pharmacology',
  next: { again: 60, hard: 360, good: 600, easy: 4 * 86_400 },
});

const reviewed = (rating: string) =>
  ok({ card: card(1), interval: rating === 'easy' ? 4 * 86_400 : 600 });

function open(path: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /user/flashcards/decks': ok(decks),
    'GET /user/flashcards/queue': ok({ cards: [card(1), card(2)], dueCount: 2 }),
    [`POST /user/flashcards/${card(1).id}/review`]: (request) =>
      reviewed((request.body as { rating: string }).rating),
    [`POST /user/flashcards/${card(2).id}/review`]: (request) =>
      reviewed((request.body as { rating: string }).rating),
    ...routes,
  });
  signInAs('user');
  return { api, ...renderRoute(path) };
}

describe('Flashcards page', { timeout: 20_000 }, () => {
  it('lists each exam’s deck and its subjects with cards, due and new, and a review of each', async () => {
    const { user } = open('/user/flashcards');
    const section = await screen.findByRole('region', { name: 'NCLEX-RN' });
    expect(within(section).getByText('3 cards')).toBeInTheDocument();
    expect(within(section).getByText('Pharmacology')).toBeInTheDocument();
    expect(within(section).getByText('No subject')).toBeInTheDocument();
    // Every due card, and this exam's.
    expect(screen.getByRole('button', { name: 'Review 2 due cards' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Review 2 due cards of NCLEX-RN' }),
    ).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Review 2 due cards of Pharmacology' }),
    );
    expect(await screen.findByRole('region', { name: 'Front' })).toHaveTextContent('Front 1');
  });

  it('explains how cards are made when there are none', async () => {
    open('/user/flashcards', {
      'GET /user/flashcards/decks': ok({ decks: [], totals: { total: 0, due: 0, new: 0 } }),
    });
    expect(await screen.findByText('No flashcards yet.')).toBeInTheDocument();
    expect(screen.getByText(/A question you answer wrong becomes a card/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('reviews by keyboard: Space turns the card, 1 to 4 rate it, then the next, then done', async () => {
    const { api, user } = open('/user/flashcards?review=1');
    expect(await screen.findByRole('region', { name: 'Front' })).toHaveTextContent('Front 1');
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Back' })).not.toBeInTheDocument();
    // A rating key does nothing before the answer is shown.
    await user.keyboard('3');
    expect(api.calls(`POST /user/flashcards/${card(1).id}/review`)).toHaveLength(0);

    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Back' })).toHaveTextContent('Back 1');
    const ratings = screen.getByRole('group', { name: 'How well did you know it?' });
    for (const [label, interval] of [
      ['Again', '1 min'],
      ['Hard', '6 min'],
      ['Good', '10 min'],
      ['Easy', '4 days'],
    ]) {
      expect(within(ratings).getByRole('button', { name: `${label} ${interval}` })).toBeVisible();
    }
    await user.keyboard('3');
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    expect(screen.getByText('1 left')).toBeInTheDocument();
    expect(api.calls(`POST /user/flashcards/${card(1).id}/review`)[0]!.body).toEqual({
      rating: 'good',
    });

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Again 1 min' }));
    expect(await screen.findByRole('heading', { name: 'Done for now' })).toBeInTheDocument();
    expect(api.calls(`POST /user/flashcards/${card(2).id}/review`)[0]!.body).toEqual({
      rating: 'again',
    });
  });

  it('asks the queue of the deck chosen', async () => {
    const { api } = open(`/user/flashcards?review=1&examId=${EXAM_ID}&subjectId=${SUBJECT_ID}`);
    await screen.findByRole('region', { name: 'Front' });
    const [request] = api.calls('GET /user/flashcards/queue');
    expect(request!.query.get('examId')).toBe(EXAM_ID);
    expect(request!.query.get('subjectId')).toBe(SUBJECT_ID);
  });

  it('browses a subject’s cards a page at a time, searches them, shows a back, edits and deletes', async () => {
    const listed = [card(1), card(2)].map(({ next: _next, ...rest }) => rest);
    const { api, user } = open('/user/flashcards', {
      'GET /user/flashcards': (request) =>
        ok({
          cards: request.query.get('search') === 'nothing' ? [] : listed,
          pagination: {
            total: request.query.get('search') === 'nothing' ? 0 : 25,
            perPage: 20,
            currentPage: Number(request.query.get('page')),
          },
        }),
      [`PATCH /user/flashcards/${card(1).id}`]: (request) =>
        ok({ card: { ...listed[0], back: (request.body as { back: string }).back } }),
      [`DELETE /user/flashcards/${card(2).id}`]: ok({}),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Browse the cards of Pharmacology' }),
    );
    const list = await screen.findByRole('list', { name: 'Cards of Pharmacology' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Front 1')).toBeInTheDocument();
    expect(within(list).queryByText('Back 1')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 20 of 25 entries')).toBeInTheDocument();
    const [first] = api.calls('GET /user/flashcards');
    expect(first!.query.get('subjectId')).toBe(SUBJECT_ID);
    expect(first!.query.get('perPage')).toBe('20');

    const [firstCard] = within(list).getAllByRole('listitem');
    await user.click(within(firstCard!).getByRole('button', { name: 'Show back' }));
    expect(within(list).getByText('Back 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page of cards' }));
    expect(await screen.findByText('Showing 21 - 25 of 25 entries')).toBeInTheDocument();
    expect(api.calls('GET /user/flashcards').at(-1)!.query.get('page')).toBe('2');

    const [pagedFirst] = within(
      screen.getByRole('list', { name: 'Cards of Pharmacology' }),
    ).getAllByRole('listitem');
    await user.click(within(pagedFirst!).getByRole('button', { name: 'Edit' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit card' });
    const back = within(editing).getByRole('textbox', { name: 'Back' });
    await user.clear(back);
    await user.type(back, 'Protamine');
    await user.click(within(editing).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flashcard updated')).toBeInTheDocument();
    expect(api.calls(`PATCH /user/flashcards/${card(1).id}`)[0]!.body).toEqual({
      front: '<p>Front 1</p>',
      back: 'Protamine',
    });

    const second = within(screen.getByRole('list', { name: 'Cards of Pharmacology' })).getAllByRole(
      'listitem',
    )[1]!;
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Flashcard deleted')).toBeInTheDocument();
    expect(api.calls(`DELETE /user/flashcards/${card(2).id}`)).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Search cards' }), 'nothing');
    expect(await screen.findByText("No cards match 'nothing'.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to decks' }));
    expect(await screen.findByRole('region', { name: 'NCLEX-RN' })).toBeInTheDocument();
  });
});
