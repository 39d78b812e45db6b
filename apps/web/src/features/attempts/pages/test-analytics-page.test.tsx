import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { ANALYTICS } from '../testing/analytics-fixtures';
import { EXAM_ID, SINGLE, TEST_ID, TEST_ROUTE } from '../testing/exam-fixtures';

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
    stubApi({
      [ANALYTICS_ROUTE]: ok({ ...ANALYTICS }),
      // The student's highlight and note on the first question show in its review too.
      [`GET ${TEST_ROUTE}/notes`]: ok({
        editable: true,
        questions: [
          {
            questionId: SINGLE.id,
            note: { text: 'Naloxone first', updatedAt: '2026-03-01T10:00:00.000Z' },
            highlights: [{ start: 6, end: 10 }],
          },
        ],
      }),
    });
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
      within(table).getByRole('row', { name: /Pharmacology Antidotes 1 \/ 2 1 0 50.00%/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Physiology Vital signs 0 \/ 1 0 1 0.00%/ }),
    ).toBeInTheDocument();

    // The questions come a few at a time after the results above them.
    await user.click(await screen.findByRole('button', { name: /^Question 1/ }));
    const first = screen.getByRole('region', { name: /^Question 1/ });
    expect(await within(first).findByText('Naloxone is an opioid antagonist.')).toBeVisible();
    expect(within(first).getByText('50.00% of students chose this')).toBeInTheDocument();
    // Drawn by the exam page's renderer: the right option framed green, the wrong pick red.
    expect(within(first).getByText('Correct answer').closest('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      'correct',
    );
    expect(within(first).getByText('Your answer').closest('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      'wrong',
    );
    expect(within(first).getByText('75.00% of 4 other students got it right')).toBeInTheDocument();
    expect((await screen.findByText('drug')).tagName).toBe('MARK');
    expect(
      screen.getAllByRole('button', { name: 'Notes (this question has a note)' }).length,
    ).toBeGreaterThan(0);
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
