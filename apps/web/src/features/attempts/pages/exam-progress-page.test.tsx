import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { EXAM_ID } from '../testing/exam-fixtures';

const PROGRESS_ROUTE = `GET /user/exam/${EXAM_ID}/progress`;
const path = `/user/my-exams/${EXAM_ID}/progress`;
const exam = { id: EXAM_ID, name: 'NCLEX-RN' };
const score = (points: number, maxPoints: number, percentage: number) => ({
  points,
  maxPoints,
  percentage,
});

const PROGRESS = {
  exam,
  weeks: [
    { weekStart: '2027-03-01', questionsAnswered: 2, ...score(1, 2, 50), secondsStudied: 50 },
    { weekStart: '2027-03-08', questionsAnswered: 6, ...score(5, 6, 83.33), secondsStudied: 185 },
    // Only a running mock's answers: nothing scored yet.
    { weekStart: '2027-03-15', questionsAnswered: 2, ...score(0, 0, 0), secondsStudied: 3725 },
  ],
  subjects: [
    {
      subjectId: '00000000-0000-4000-8000-0000000000a1',
      subjectName: 'Antidotes',
      courseName: 'Pharmacology',
      weeks: [
        { weekStart: '2027-03-01', questionsAnswered: 1, ...score(1, 1, 100) },
        { weekStart: '2027-03-08', questionsAnswered: 6, ...score(5, 6, 83.33) },
      ],
    },
  ],
  mocks: [
    {
      testId: '00000000-0000-4000-8000-0000000000b1',
      endedAt: '2027-03-10T11:00:00.000Z',
      percentage: 75,
      percentile: 62.5,
    },
    {
      testId: '00000000-0000-4000-8000-0000000000b2',
      endedAt: '2027-03-12T11:00:00.000Z',
      percentage: 50,
      percentile: null,
    },
  ],
  totals: { questionsAnswered: 11, secondsStudied: 3960 },
};

describe('progress page', { timeout: 20_000 }, () => {
  it('shows each week, each subject and each mock as tables', async () => {
    // jsdom lays nothing out, so the chart measures 0 x 0 and says so.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ [PROGRESS_ROUTE]: ok(PROGRESS) });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(
      await screen.findByText('In all: 11 questions answered, 1 h 6 min studied.'),
    ).toBeInTheDocument();

    const weekly = screen.getByRole('table', { name: /each week/ });
    const rows = within(weekly).getAllByRole('row').slice(1);
    // The latest week first.
    expect(rows.map((row) => row.textContent)).toEqual([
      '15 Mar 20272—1 h 2 min',
      '8 Mar 2027683.33% (5 / 6)3 min 5 s',
      '1 Mar 2027250.00% (1 / 2)50 s',
    ]);

    const subjects = screen.getByRole('table', { name: 'Score by subject and week' });
    expect(
      within(subjects).getByRole('row', {
        name: /Antidotes Pharmacology 100.00% 83.33% —/,
      }),
    ).toBeInTheDocument();

    const mocks = screen.getByRole('table', { name: /mock exams/ });
    expect(
      within(mocks).getByRole('row', { name: '1 10 Mar 2027 75.00% 62.50%' }),
    ).toBeInTheDocument();
    expect(within(mocks).getByRole('row', { name: '2 12 Mar 2027 50.00% —' })).toBeInTheDocument();
  });

  it('says progress appears after the first test when there are no answers', async () => {
    stubApi({
      [PROGRESS_ROUTE]: ok({
        exam,
        weeks: [],
        subjects: [],
        mocks: [],
        totals: { questionsAnswered: 0, secondsStudied: 0 },
      }),
    });
    signInAs('user');
    renderRoute(path);
    expect(
      await screen.findByText('No answers yet: your progress appears after your first test'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the progress cannot be loaded', async () => {
    stubApi({ [PROGRESS_ROUTE]: fail(404, 'Exam not found', 'Not Found') });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByText('Your progress could not be loaded')).toBeInTheDocument();
  });
});
