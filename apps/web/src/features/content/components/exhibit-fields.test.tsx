import type { TQuestionRequest } from '@prepward/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { questionFormFrom, type QuestionFormValues } from '../lib/question-form';
import { adminQuestion } from '../testing/question-fixtures';
import { QuestionCard } from './question-card';
import { QuestionForm } from './question-form';

// The tiptap editor needs a real browser; a textarea with the same contract stands in for it.
vi.mock('./rich-text-field', () => import('../testing/rich-text-field-stub'));

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(initialValues?: QuestionFormValues) {
  const onSubmit = vi.fn<(request: TQuestionRequest, reset: () => void) => void>();
  const view = renderInApp(
    <QuestionForm
      submitLabel="Submit"
      pending={false}
      onSubmit={onSubmit}
      initialValues={initialValues}
    />,
  );
  return { ...view, onSubmit };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));
const addTab = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Add exhibit tab' }));

const VITALS = '<table><tbody><tr><td>BP</td><td>90/60</td></tr></tbody></table>';

describe('question form: the exhibit', { timeout: 30_000 }, () => {
  it('sends no exhibit until a tab is added, then its tabs in the layout', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByRole('textbox', { name: /Exhibit tab/ })).not.toBeInTheDocument();
    await type(user, textbox('Question'), '<p>Which is an opioid?</p>');
    const options = screen.getAllByRole('textbox', { name: /^Option [a-d]$/ });
    for (const [index, field] of options.entries()) await type(user, field, `Drug ${index + 1}`);
    await user.click(screen.getByRole('combobox', { name: 'Correct answer' }));
    await user.click(await screen.findByRole('option', { name: 'b. Drug 2' }));

    await addTab(user);
    await addTab(user);
    expect(textbox('Exhibit tab 1 title')).toHaveAttribute('placeholder', "Nurses' notes");
    expect(textbox('Exhibit tab 2 title')).toHaveAttribute('placeholder', 'Vital signs');
    await submit(user);
    expect(await screen.findAllByText('Every exhibit tab needs a title')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await type(user, textbox('Exhibit tab 1 title'), ' Vital signs ');
    await type(user, textbox(/^Exhibit tab 1 content/), VITALS);
    await type(user, textbox('Exhibit tab 2 title'), 'Orders');
    await submit(user);
    expect(await screen.findByText('The exhibit "Orders" is empty')).toBeInTheDocument();
    await type(user, textbox(/^Exhibit tab 2 content/), '<p>Oxygen 2 L</p>');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'single_choice',
      layout: {
        exhibits: [
          { title: 'Vital signs', html: VITALS },
          { title: 'Orders', html: '<p>Oxygen 2 L</p>' },
        ],
      },
    });
  });

  it('takes six tabs at most, and removes one', async () => {
    const { user } = renderForm();
    for (let tab = 0; tab < 6; tab += 1) await addTab(user);
    expect(screen.getByRole('button', { name: 'Add exhibit tab' })).toBeDisabled();
    await type(user, textbox('Exhibit tab 2 title'), 'Orders');
    await user.click(screen.getByRole('button', { name: 'Remove exhibit tab 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Exhibit tab \d title$/ })).toHaveLength(5);
    expect(textbox('Exhibit tab 1 title')).toHaveValue('Orders');
    expect(screen.getByRole('button', { name: 'Add exhibit tab' })).toBeEnabled();
  });

  it('reloads the exhibit of a question and keeps it with a matrix’s own layout', async () => {
    const question = adminQuestion({
      type: 'matrix',
      scoring: 'plus_minus',
      layout: {
        rows: ['Fever'],
        columns: ['Expected', 'Not expected'],
        multiplePerRow: false,
        exhibits: [
          { title: "Nurses' notes", html: '<p>Febrile overnight.</p>' },
          { title: 'Vital signs', html: VITALS },
        ],
      },
      options: [
        { id: 'c1', value: 'Expected', answer: true, selected: 0, part: 0 },
        { id: 'c2', value: 'Not expected', answer: false, selected: 0, part: 0 },
      ],
    });
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    expect(textbox('Exhibit tab 1 title')).toHaveValue("Nurses' notes");
    expect(textbox(/^Exhibit tab 2 content/)).toHaveValue(VITALS);

    await user.click(screen.getByRole('button', { name: 'Remove exhibit tab 1' }));
    await submit(user);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0].layout).toEqual({
      rows: ['Fever'],
      columns: ['Expected', 'Not expected'],
      multiplePerRow: false,
      exhibits: [{ title: 'Vital signs', html: VITALS }],
    });
  });

  it('sends no layout once a question’s last tab is removed', async () => {
    const question = adminQuestion({
      layout: { exhibits: [{ title: 'Orders', html: '<p>Morphine 2 mg</p>' }] },
    });
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    await user.click(screen.getByRole('button', { name: 'Remove exhibit tab 1' }));
    await submit(user);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('layout');
  });

  it('names the tabs on the question card in one line', () => {
    const question = adminQuestion({
      layout: {
        exhibits: [
          { title: 'Vital signs', html: VITALS },
          { title: 'Orders', html: '<p>Morphine 2 mg</p>' },
        ],
      },
    });
    renderInApp(<QuestionCard question={question} number={1} onPreview={() => undefined} />);
    const line = screen.getByText('Exhibit:').parentElement!;
    expect(line).toHaveTextContent(/^Exhibit: Vital signs, Orders$/);
    expect(within(line).queryByRole('table')).not.toBeInTheDocument();
  });
});
