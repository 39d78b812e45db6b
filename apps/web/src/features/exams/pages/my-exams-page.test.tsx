import type { TMyExam } from '@prepward/shared/schemas/commerce';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import type { TTestSummary } from '@prepward/shared/schemas/attempts';

const myExam = (fields: Partial<TMyExam> & { id: string; name: string }): TMyExam => ({
  description: '',
  imageUrl: null,
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  accessEndsAt: '2027-03-12T10:00:00.000Z',
  active: true,
  ...fields,
});

const test = (
  fields: Partial<TTestSummary> & { testId: string; examId: string },
): TTestSummary => ({
  examName: '',
  type: 'practice',
  mode: 'all',
  status: 'ended',
  questionCount: 30,
  answeredCount: 30,
  correctCount: 21,
  timed: true,
  endTime: null,
  remainingSeconds: null,
  startedAt: '2026-11-01T09:00:00.000Z',
  endedAt: '2026-11-01T09:20:00.000Z',
  ...fields,
});

const ACTIVE = myExam({ id: 'exam-1', name: 'Nursing licensure' });
const EXPIRED = myExam({
  id: 'exam-2',
  name: 'Pharmacy board',
  active: false,
  accessEndsAt: '2026-01-05T10:00:00.000Z',
});

describe('My Exams', { timeout: 20_000 }, () => {
  it('lists active exams with their end, expired ones greyed with Renew, and tests to resume or review', async () => {
    const api = stubApi({
      'GET /user/my-exams': ok({ exams: [ACTIVE, EXPIRED] }),
      'GET /user/test': (request: StubbedRequest) => {
        if (request.query.get('status') === 'paused') {
          return ok({
            tests: [
              test({
                testId: 'old-paused',
                examId: 'exam-1',
                status: 'paused',
                answeredCount: 4,
                endedAt: null,
              }),
            ],
            pagination: { total: 1, perPage: 100, currentPage: 1 },
          });
        }
        const tests =
          request.query.get('examId') === 'exam-1'
            ? [
                test({
                  testId: 'running-1',
                  examId: 'exam-1',
                  type: 'mock',
                  status: 'running',
                  endTime: '2026-11-22T10:00:00.000Z',
                  endedAt: null,
                }),
                test({ testId: 'ended-1', examId: 'exam-1', type: 'mock' }),
              ]
            : [];
        return ok({ tests, pagination: { total: tests.length, perPage: 5, currentPage: 1 } });
      },
      'POST /user/cart': ok({
        message: 'Exam added to cart',
        cart: { cartItems: [], totalPrice: 0 },
      }),
    });
    signInAs('user');
    const { user } = renderRoute('/user/my-exams');

    const active = await screen.findByRole('article', { name: 'Nursing licensure' });
    expect(within(active).getByTestId('access-end')).toHaveTextContent('Access until 12 Mar 2027');
    expect(active).toHaveAttribute('data-active', 'true');
    const resume = await within(active).findByRole('link', { name: /^Resume Mock exam/ });
    expect(resume).toHaveAttribute(
      'href',
      '/user/my-exams/exam-1/exam?testId=running-1&endTime=2026-11-22T10%3A00%3A00.000Z',
    );
    expect(within(active).getByRole('link', { name: /^Review Mock exam/ })).toHaveAttribute(
      'href',
      '/user/my-exams/exam-1/analytics?testId=ended-1',
    );
    // An older paused test is offered too, without an end time (resume sets a new one).
    expect(within(active).getByRole('link', { name: /^Resume Practice test/ })).toHaveAttribute(
      'href',
      '/user/my-exams/exam-1/exam?testId=old-paused',
    );
    expect(api.calls('GET /user/test').some((call) => call.query.get('examId') === 'exam-1')).toBe(
      true,
    );

    expect(within(active).getByRole('link', { name: /^Progress on / })).toHaveAttribute(
      'href',
      '/user/my-exams/exam-1/progress',
    );

    const expired = screen.getByRole('article', { name: 'Pharmacy board' });
    expect(expired).toHaveAttribute('data-active', 'false');
    expect(within(expired).getByTestId('access-end')).toHaveTextContent('Expired on 5 Jan 2026');
    await user.click(within(expired).getByRole('button', { name: 'Renew Pharmacy board' }));
    expect(await screen.findByText('Exam added to cart')).toBeInTheDocument();
    expect(api.calls('POST /user/cart')[0]!.body).toEqual({ examID: 'exam-2', months: 1 });
  });

  it('invites a student without exams to browse', async () => {
    stubApi({ 'GET /user/my-exams': ok({ exams: [] }) });
    signInAs('user');
    renderRoute('/user/my-exams');
    expect(await screen.findByText('You have no exams yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse exams' })).toHaveAttribute(
      'href',
      '/user/home',
    );
  });
});

