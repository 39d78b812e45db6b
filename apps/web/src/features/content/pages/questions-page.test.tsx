// The Questions page's question bank tools: the metadata of each question in words, the
// filters kept in the URL and sent to the server, and bulk actions on a selection (asked
// first, the server's count as the toast, the lists refreshed after). Examiners get none of
// the write tools.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { adminQuestion, EXAM_ID, questionPage } from '../testing/question-fixtures';

const PATH = '/admin/dashboard/questions';
const AUTHOR_ID = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';

const DRAFT = adminQuestion({
  status: 'draft',
  tags: ['Cardiac', 'ECG'],
  category: 'Physiological Adaptation',
  difficulty: 'hard',
  authorId: AUTHOR_ID,
  authorName: 'Grace Author',
  reviewComment: 'Option C is also correct.',
});
const PUBLISHED = adminQuestion();

function open(path: string, roles: string[] = ['admin'], bulk = ok({})) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    'GET /admin/exam': ok({
      exams: [{ id: EXAM_ID, name: 'Pharmacy Board Review' }],
      pagination: { total: 1, perPage: 100, currentPage: 1 },
    }),
    'GET /admin/question': ok(questionPage([DRAFT, PUBLISHED])),
    'GET /admin/question/facets': ok({
      tags: [
        { name: 'Cardiac', count: 2 },
        { name: 'ECG', count: 1 },
      ],
      categories: [{ name: 'Physiological Adaptation', count: 1 }],
      authors: [{ id: AUTHOR_ID, name: 'Grace Author' }],
    }),
    'POST /admin/question/bulk': bulk,
    [`POST /admin/question/${DRAFT.id}/submit`]: ok({
      question: { ...DRAFT, status: 'in_review' },
    }),
  });
  signInAs('admin');
  return { ...renderRoute(path), api };
}

const card = (number: number) => screen.getByRole('article', { name: `Question ${number}` });

describe('questions page: the question bank', { timeout: 30_000 }, () => {
  it('shows each question’s status, tags, category, difficulty, author and the reviewer’s comment in words', async () => {
    open(PATH);
    const first = await screen.findByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('Category: Physiological Adaptation')).toBeInTheDocument();
    expect(within(first).getByText('Difficulty: Hard')).toBeInTheDocument();
    expect(within(first).getByText('By Grace Author')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Cardiac', 'ECG']);
    expect(within(first).getByText('Option C is also correct.')).toBeInTheDocument();
    expect(within(card(2)).getByText('Published')).toBeInTheDocument();
  });

  it('reads the filters from the address and sends them to the server', async () => {
    const { api } = open(
      `${PATH}?status=draft&tag=Cardiac&category=Physiological%20Adaptation&difficulty=hard&author=${AUTHOR_ID}&type=single_choice`,
    );
    await screen.findByRole('article', { name: 'Question 1' });
    const query = api.calls('GET /admin/question').at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'draft',
      tag: 'Cardiac',
      category: 'Physiological Adaptation',
      difficulty: 'hard',
      authorId: AUTHOR_ID,
      type: 'single_choice',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Author' })).toHaveValue('Grace Author'),
    );
  });

  it('puts a chosen filter in the address and asks the server again', async () => {
    const { user, router, api } = open(PATH);
    await screen.findByRole('article', { name: 'Question 1' });
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await user.click(await screen.findByRole('option', { name: 'Hard' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=hard'));
    await waitFor(() =>
      expect(api.calls('GET /admin/question').at(-1)!.query.get('difficulty')).toBe('hard'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'ECG' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=hard&tag=ECG'));
  });

  it('tags a selection after asking which tags, then shows the server’s count and refreshes', async () => {
    const { user, api } = open(
      PATH,
      ['admin'],
      ok({ action: 'add_tags', changed: 1, unchanged: 0, message: '1 question tagged' }),
    );
    await screen.findByRole('article', { name: 'Question 1' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(within(card(2)).getByRole('checkbox', { name: 'Select question 2' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 question selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag 1 question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tags' }));
    expect(within(dialog).getByText('Name at least one tag')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Renal{Enter}');
    const before = api.calls('GET /admin/question').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add tags' }));

    await waitFor(() => expect(api.calls('POST /admin/question/bulk')).toHaveLength(1));
    expect(api.calls('POST /admin/question/bulk')[0]!.body).toEqual({
      questionIds: [PUBLISHED.id],
      action: { type: 'add_tags', tags: ['Renal'] },
    });
    expect(await screen.findByText('1 question tagged')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /admin/question').length).toBeGreaterThan(before));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('selects every question of the page and publishes them once confirmed', async () => {
    const { user, api } = open(
      PATH,
      ['admin'],
      ok({ action: 'publish', changed: 1, unchanged: 1, message: '1 question published' }),
    );
    await screen.findByRole('article', { name: 'Question 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 questions selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('POST /admin/question/bulk')).toHaveLength(1));
    expect(api.calls('POST /admin/question/bulk')[0]!.body).toEqual({
      questionIds: [DRAFT.id, PUBLISHED.id],
      action: { type: 'publish' },
    });
    expect(await screen.findByText('1 question published')).toBeInTheDocument();
  });

  it('sets one difficulty on a selection', async () => {
    const { user, api } = open(
      PATH,
      ['admin'],
      ok({
        action: 'set_difficulty',
        changed: 2,
        unchanged: 0,
        message: '2 questions given the difficulty',
      }),
    );
    await screen.findByRole('article', { name: 'Question 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Classify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classify 2 questions' });
    await user.click(within(dialog).getByRole('radio', { name: 'Difficulty' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Difficulty' }));
    await user.click(await screen.findByRole('option', { name: 'Easy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set difficulty' }));
    await waitFor(() => expect(api.calls('POST /admin/question/bulk')).toHaveLength(1));
    expect(api.calls('POST /admin/question/bulk')[0]!.body).toEqual({
      questionIds: [DRAFT.id, PUBLISHED.id],
      action: { type: 'set_difficulty', difficulty: 'easy' },
    });
    expect(await screen.findByText('2 questions given the difficulty')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a bulk action and keeps the selection', async () => {
    const { user } = open(PATH, ['admin'], fail(404, 'Question not found', 'Not Found'));
    await screen.findByRole('article', { name: 'Question 1' });
    await user.click(within(card(1)).getByRole('checkbox', { name: 'Select question 1' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire questions' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument();
  });

  it('offers Submit for review on a draft to the admin role', async () => {
    const { user, api } = open(PATH);
    await screen.findByRole('article', { name: 'Question 1' });
    expect(within(card(2)).queryByRole('button', { name: /Submit for review/ })).toBeNull();
    await user.click(
      within(card(1)).getByRole('button', { name: 'Submit for review: question 1' }),
    );
    await waitFor(() =>
      expect(api.calls(`POST /admin/question/${DRAFT.id}/submit`)).toHaveLength(1),
    );
  });

  it('gives an examiner the filters but no selection, bulk actions or Submit for review', async () => {
    open(PATH, ['examiner']);
    await screen.findByRole('article', { name: 'Question 1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select question 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for review: question 1' })).toBeNull();
  });
});
