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