describe('My Exams test history', { timeout: 20_000 }, () => {
  /** Twelve tests of one exam, newest first, one started each day at 09:30 UTC. */
  const HISTORY = Array.from({ length: 12 }, (_, index) =>
    test({
      testId: `test-${index + 1}`,
      examId: 'exam-1',
      type: index % 3 === 0 ? 'mock' : 'practice',
      startedAt: new Date(Date.UTC(2026, 10, 20 - index, 9, 30)).toISOString(),
    }),
  );

  it('pages through every test with its date, time and score, and filters by type', async () => {
    const api = stubApi({
      'GET /user/my-exams': ok({ exams: [ACTIVE] }),
      'GET /user/test': (request: StubbedRequest) => {
        const type = request.query.get('type');
        const status = request.query.get('status');
        const matching = HISTORY.filter(
          (item) => (!type || item.type === type) && (!status || item.status === status),
        );
        const page = Number(request.query.get('page') ?? 1);
        const perPage = Number(request.query.get('perPage') ?? 10);
        return ok({
          tests: matching.slice((page - 1) * perPage, page * perPage),
          pagination: { total: matching.length, perPage, currentPage: page },
        });
      },
    });
    signInAs('user');
    const { user } = renderRoute('/user/my-exams');
    const list = await screen.findByRole('list', { name: 'Tests of Nursing licensure' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Same-day tests are told apart by their time; an ended test shows its score.
    expect(
      within(list).getByRole('link', { name: /Review Mock exam of 20 Nov 2026, \d\d:30/ }),
    ).toBeInTheDocument();
    expect(within(list).getAllByText(/21 correct \(70\.00%\)/)).toHaveLength(5);

    // The oldest tests are reachable: page 3 holds the 11th and 12th.
    await user.click(screen.getByRole('button', { name: "Page 3 of Nursing licensure's tests" }));
    const last = await screen.findByRole('link', { name: /Review Practice test of 0?9 Nov 2026/ });
    expect(last).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tests of Nursing licensure' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);

    // Mocks only: four of the twelve, on one page.
    await user.click(screen.getByRole('radio', { name: 'Mock exam' }));
    await screen.findByRole('link', { name: /Review Mock exam of 11 Nov 2026/ });
    const mocks = screen.getByRole('list', { name: 'Tests of Nursing licensure' });
    expect(within(mocks).getAllByRole('listitem')).toHaveLength(4);
    expect(api.calls('GET /user/test').at(-1)!.query.get('type')).toBe('mock');

    // From the keyboard: the filter stays (with the list shown) while each choice loads, so
    // the arrow keys go on from where the focus is.
    const filter = screen.getByRole('radiogroup', { name: 'Show tests of Nursing licensure' });
    expect(within(filter).getByRole('radio', { name: 'Mock exam' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(filter).getByRole('radio', { name: 'Practice test' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(filter).getByRole('radio', { name: 'All' })).toHaveFocus();
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    // Every type again: the first page, newest first, as the page opened with.
    await screen.findByRole('link', { name: /Review Practice test of 19 Nov 2026/ });
    expect(
      within(screen.getByRole('list', { name: 'Tests of Nursing licensure' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(5);
  });
});
