// The Review page: a reviewer (an examiner here) sees the questions waiting for review with
// the question rendered, approves one, or sends one back with a comment it must give; empty
// and failed queues say so.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { adminQuestion, EXAM_ID, questionPage } from '../testing/question-fixtures';

const PATH = '/admin/dashboard/review';
const WAITING = adminQuestion({
  status: 'in_review',
  question: '<p>Which rhythm is shockable?</p>',
});

function open(queue = ok(questionPage([WAITING])), path = PATH) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles: ['examiner'] } }),
    'GET /admin/exam': ok({
      exams: [{ id: EXAM_ID, name: 'Pharmacy Board Review' }],
      pagination: { total: 1, perPage: 100, currentPage: 1 },
    }),
    'GET /admin/question/review': queue,
    [`POST /admin/question/${WAITING.id}/approve`]: ok({
      message: 'Question approved and published',
      question: { ...WAITING, status: 'published' },
    }),
    [`POST /admin/question/${WAITING.id}/send-back`]: ok({
      message: 'Question sent back to its author',
      question: { ...WAITING, status: 'draft' },
    }),
  });
  signInAs('admin');
  return { ...renderRoute(path), api };
}

describe('review page', { timeout: 30_000 }, () => {
  it('lists the questions in review with the question itself, and no write buttons for an examiner', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(within(card).getByText('Which rhythm is shockable?')).toBeInTheDocument();
    expect(within(card).getByText('In review')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve question 1' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit question 1' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete question 1' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select question 1' })).toBeNull();
  });

  it('approves a question and says so', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve question 1' }));
    expect(await screen.findByText('Question approved and published')).toBeInTheDocument();
    expect(api.calls(`POST /admin/question/${WAITING.id}/approve`)).toHaveLength(1);
  });

  it('sends a question back only with a comment', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Send back question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send question 1 back' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText('Say what the author should change')).toBeInTheDocument();
    expect(api.calls(`POST /admin/question/${WAITING.id}/send-back`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What should the author change/ }),
      'Option C is also correct.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Question sent back to its author')).toBeInTheDocument();
    expect(api.calls(`POST /admin/question/${WAITING.id}/send-back`)[0]!.body).toEqual({
      comment: 'Option C is also correct.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters the queue by exam from the address', async () => {
    const { api } = open(ok(questionPage([])), `${PATH}?exam=${EXAM_ID}`);
    expect(
      await screen.findByText('No question of this exam is waiting for review.'),
    ).toBeInTheDocument();
    expect(api.calls('GET /admin/question/review').at(-1)!.query.get('examId')).toBe(EXAM_ID);
  });

  it('says when the queue cannot be loaded, with a way to try again', async () => {
    open(fail(500, 'An unexpected error occurred', 'Internal Server Error'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load questions')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
