import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { EXAM_ID, SINGLE, TEST_ID, TEST_ROUTE, testDetail } from '../testing/exam-fixtures';

const { timer: _timer, ...summary } = testDetail({ type: 'mock' }).test;

const ANALYTICS: TTestAnalytics = {
  test: { ...summary, status: 'ended', correctCount: 1, endedAt: new Date().toISOString() },
  score: { total: 3, correct: 1, incorrect: 1, unanswered: 1, percentage: 33.33 },
  time: {
    usedSeconds: 754,
    allowedSeconds: 1800,
    averagePerAnswerSeconds: 40,
    peerAveragePerAnswerSeconds: 55.5,
  },
  breakdown: [
    {
      courseId: '77777777-7777-4777-8777-777777777771',
      courseName: 'Pharmacology',
      subjectId: '88888888-8888-4888-8888-888888888881',
      subjectName: 'Antidotes',
      total: 3,
      correct: 1,
      incorrect: 1,
      unanswered: 1,
      percentage: 33.33,
    },
  ],
  percentile: { value: 62.5, otherAttempts: 4 },
  peerFiguresAt: '2026-11-25T14:02:00.000Z',
  complete: true,
  review: [
    {
      id: SINGLE.id,
      number: 1,
      type: 'single_choice',
      question: SINGLE.question,
      courseName: 'Pharmacology',
      subjectName: 'Antidotes',
      options: SINGLE.options.map((option, index) => ({
        ...option,
        isCorrect: index === 0,
        selected: index === 1,
        pickPercentage: [50, 25, 25, 0][index]!,
      })),
      answer: {
        selectedOptionIds: [SINGLE.options[1]!.id],
        answerText: null,
        timeSpentSeconds: 40,
        answeredAt: new Date().toISOString(),
      },
      isCorrect: false,
      correctAnswerText: null,
      acceptedAnswers: [],
      explanation: '<p>Naloxone is an opioid antagonist.</p>',
      timeSpentSeconds: 40,
      peerAverageSeconds: 55.5,
      peerCorrectPercentage: 75,
      peerCount: 4,
    },
  ],
};

const ANALYTICS_ROUTE = `GET ${TEST_ROUTE}/analytics`;
const path = `/user/my-exams/${EXAM_ID}/analytics?testId=${TEST_ID}`;

describe('analytics page', { timeout: 20_000 }, () => {
  it('shows the score, time, percentile, breakdown and a review of each question', async () => {
    // jsdom lays nothing out, so the charts measure 0 x 0 and say so; anything else counts.
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!text.includes('of chart should be greater than 0')) warnings.push(text);
    });
    stubApi({ [ANALYTICS_ROUTE]: ok({ ...ANALYTICS }) });
    signInAs('user');
    const { user } = renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mock exam analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Score', { selector: 'p' }).nextElementSibling).toHaveTextContent(
      '1 / 3',
    );
    expect(screen.getAllByText('33.33%').length).toBeGreaterThan(0);
    expect(screen.getByText('1 · 1 · 1')).toBeInTheDocument();
    expect(screen.getByText('12 min 34 s')).toBeInTheDocument();
    expect(screen.getByText('of 30 min 0 s allowed')).toBeInTheDocument();
    expect(screen.getByText('62.50%')).toBeInTheDocument();
    expect(screen.getByText('Share of 4 other mock attempts you scored above')).toBeInTheDocument();
    expect(
      screen.getByText(/Figures about other students .* as of 25 Nov 2026, \d\d:\d\d/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your average: 40 s per answer · other students: 55.5 s/),
    ).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('row', { name: /Pharmacology Antidotes 1 \/ 3 1 1 33.33%/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Question 1/ }));
    expect(await screen.findByText('Naloxone is an opioid antagonist.')).toBeInTheDocument();
    expect(screen.getByText('50.00% of students chose this')).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByText('Your answer')).toBeInTheDocument();
    // Drawn by the exam page's renderer: the right option framed green, the wrong pick red.
    expect(screen.getByText('Correct answer').closest('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      'correct',
    );
    expect(screen.getByText('Your answer').closest('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      'wrong',
    );
    expect(screen.getByText('75.00% of 4 other students got it right')).toBeInTheDocument();

    // The review filter.
    await user.click(screen.getByRole('radio', { name: 'Correct' }));
    expect(screen.getByText('No questions to show here.')).toBeInTheDocument();
    expect(warnings).toEqual([]);
  });

  it('says a running mock has no analytics yet, with the way back to it', async () => {
    stubApi({
      [ANALYTICS_ROUTE]: fail(
        409,
        'Analytics of a mock exam are available once it has ended.',
        'TestRunning',
      ),
    });
    signInAs('user');
    renderRoute(path);
    expect(
      await screen.findByText('Analytics of a mock exam are available once it has ended.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the exam' })).toHaveAttribute(
      'href',
      `/user/my-exams/${EXAM_ID}/exam?testId=${TEST_ID}`,
    );
  });
});
