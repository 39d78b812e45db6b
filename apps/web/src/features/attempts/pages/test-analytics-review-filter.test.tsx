// The analytics page's review filter: outcome or tags and subject, combined, with counts in
// the choices, kept in the address, an empty state per filter, the test's own numbering, and
// the subject table's sideways scrolling on a phone.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { ANALYTICS, ANTIDOTES, VITALS } from '../testing/analytics-fixtures';
import { EXAM_ID, TEST_ID, TEST_ROUTE } from '../testing/exam-fixtures';

const base = `/user/my-exams/${EXAM_ID}/analytics?testId=${TEST_ID}`;

// jsdom lays nothing out, so the charts measure 0 x 0 and say so; anything else counts.
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.includes('of chart should be greater than 0')) warnings.push(text);
  });
});
afterEach(() => expect(warnings).toEqual([]));

async function openAnalytics(query = '') {
  stubApi({ [`GET ${TEST_ROUTE}/analytics`]: ok({ ...ANALYTICS }) });
  signInAs('user');
  const view = renderRoute(`${base}${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Mock exam analytics' });
  // The questions come a few at a time after the results above them: until all are there.
  await waitFor(() => expect(review().querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

const review = () => screen.getByRole('region', { name: 'Review' });
const shownQuestions = () =>
  within(review())
    .queryAllByRole('button', { name: /^Question \d/ })
    .map((button) => /^Question \d/.exec(button.textContent ?? '')![0]);
const statusChoices = () =>
  within(within(review()).getByRole('radiogroup', { name: 'Show' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('div')!.textContent);

describe('analytics review filter', { timeout: 20_000 }, () => {
  it('counts each choice, filters, and keeps the filter in the address', async () => {
    const { user, router } = await openAnalytics();
    expect(statusChoices()).toEqual([
      'All (3)',
      'Incorrect (1)',
      'Unanswered (1)',
      'Correct (1)',
      'Tagged (1)',
    ]);
    expect(shownQuestions()).toEqual(['Question 1', 'Question 2', 'Question 3']);

    await user.click(within(review()).getByRole('radio', { name: 'Tagged (1)' }));
    expect(shownQuestions()).toEqual(['Question 1']);
    expect(router.state.location.search).toBe(`?testId=${TEST_ID}&show=tagged`);
    expect(within(review()).getByRole('status')).toHaveTextContent('Showing 1 of 3 questions');

    await user.click(within(review()).getByRole('radio', { name: 'Unanswered (1)' }));
    // Numbered as in the test, not as in the filtered list.
    expect(shownQuestions()).toEqual(['Question 3']);

    // Back and forward go through the filters.
    await router.navigate(-1);
    await waitFor(() => expect(shownQuestions()).toEqual(['Question 1']));
    expect(within(review()).getByRole('radio', { name: 'Tagged (1)' })).toBeChecked();
    await router.navigate(1);
    await waitFor(() => expect(shownQuestions()).toEqual(['Question 3']));
  });

  it('combines a subject with an outcome, and counts each within the other', async () => {
    const { user, router } = await openAnalytics();
    await user.click(within(review()).getByRole('combobox', { name: 'Subject' }));
    expect(screen.getByRole('option', { name: 'All subjects (3)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vital signs (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Antidotes (2)' }));
    expect(shownQuestions()).toEqual(['Question 1', 'Question 2']);
    expect(router.state.location.search).toBe(`?testId=${TEST_ID}&subject=${ANTIDOTES.subjectId}`);
    expect(statusChoices()).toEqual([
      'All (2)',
      'Incorrect (1)',
      'Unanswered (0)',
      'Correct (1)',
      'Tagged (1)',
    ]);

    await user.click(within(review()).getByRole('radio', { name: 'Correct (1)' }));
    expect(shownQuestions()).toEqual(['Question 2']);
    await user.click(within(review()).getByRole('combobox', { name: 'Subject' }));
    // The subjects count the correct answers now.
    expect(screen.getByRole('option', { name: 'All subjects (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vital signs (0)' })).toBeInTheDocument();
  });

  it('opens on the filter of the address, with an empty state that leads back to every question', async () => {
    const { user, router } = await openAnalytics(`&show=unanswered&subject=${ANTIDOTES.subjectId}`);
    expect(within(review()).getByRole('radio', { name: 'Unanswered (0)' })).toBeChecked();
    expect(within(review()).getByRole('combobox', { name: 'Subject' })).toHaveValue(
      'Antidotes (0)',
    );
    expect(shownQuestions()).toEqual([]);
    expect(within(review()).getByText('No unanswered questions in Antidotes.')).toBeInTheDocument();

    await user.click(within(review()).getByRole('button', { name: 'Show every question' }));
    // (A few at a time, as on the first showing.)
    await waitFor(() =>
      expect(shownQuestions()).toEqual(['Question 1', 'Question 2', 'Question 3']),
    );
    expect(router.state.location.search).toBe(`?testId=${TEST_ID}`);
  });

  it('says what is empty for the whole test, and ignores an unknown filter in the address', async () => {
    const untagged = {
      ...ANALYTICS,
      review: ANALYTICS.review.map((q) => ({ ...q, tagged: false })),
    };
    stubApi({ [`GET ${TEST_ROUTE}/analytics`]: ok({ ...untagged }) });
    signInAs('user');
    const { user } = renderRoute(`${base}&show=bogus&subject=${VITALS.courseId}`);
    await screen.findByRole('heading', { level: 1, name: 'Mock exam analytics' });
    await waitFor(() =>
      expect(shownQuestions()).toEqual(['Question 1', 'Question 2', 'Question 3']),
    );
    await user.click(within(review()).getByRole('radio', { name: 'Tagged (0)' }));
    expect(within(review()).getByText('No tagged questions in this test.')).toBeInTheDocument();
  });
});
