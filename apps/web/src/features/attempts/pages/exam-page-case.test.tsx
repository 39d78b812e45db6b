// The exam page with a case study: its header and scenario above each of its questions, the
// scenario folding away on a phone and staying as the student left it through the case.
import type { TTestCase } from '@prepward/shared/schemas/case-studies';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FILL, MULTIPLE, SINGLE, testDetail } from '../testing/exam-fixtures';
import { click, openExam } from '../testing/exam-page';

const caseOf = (id: string, step: number): TTestCase => ({
  id,
  title: 'Chest pain in the emergency department',
  scenario: '<p>A 58-year-old client arrives with <strong>crushing chest pain</strong>.</p>',
  step,
  steps: 2,
});

/** SINGLE and MULTIPLE as the case's two steps, then FILL alone. */
const caseTest = (caseId: string) =>
  testDetail({
    questions: [
      { ...SINGLE, case: caseOf(caseId, 1) },
      { ...MULTIPLE, case: caseOf(caseId, 2) },
      FILL,
    ],
  });

const SCENARIO = 'A 58-year-old client arrives with crushing chest pain.';
const caseSection = () =>
  screen.getByRole('region', { name: 'Chest pain in the emergency department' });
/** The scenario's paragraph (its text runs through a <strong>). */
const scenario = () =>
  within(caseSection()).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === SCENARIO,
  );

const phoneMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

describe('exam page: a case study', { timeout: 20_000 }, () => {
  it('shows the case above each of its questions; on a phone the scenario folds, as the student leaves it', async () => {
    const { user } = await openExam(caseTest('c0000000-0000-4000-8000-000000000001'));
    const section = caseSection();
    expect(within(section).getByText('Case study · Question 1 of 2')).toBeVisible();
    expect(
      within(section).getByRole('heading', { name: 'Chest pain in the emergency department' }),
    ).toBeVisible();
    // Open on the case's first question; the question follows the case.
    expect(scenario()).toBeVisible();
    expect(
      section.compareDocumentPosition(screen.getByRole('heading', { name: 'Question 1 of 3' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const toggle = within(section).getByRole('button', { name: 'Hide scenario' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(section).getByRole('button', { name: 'Show scenario' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(scenario()).not.toBeVisible();

    // The next step keeps it folded; the scenario is one button away.
    await click(user, 'Next');
    expect(await screen.findByText('Case study · Question 2 of 2')).toBeVisible();
    expect(scenario()).not.toBeVisible();
    await user.click(within(caseSection()).getByRole('button', { name: 'Show scenario' }));
    expect(scenario()).toBeVisible();

    // A question that stands alone has no case above it.
    await click(user, 'Next');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    expect(screen.queryByText(/^Case study ·/)).toBeNull();
  });

  it('on a wide screen shows the scenario with no button to fold it', async () => {
    window.matchMedia = (query: string) => ({
      ...phoneMatchMedia(query),
      matches: query.includes('min-width') || query.trim() === '',
    });
    const { user } = await openExam(caseTest('c0000000-0000-4000-8000-000000000002'));
    await click(user, 'Next');
    expect(await screen.findByText('Case study · Question 2 of 2')).toBeVisible();
    expect(scenario()).toBeVisible();
    expect(within(caseSection()).queryByRole('button')).toBeNull();
  });
});
