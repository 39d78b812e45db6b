// The exam page's tools: the lab values drawer and the calculator, by mouse and keyboard,
// and typing in them never answers the question through the page's shortcuts.
import type { TLabValue } from '@prepward/shared/schemas/lab-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/api-stub';
import { testDetail } from '../testing/exam-fixtures';
import { openExam } from '../testing/exam-page';

const value = (id: number, category: string, testName: string, ranges: string[]): TLabValue => ({
  id: `55555555-5555-4555-8555-55555555555${id}`,
  category,
  testName,
  conventionalRange: ranges[0]!,
  conventionalUnit: ranges[1]!,
  siRange: ranges[2]!,
  siUnit: ranges[3]!,
  note: null,
});

const LAB_VALUES: TLabValue[] = [
  value(1, 'Serum electrolytes', 'Sodium', ['136-145', 'mEq/L', '136-145', 'mmol/L']),
  value(2, 'Serum electrolytes', 'Potassium', ['3.5-5.0', 'mEq/L', '3.5-5.0', 'mmol/L']),
  value(3, 'Renal', 'Creatinine', ['0.6-1.2', 'mg/dL', '53-106', 'µmol/L']),
  {
    ...value(4, 'Arterial blood gases', 'pH', ['7.35-7.45', '', '7.35-7.45', '']),
    note: 'Arterial',
  },
];

const withLabValues = { 'GET /user/lab-values': ok({ labValues: LAB_VALUES }) };
/** The question's options (radios of the question, not the drawer's units) stay unchosen. */
const noOptionChosen = () => {
  const options = screen.getByRole('radiogroup', { name: 'Options of question 1', hidden: true });
  expect(within(options).queryAllByRole('radio', { checked: true, hidden: true })).toEqual([]);
};

describe('exam page tools', { timeout: 40_000 }, () => {
  it('opens the lab values by category, searches as you type, and keeps the unit choice', async () => {
    const { user, api } = await openExam(testDetail(), withLabValues);
    const toolbar = screen.getByRole('toolbar', { name: 'Exam tools' });
    await user.click(within(toolbar).getByRole('button', { name: 'Lab values' }));

    const drawer = await screen.findByRole('dialog', { name: 'Lab values' });
    expect(
      await within(drawer).findByRole('heading', { name: 'Serum electrolytes' }),
    ).toBeVisible();
    expect(within(drawer).getByRole('heading', { name: 'Renal' })).toBeVisible();
    const sodium = within(drawer).getByRole('rowheader', { name: 'Sodium' }).closest('tr')!;
    expect(within(sodium).getByText('136-145 mEq/L')).toBeVisible();
    expect(within(sodium).getByText('136-145 mmol/L')).toBeVisible();
    expect(within(drawer).getByText('4 lab values')).toBeVisible();
    const reads = api.calls('GET /user/lab-values').length;

    // The search box has the focus; typing 'a' or '1' there answers nothing.
    const search = within(drawer).getByRole('searchbox', { name: 'Search lab values' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('renal');
    expect(within(drawer).queryByRole('rowheader', { name: 'Sodium' })).toBeNull();
    expect(within(drawer).getByRole('rowheader', { name: 'Creatinine' })).toBeVisible();
    expect(within(drawer).getByText('1 of 4 lab values')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'potas 1');
    expect(within(drawer).getByText(/No lab values match “potas 1”/)).toBeVisible();
    await user.clear(search);
    await user.type(search, 'POTAS');
    expect(within(drawer).getByRole('rowheader', { name: 'Potassium' })).toBeVisible();
    noOptionChosen();

    // SI only: the conventional column goes, and the choice is remembered.
    await user.click(within(drawer).getByRole('radio', { name: 'SI' }));
    expect(within(drawer).queryByRole('columnheader', { name: 'Conventional' })).toBeNull();
    expect(within(drawer).getByText('3.5-5.0 mmol/L')).toBeVisible();
    expect(window.localStorage.getItem('labUnits')).toBe('si');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lab values' })).toBeNull());
    await user.click(within(toolbar).getByRole('button', { name: 'Lab values' }));
    const again = await screen.findByRole('dialog', { name: 'Lab values' });
    expect(within(again).getByRole('radio', { name: 'SI' })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'Conventional' }));
    expect(within(again).queryByRole('columnheader', { name: 'SI' })).toBeNull();
    expect(within(again).getByRole('rowheader', { name: /pH/ })).toHaveTextContent('Arterial');
    // The cached copy serves the second opening.
    expect(api.calls('GET /user/lab-values')).toHaveLength(reads);
  });

  it('says when the lab values cannot be loaded, and tries again', async () => {
    let failing = true;
    const { user } = await openExam(testDetail(), {
      'GET /user/lab-values': () =>
        failing
          ? fail(429, 'Too many requests, please try again shortly', 'TooManyRequests')
          : ok({ labValues: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Lab values' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lab values' });
    expect(await within(drawer).findByText('Could not load the lab values')).toBeVisible();
    failing = false;
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('No lab values yet.')).toBeVisible();
  });

  it('calculates from the keyboard and the keypad, without answering the question', async () => {
    const { user, api } = await openExam(testDetail());
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const calculator = await screen.findByRole('dialog', { name: 'Calculator' });
    const display = within(calculator).getByRole('group', { name: /Calculator display/ });
    await waitFor(() => expect(display).toHaveFocus());
    const result = () => within(calculator).getByRole('status');
    const expression = () => within(calculator).getByTestId('calculator-expression');

    await user.keyboard('12+3*4');
    expect(expression()).toHaveTextContent('12 + 3 × 4');
    await user.keyboard('{Enter}');
    expect(result()).toHaveTextContent('24');
    expect(expression()).toHaveTextContent('12 + 3 × 4 =');
    noOptionChosen();
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();

    await user.keyboard('8/0{Enter}');
    expect(result()).toHaveTextContent('Error');
    await user.keyboard('0.1+0.2{Enter}');
    expect(result()).toHaveTextContent(/^0\.3$/);
    await user.keyboard('99{Backspace}{Delete}c');
    expect(result()).toHaveTextContent(/^0$/);

    // The keypad by mouse leaves the focus on the display, so Enter still means =.
    for (const key of ['7', 'Multiply', '6']) {
      await user.click(within(calculator).getByRole('button', { name: key }));
    }
    expect(display).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(result()).toHaveTextContent('42');
    await user.click(within(calculator).getByRole('button', { name: 'Square root' }));
    await user.click(within(calculator).getByRole('button', { name: 'Equals' }));
    expect(result()).toHaveTextContent('6.480740698');

    // Escape closes it; opened again, the last result is still there. Nothing was sent.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calculator' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const reopened = await screen.findByRole('dialog', { name: 'Calculator' });
    expect(within(reopened).getByRole('status')).toHaveTextContent('6.480740698');
    noOptionChosen();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('opens the calculator as a bottom drawer on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.includes('max-width: 48em'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    }));
    const { user } = await openExam(testDetail());
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calculator' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('9*9{Enter}');
    expect(within(drawer).getByRole('status')).toHaveTextContent('81');
    await user.click(within(drawer).getByRole('button', { name: 'Close calculator' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calculator' })).toBeNull());
  });
});
