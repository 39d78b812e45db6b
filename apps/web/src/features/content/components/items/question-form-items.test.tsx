import type { TAdminQuestion, TQuestionRequest } from '@prepward/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render-with-providers';
import { questionFormFrom, type QuestionFormValues } from '../../lib/question-form';
import { adminQuestion } from '../../testing/question-fixtures';
import { QuestionForm } from '../question-form';

// The tiptap editor needs a real browser; a textarea with the same contract stands in for it.
vi.mock('../rich-text-field', () => import('../../testing/rich-text-field-stub'));

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

async function chooseType(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Question type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));
const request = (onSubmit: ReturnType<typeof renderForm>['onSubmit']) => onSubmit.mock.calls[0]![0];

async function fillAll(user: UserEvent, entries: [string | RegExp, string][]) {
  for (const [name, value] of entries) await type(user, textbox(name), value);
}

describe('question form: the Next Generation types', { timeout: 30_000 }, () => {
  it('builds a matrix from its rows, columns and the grid of correct cells', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Matrix');
    await type(user, textbox('Question'), '<p>Is each finding expected?</p>');
    await fillAll(user, [
      ['Row 1', 'Fever'],
      ['Row 2', 'Rash'],
      ['Column 1', 'Expected'],
      ['Column 2', 'Not expected'],
    ]);
    await submit(user);
    expect(await screen.findByText('Row 1 needs a correct answer')).toBeInTheDocument();
    expect(screen.getByText('Row 2 needs a correct answer')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Fever: Not expected' }));
    await user.click(screen.getByRole('radio', { name: 'Rash: Expected' }));
    await submit(user);
    expect(request(onSubmit)).toMatchObject({
      type: 'matrix',
      scoring: 'all_or_nothing',
      layout: {
        rows: ['Fever', 'Rash'],
        columns: ['Expected', 'Not expected'],
        multiplePerRow: false,
      },
      options: [
        { value: 'Expected', answer: false, part: 0 },
        { value: 'Not expected', answer: true, part: 0 },
        { value: 'Expected', answer: true, part: 1 },
        { value: 'Not expected', answer: false, part: 1 },
      ],
    });
  });

  it('says which matrix labels are missing, at their fields', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Matrix');
    await type(user, textbox('Question'), 'Findings?');
    await type(user, textbox('Row 1'), 'Fever');
    await submit(user);
    expect(await screen.findByText('Row 2 needs a label')).toBeInTheDocument();
    expect(screen.getByText('Column 1 needs a label')).toBeInTheDocument();
    expect(textbox('Row 2')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('builds a drop-down cloze: the text with its blanks, each blank its choices', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Drop-down cloze');
    await type(user, textbox('Question'), 'Complete the sentence.');
    await type(user, textbox('Text with blanks'), '<p>The client is at risk of</p>');
    await user.click(screen.getByRole('button', { name: 'Insert blank {{1}}' }));
    expect(textbox('Text with blanks')).toHaveValue('<p>The client is at risk of {{1}}</p>');
    await fillAll(user, [
      ['Blank 1 choice a', 'Bleeding'],
      ['Blank 1 choice b', 'Infection'],
    ]);
    await submit(user);
    expect(await screen.findByText('Blank 1 needs one correct answer')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Blank 1 choice b: correct' }));
    await submit(user);
    expect(request(onSubmit)).toMatchObject({
      type: 'dropdown_cloze',
      scoring: 'all_or_nothing',
      layout: { text: '<p>The client is at risk of {{1}}</p>' },
      options: [
        { value: 'Bleeding', answer: false, part: 0 },
        { value: 'Infection', answer: true, part: 0 },
      ],
    });
  });

  it('asks for a blank in a cloze text', async () => {
    const { user } = renderForm();
    await chooseType(user, 'Drop-down cloze');
    await type(user, textbox('Question'), 'Complete the sentence.');
    await type(user, textbox('Text with blanks'), 'No blank here');
    await submit(user);
    expect(
      await screen.findByText('Write at least one blank in the text, as {{1}}'),
    ).toBeInTheDocument();
  });

  it('builds a drag-and-drop cloze: one pool of words repeated in every blank', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Drag-and-drop cloze');
    await type(user, textbox('Question'), 'Complete the sentence.');
    await type(user, textbox('Text with blanks'), 'Give {{1}} then {{2}}');
    await fillAll(user, [
      ['Word 1', 'oxygen'],
      ['Word 2', 'fluids'],
      ['Word 3', 'insulin'],
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Blank 1' }));
    await user.click(await screen.findByRole('option', { name: 'oxygen' }));
    await user.click(screen.getByRole('combobox', { name: 'Blank 2' }));
    await user.click(await screen.findByRole('option', { name: 'insulin' }));
    await submit(user);
    const sent = request(onSubmit);
    expect(sent.layout).toEqual({ text: 'Give {{1}} then {{2}}' });
    expect(sent.options).toEqual([
      { value: 'oxygen', answer: true, part: 0 },
      { value: 'fluids', answer: false, part: 0 },
      { value: 'insulin', answer: false, part: 0 },
      { value: 'oxygen', answer: false, part: 1 },
      { value: 'fluids', answer: false, part: 1 },
      { value: 'insulin', answer: true, part: 1 },
    ]);
  });

  it('builds a highlight item from a passage with [[marked]] parts', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Highlight');
    await type(user, textbox('Question'), 'Highlight the findings that need follow-up.');
    await type(user, textbox(/^Passage/), 'Pulse 88. [[BP 80/50]] Alert and oriented.');
    await user.click(screen.getByRole('button', { name: 'Make segments from the passage' }));
    expect(textbox('Segment 2')).toHaveValue('BP 80/50');
    expect(screen.getByRole('checkbox', { name: 'Segment 2: highlight' })).toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Scoring' }));
    await user.click(await screen.findByRole('option', { name: /^0\/1 per part/ }));
    await submit(user);
    expect(request(onSubmit)).toMatchObject({
      type: 'highlight',
      scoring: 'all_or_nothing',
      layout: { asRows: false },
      options: [
        { value: 'Pulse 88.', answer: false, part: 0 },
        { value: 'BP 80/50', answer: true, part: 0 },
        { value: 'Alert and oriented.', answer: false, part: 0 },
      ],
    });
  });

  it('builds a bow-tie from its three lists, each with its number of correct options', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Bow-tie');
    await type(user, textbox('Question'), 'Complete the diagram.');
    const lists = ['Actions to take', 'Condition most likely', 'Parameters to monitor'];
    for (const list of lists) {
      for (const letter of ['a', 'b', 'c']) {
        await type(user, textbox(`${list} ${letter}`), `${list} ${letter}`);
      }
    }
    await submit(user);
    expect(await screen.findByText('Actions to take: mark 2 correct answers')).toBeInTheDocument();
    expect(screen.getByText('Condition most likely: mark 1 correct answer')).toBeInTheDocument();

    for (const name of [
      'Actions to take a: correct',
      'Actions to take c: correct',
      'Condition most likely b: correct',
      'Parameters to monitor a: correct',
      'Parameters to monitor b: correct',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await submit(user);
    const sent = request(onSubmit);
    expect(sent.scoring).toBe('zero_one');
    expect(sent.options?.map((option) => [option.part, option.answer])).toEqual([
      [0, true],
      [0, false],
      [0, true],
      [1, false],
      [1, true],
      [1, false],
      [2, true],
      [2, true],
      [2, false],
    ]);
  });

  it('builds an ordering from its items in their right order, each moved by its buttons', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Ordering');
    await type(user, textbox('Question'), 'In which order are these put on?');
    await fillAll(user, [
      ['Item 1', 'Mask'],
      ['Item 2', 'Gown'],
      ['Item 3', 'Gloves'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await type(user, textbox('Item 4'), 'Goggles');
    // Gown goes first, Goggles before Gloves.
    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Move item 4 up' }));
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('combobox', { name: 'Scoring' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'By position: a point per item in its right place',
      'By pairs: a point per pair of neighbours in the right order',
    ]);
    await user.click(screen.getByRole('option', { name: /^By pairs/ }));
    await submit(user);
    expect(request(onSubmit)).toMatchObject({
      type: 'ordering',
      scoring: 'adjacent_pairs',
      options: [
        { value: 'Gown', answer: true, part: 0 },
        { value: 'Mask', answer: true, part: 0 },
        { value: 'Goggles', answer: true, part: 0 },
        { value: 'Gloves', answer: true, part: 0 },
      ],
    });
  });

  it('asks for every item of an ordering to have its text, at its field', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Ordering');
    await type(user, textbox('Question'), 'Order these.');
    await fillAll(user, [
      ['Item 1', 'Mask'],
      ['Item 2', 'Gown'],
    ]);
    expect(screen.getByRole('button', { name: 'Remove item 3' })).toBeDisabled();
    await submit(user);
    expect(await screen.findByText('Every option needs a text')).toBeInTheDocument();
    expect(textbox('Item 3')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a select-all-that-apply question with its count stated and 0/1 scoring', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Select all that apply');
    await type(user, textbox('Question'), 'Which apply?');
    for (const [index, field] of screen
      .getAllByRole('textbox', { name: /^Option [a-d]$/ })
      .entries()) {
      await type(user, field, `Choice ${index}`);
    }
    await user.click(screen.getByRole('combobox', { name: 'Correct answers' }));
    await user.click(await screen.findByRole('option', { name: 'b. Choice 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Scoring' }));
    await user.click(await screen.findByRole('option', { name: /^0\/1 per choice/ }));
    await submit(user);
    expect(
      await screen.findByText('0/1 scoring needs the number to select stated'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Tell students how many to select/ }));
    await submit(user);
    expect(request(onSubmit)).toMatchObject({
      type: 'extended_multiple_response',
      scoring: 'zero_one',
      layout: { statedCount: true },
      options: [
        { value: 'Choice 0', answer: false, part: 0 },
        { value: 'Choice 1', answer: true, part: 0 },
        { value: 'Choice 2', answer: false, part: 0 },
        { value: 'Choice 3', answer: false, part: 0 },
      ],
    });
  });
});

const option = (id: string, value: string, answer: boolean, part: number) => ({
  id: `a0000000-0000-4000-8000-0000000000${id}`,
  value,
  answer,
  part,
  selected: 3,
});

describe('question form: editing a Next Generation question', { timeout: 30_000 }, () => {
  it('shows a stored matrix in its grid and sends it back with the same option ids', async () => {
    const question: TAdminQuestion = adminQuestion({
      type: 'matrix',
      scoring: 'plus_minus',
      layout: { rows: ['Fever', 'Rash'], columns: ['Yes', 'No'], multiplePerRow: false },
      options: [
        option('01', 'Yes', true, 0),
        option('02', 'No', false, 0),
        option('03', 'Yes', false, 1),
        option('04', 'No', true, 1),
      ],
    });
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    expect(textbox('Row 2')).toHaveValue('Rash');
    expect(screen.getByRole('radio', { name: 'Fever: Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rash: No' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Scoring' })).toHaveValue(
      '+/−: a point per right choice, a point off per wrong one, never below zero',
    );
    await submit(user);
    const sent = request(onSubmit);
    expect(sent.scoring).toBe('plus_minus');
    expect(sent.options).toEqual(
      question.options.map(({ id, value, answer, part }) => ({ id, value, answer, part })),
    );
  });

  it('rebuilds a drag-and-drop pool from its blanks and keeps the ids of the words kept', async () => {
    const question = adminQuestion({
      type: 'drag_drop_cloze',
      layout: { text: '<p>Give {{1}} then {{2}}</p>' },
      options: [
        option('11', 'oxygen', true, 0),
        option('12', 'fluids', false, 0),
        option('13', 'oxygen', false, 1),
        option('14', 'fluids', true, 1),
      ],
    });
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    expect(
      screen
        .getAllByRole('textbox', { name: /^Word \d$/ })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['oxygen', 'fluids']);
    expect(screen.getByRole('combobox', { name: 'Blank 2' })).toHaveValue('fluids');
    // A third word: every blank offers it, as a new option.
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    await type(user, textbox('Word 3'), 'insulin');
    await submit(user);
    expect(request(onSubmit).options).toEqual([
      { id: question.options[0]!.id, value: 'oxygen', answer: true, part: 0 },
      { id: question.options[1]!.id, value: 'fluids', answer: false, part: 0 },
      { value: 'insulin', answer: false, part: 0 },
      { id: question.options[2]!.id, value: 'oxygen', answer: false, part: 1 },
      { id: question.options[3]!.id, value: 'fluids', answer: true, part: 1 },
      { value: 'insulin', answer: false, part: 1 },
    ]);
  });

  it('shows a stored ordering in its right order and sends it back with the same ids', async () => {
    const question = adminQuestion({
      type: 'ordering',
      scoring: 'adjacent_pairs',
      options: [
        option('21', 'Gown', true, 0),
        option('22', 'Mask', true, 0),
        option('23', 'Gloves', true, 0),
      ],
    });
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    expect(
      screen
        .getAllByRole('textbox', { name: /^Item \d$/ })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Gown', 'Mask', 'Gloves']);
    expect(screen.getByRole('combobox', { name: 'Scoring' })).toHaveValue(
      'By pairs: a point per pair of neighbours in the right order',
    );
    await user.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    await submit(user);
    const sent = request(onSubmit);
    expect(sent.scoring).toBe('adjacent_pairs');
    expect(sent.options).toEqual(
      [0, 2, 1].map((index) => {
        const { id, value, answer, part } = question.options[index]!;
        return { id, value, answer, part };
      }),
    );
  });

  it('shows a stored bow-tie in its three lists', () => {
    const lists = [0, 1, 2].flatMap((part) =>
      ['a', 'b', 'c'].map((letter, index) =>
        option(`${part}${index + 5}`, `${part}${letter}`, index < (part === 1 ? 1 : 2), part),
      ),
    );
    renderForm(
      questionFormFrom(adminQuestion({ type: 'bow_tie', scoring: 'zero_one', options: lists })),
    );
    const condition = screen.getByRole('group', { name: /Condition most likely/ });
    expect(
      within(condition)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['1a', '1b', '1c']);
    expect(
      within(condition).getByRole('checkbox', { name: 'Condition most likely a: correct' }),
    ).toBeChecked();
    expect(
      within(condition).getByRole('checkbox', { name: 'Condition most likely b: correct' }),
    ).not.toBeChecked();
  });
});
