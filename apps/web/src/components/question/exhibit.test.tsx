import type { TTestQuestion } from '@prepward/shared/schemas/attempts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useState } from 'react';
import { preloadExhibit, QuestionView } from './question-view';

// The exhibit's code loads apart from the page (question-view.tsx); here it is at hand.
await preloadExhibit();

const EXHIBITS = [
  { title: "Nurses' notes", html: '<p>Client reports chest pain radiating to the left arm.</p>' },
  {
    title: 'Vital signs',
    html: '<table><tbody><tr><th>Time</th><th>0800</th><th>1200</th></tr><tr><td>BP</td><td>150/90</td><td>90/60</td></tr></tbody></table>',
  },
  { title: 'Orders', html: '<p>Aspirin 325 mg by mouth now.</p>' },
];

const question = (exhibits?: typeof EXHIBITS): TTestQuestion => ({
  id: '66666666-6666-4666-8666-666666666666',
  number: 3,
  type: 'single_choice',
  question: '<p>Which finding needs follow-up first?</p>',
  options: [
    { id: 'a', label: 'a', value: 'Blood pressure', part: 0 },
    { id: 'b', label: 'b', value: 'Pain', part: 0 },
  ],
  item: { scoring: 'all_or_nothing', layout: exhibits ? { exhibits } : {}, parts: [] },
  case: null,
  tagged: false,
  answer: null,
  result: null,
});

const ignore = () => undefined;

function renderQuestion(value: TTestQuestion) {
  return renderWithProviders(
    <QuestionView
      question={value}
      total={10}
      selection={{ optionIds: [], text: '' }}
      onSelectionChange={ignore}
      locked={false}
      result={null}
      struck={[]}
      onToggleStrike={ignore}
      onSubmitText={ignore}
    />,
  );
}

/** A screen at least 62em wide: the exhibit sits to the left of the question, a tab open. */
const phoneMatchMedia = window.matchMedia;
function wideScreen() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('min-width: 62em'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

describe('the exhibit of a question', () => {
  it('renders nothing when the question has none', () => {
    renderQuestion(question());
    expect(screen.queryByRole('region', { name: /Exhibit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Blood pressure/ })).toBeInTheDocument();
  });

  it('opens on its first tab on a wide screen and switches tab by click and by keyboard', async () => {
    wideScreen();
    const { user } = renderQuestion(question(EXHIBITS));
    const exhibit = screen.getByRole('region', { name: 'Exhibit for question 3' });
    const tabs = within(exhibit).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Nurses' notes", 'Vital signs', 'Orders']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(exhibit).getByRole('tabpanel')).toHaveTextContent(/chest pain radiating/);

    await user.click(within(exhibit).getByRole('tab', { name: 'Vital signs' }));
    const panel = within(exhibit).getByRole('tabpanel');
    expect(within(panel).getByRole('table')).toHaveTextContent('90/60');

    await user.keyboard('{ArrowRight}');
    expect(within(exhibit).getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(within(exhibit).getByRole('tabpanel')).toHaveTextContent('Aspirin 325 mg');
    // The question is still there beside it.
    expect(screen.getByRole('heading', { name: 'Question 3 of 10' })).toBeInTheDocument();
  });

  it('starts as its tabs alone on a phone, a tab opening and closing its panel', async () => {
    const { user } = renderQuestion(question(EXHIBITS));
    const exhibit = screen.getByRole('region', { name: 'Exhibit for question 3' });
    expect(within(exhibit).getAllByRole('tab')).toHaveLength(3);
    expect(within(exhibit).queryByRole('tabpanel')).not.toBeInTheDocument();

    await user.click(within(exhibit).getByRole('tab', { name: 'Orders' }));
    expect(within(exhibit).getByRole('tabpanel')).toHaveTextContent('Aspirin 325 mg');
    await user.click(within(exhibit).getByRole('tab', { name: 'Orders' }));
    expect(within(exhibit).queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('starts again from the first tab on the next question', async () => {
    wideScreen();
    const next = { ...question(EXHIBITS.slice(0, 2)), id: 'next', number: 4 };
    function TwoQuestions() {
      const [current, setCurrent] = useState(question(EXHIBITS));
      return (
        <>
          <button type="button" onClick={() => setCurrent(next)}>
            Next
          </button>
          <QuestionView
            question={current}
            total={10}
            selection={{ optionIds: [], text: '' }}
            onSelectionChange={ignore}
            locked={false}
            result={null}
            struck={[]}
            onToggleStrike={ignore}
            onSubmitText={ignore}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<TwoQuestions />);
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const exhibit = screen.getByRole('region', { name: 'Exhibit for question 4' });
    expect(within(exhibit).getAllByRole('tab')).toHaveLength(2);
    expect(within(exhibit).getByRole('tab', { name: "Nurses' notes" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
