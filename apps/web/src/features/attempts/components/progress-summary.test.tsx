import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { MY_EXAM } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM = MY_EXAM;
const week = (weekStart: string, questionsAnswered: number, points: number, seconds: number) => ({
  weekStart,
  questionsAnswered,
  secondsStudied: seconds,
  points,
  maxPoints: questionsAnswered,
  percentage: questionsAnswered > 0 ? (100 * points) / questionsAnswered : 0,
});
const basis = { mocks: 1, answers: 52, comparedAnswers: 12, peerMocks: 9 };
const SUMMARY = {
  thisWeek: week('2027-03-15', 24, 18, 1500),
  lastWeek: week('2027-03-08', 0, 0, 0),
  exams: [
    {
      exam: { id: EXAM.id, name: EXAM.name },
      readiness: {
        status: 'shown',
        passMark: 65,
        missing: { mocks: 0, answers: 0 },
        basis,
        estimate: { score: 71, low: 62, high: 80, likelihood: 75, band: 'likely' },
      },
    },
    {
      exam: { id: '66666666-6666-4666-8666-666666666666', name: 'Pharmacist Practice' },
      readiness: {
        status: 'hidden',
        passMark: 70,
        missing: { mocks: 1, answers: 12 },
        basis: { ...basis, mocks: 0, answers: 28 },
        estimate: null,
      },
    },
    {
      exam: { id: '77777777-7777-4777-8777-777777777777', name: 'Step 2 Practice' },
      readiness: {
        status: 'no-pass-mark',
        passMark: null,
        missing: { mocks: 0, answers: 0 },
        basis,
        estimate: null,
      },
    },
  ],
};

function openDashboard(progress: NonNullable<Parameters<typeof stubApi>[0]>[string]) {
  const api = stubApi({
    'GET /user/test': ok({ tests: [], pagination: { total: 0, perPage: 20, currentPage: 1 } }),
    'GET /user/review-counts': ok({ exams: [] }),
    'GET /user/my-exams': ok({ exams: [EXAM] }),
    'GET /user/progress': progress,
  });
  signInAs('user');
  return { ...renderRoute('/user'), api };
}

/** The card, once the dashboard's code has loaded (slow on a busy machine). */
const findCard = () => screen.findByRole('region', { name: 'Your progress' }, { timeout: 10_000 });

describe('dashboard progress summary', { timeout: 20_000 }, () => {
  it('compares this week with last, and gives each exam its readiness and a link to its progress', async () => {
    openDashboard(ok(SUMMARY));
    const card = await findCard();
    const weeks = await within(card).findByRole(
      'table',
      { name: /This week .* and last week/ },
      { timeout: 5000 },
    );
    expect(within(weeks).getByRole('row', { name: 'Questions done 24 0' })).toBeInTheDocument();
    expect(
      within(weeks).getByRole('row', { name: 'Time studied 25 min 0 s 0 s' }),
    ).toBeInTheDocument();
    expect(within(weeks).getByRole('row', { name: 'Share correct 75% —' })).toBeInTheDocument();

    const exams = within(card).getByRole('list', { name: 'Readiness by exam' });
    const [shown, hidden, unmarked] = within(exams).getAllByRole('listitem');
    expect(within(shown!).getByText('Likely')).toBeInTheDocument();
    expect(shown).toHaveTextContent(
      'About 75% chance of the pass mark of 65%; a next mock likely scores 62–80%',
    );
    expect(hidden).toHaveTextContent(
      'Finish a mock and answer 12 more questions to see your readiness.',
    );
    expect(unmarked).toHaveTextContent('No pass mark set for this exam');
    expect(
      within(shown!).getByRole('link', { name: `Open progress: ${EXAM.name}` }),
    ).toHaveAttribute('href', `/user/my-exams/${EXAM.id}/progress`);
    expect(
      within(unmarked!).getByRole('link', { name: 'Open progress: Step 2 Practice' }),
    ).toHaveAttribute('href', '/user/my-exams/77777777-7777-4777-8777-777777777777/progress');
  });

  it('says when there is nothing yet', async () => {
    openDashboard(
      ok({
        thisWeek: week('2027-03-15', 0, 0, 0),
        lastWeek: week('2027-03-08', 0, 0, 0),
        exams: [],
      }),
    );
    const card = await findCard();
    expect(
      await within(card).findByText(/Nothing answered yet: your week-by-week progress shows here/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, and a retry when it cannot be loaded', async () => {
    let failing = true;
    const { user } = openDashboard(() =>
      failing ? fail(404, 'Not found', 'Not Found') : ok(SUMMARY),
    );
    const loading = await findCard();
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('Your progress could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Readiness by exam' })).toBeInTheDocument(),
    );
  });
});
