import { screen, waitFor, within } from '@testing-library/react';
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
  readiness: {
    status: 'shown',
    passMark: 65,
    missing: { mocks: 0, answers: 0 },
    basis: { mocks: 2, answers: 11, comparedAnswers: 8, peerMocks: 14 },
    estimate: { score: 68, low: 58, high: 78, likelihood: 60, band: 'borderline' },
  },
};

const HIDDEN = {
  status: 'hidden',
  passMark: 65,
  missing: { mocks: 1, answers: 40 },
  basis: { mocks: 0, answers: 0, comparedAnswers: 0, peerMocks: 3 },
  estimate: null,
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
    // One mock with a percentile draws no trend: the table alone.
    expect(screen.queryByText('Percentile across your mocks')).not.toBeInTheDocument();
  });

  it('says progress appears after the first test when there are no answers', async () => {
    stubApi({
      [PROGRESS_ROUTE]: ok({
        exam,
        weeks: [],
        subjects: [],
        mocks: [],
        totals: { questionsAnswered: 0, secondsStudied: 0 },
        readiness: HIDDEN,
      }),
    });
    signInAs('user');
    renderRoute(path);
    expect(
      await screen.findByText('No answers yet: your progress appears after your first test'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The readiness says what it still needs.
    const readiness = screen.getByRole('region', { name: 'Readiness' });
    expect(
      within(readiness).getByText(
        'Finish a mock and answer 40 more questions to see your readiness.',
      ),
    ).toBeInTheDocument();
    expect(within(readiness).getByText(/pass mark of 65%/)).toBeInTheDocument();
  });

  it('shows the readiness with its chance, band, range, basis and what it is not', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ [PROGRESS_ROUTE]: ok(PROGRESS) });
    signInAs('user');
    renderRoute(path);
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(within(readiness).getByText('About 60%')).toBeInTheDocument();
    expect(within(readiness).getByText('Borderline')).toBeInTheDocument();
    expect(readiness).toHaveTextContent(
      'Estimated chance of reaching the pass mark of 65% in a mock exam now.',
    );
    expect(readiness).toHaveTextContent(
      'Expected score 68%; 8 in 10 of your next mocks would likely score 58–78%.',
    );
    expect(readiness).toHaveTextContent(
      'Based on 2 mocks of the last 90 days and 11 answers of the last 30 days, 8 practice answers compared with other students on the same questions.',
    );
    expect(readiness).toHaveTextContent(/a model of this site’s data about you and other students/);
    expect(readiness).toHaveTextContent(/not a promise and not the exam board’s scoring/);
  });

  it('shows no readiness for an exam without a pass mark', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      [PROGRESS_ROUTE]: ok({
        ...PROGRESS,
        readiness: {
          status: 'no-pass-mark',
          passMark: null,
          missing: { mocks: 0, answers: 0 },
          basis: { mocks: 2, answers: 11, comparedAnswers: 8, peerMocks: 14 },
          estimate: null,
        },
      }),
    });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByRole('table', { name: /each week/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Readiness' })).not.toBeInTheDocument();
  });

  it('draws the percentile across mocks once two mocks have one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const third = {
      testId: '00000000-0000-4000-8000-0000000000b3',
      endedAt: '2027-03-14T11:00:00.000Z',
      percentage: 80,
      percentile: 71,
    };
    stubApi({ [PROGRESS_ROUTE]: ok({ ...PROGRESS, mocks: [...PROGRESS.mocks, third] }) });
    signInAs('user');
    renderRoute(path);
    const mocks = await screen.findByRole('region', { name: 'Mock exams' });
    await waitFor(() =>
      expect(mocks.querySelector('.recharts-responsive-container')).not.toBeNull(),
    );
    expect(
      within(mocks).getByRole('row', { name: '3 14 Mar 2027 80.00% 71.00%' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the progress cannot be loaded', async () => {
    stubApi({ [PROGRESS_ROUTE]: fail(404, 'Exam not found', 'Not Found') });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByText('Your progress could not be loaded')).toBeInTheDocument();
  });
});
