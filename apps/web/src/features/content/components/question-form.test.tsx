import type { TQuestionRequest } from '@prepward/shared/schemas/content';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { QuestionForm } from './question-form';

// The tiptap editor needs a real browser; a textarea with the same contract stands in for it.
vi.mock('./rich-text-field', () => import('../testing/rich-text-field-stub'));

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm() {
  const onSubmit = vi.fn<(request: TQuestionRequest, reset: () => void) => void>();
  const view = renderInApp(
    <QuestionForm submitLabel="Submit" pending={false} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

/** What a question says of its metadata when the fields are left alone. */
const PUBLISHED_UNCLASSIFIED = { status: 'published', tags: [], category: '', difficulty: null };

const optionFields = () => screen.getAllByRole('textbox', { name: /^Option [a-j]$/ });

async function chooseType(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Question type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('question form', { timeout: 20_000 }, () => {
  it('starts with four blank options a to d and says what is missing', async () => {
    const { user, onSubmit } = renderForm();
    expect(optionFields().map((field) => field.closest('label')?.firstChild?.textContent)).toEqual([
      'Option a',
      'Option b',
      'Option c',
      'Option d',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question is required')).toBeInTheDocument();
    expect(screen.getByText('Option a is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the correct answer')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a single choice question with its one correct option, then resets', async () => {
    const { user, onSubmit } = renderForm();
    await type(
      user,
      screen.getByRole('textbox', { name: 'Question' }),
      '<p>Which is an opioid?</p>',
    );
    const values = ['Paracetamol', 'Morphine', 'Ibuprofen', 'Aspirin'];
    for (const [index, field] of optionFields().entries()) await type(user, field, values[index]!);
    await type(
      user,
      screen.getByRole('textbox', { name: 'Explanation' }),
      '<p>Opioid agonist.</p>',
    );
    await user.click(screen.getByRole('combobox', { name: 'Correct answer' }));
    await user.click(await screen.findByRole('option', { name: 'b. Morphine' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [request, reset] = onSubmit.mock.calls[0]!;
    expect(request).toEqual({
      ...PUBLISHED_UNCLASSIFIED,
      type: 'single_choice',
      question: '<p>Which is an opioid?</p>',
      explanation: '<p>Opioid agonist.</p>',
      options: [
        { value: 'Paracetamol', answer: false },
        { value: 'Morphine', answer: true },
        { value: 'Ibuprofen', answer: false },
        { value: 'Aspirin', answer: false },
      ],
    });
    // After adding, the form is empty again with four blank options.
    reset();
    expect(await screen.findByRole('textbox', { name: 'Question' })).toHaveValue('');
    expect(optionFields()).toHaveLength(4);
    expect(optionFields().every((field) => (field as HTMLTextAreaElement).value === '')).toBe(true);
  });

  it('adds and removes options, keeping at least two', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(optionFields()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remove option e' }));
    await user.click(screen.getByRole('button', { name: 'Remove option d' }));
    await user.click(screen.getByRole('button', { name: 'Remove option c' }));
    expect(optionFields()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove option b' })).toBeDisabled();
  });

  it('takes one or more correct answers for multiple choice', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Multiple choice');
    await type(user, screen.getByRole('textbox', { name: 'Question' }), 'Which are NSAIDs?');
    for (const [index, field] of optionFields().entries()) await type(user, field, `Drug ${index}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose at least one correct answer')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Correct answers' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'a. Drug 0' }));
    await user.click(await screen.findByRole('option', { name: 'c. Drug 2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].options?.map((option) => option.answer)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('asks for an answer text, not options, for fill in the blanks', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Fill in the blanks');
    expect(screen.queryAllByRole('textbox', { name: /^Option/ })).toHaveLength(0);
    await type(
      user,
      screen.getByRole('textbox', { name: 'Question' }),
      'Normal heart rate is 60 to ___',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Answer is required')).toBeInTheDocument();
    await type(user, screen.getByRole('textbox', { name: /^Answer/ }), ' 100 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ...PUBLISHED_UNCLASSIFIED,
      type: 'fill_in_the_blanks',
      question: 'Normal heart rate is 60 to ___',
      explanation: '',
      options: [],
      answer: '100',
      acceptedAnswers: [],
    });
  });

  it('keeps the question type after adding a question, for the next one', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Fill in the blanks');
    await type(user, screen.getByRole('textbox', { name: 'Question' }), 'Rate: 60 to ___');
    await type(user, screen.getByRole('textbox', { name: /^Answer/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const [, reset] = onSubmit.mock.calls[0]!;
    reset();
    expect(await screen.findByRole('textbox', { name: 'Question' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Question type' })).toHaveValue(
      'Fill in the blanks',
    );
    expect(screen.getByRole('textbox', { name: /^Answer/ })).toHaveValue('');
  });

  it('sends the status, difficulty, category and tags chosen, and keeps them for the next question', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Published');
    await chooseType(user, 'Fill in the blanks');
    await type(user, screen.getByRole('textbox', { name: 'Question' }), 'Rate: 60 to ___');
    await type(user, screen.getByRole('textbox', { name: /^Answer/ }), '100');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await user.click(await screen.findByRole('option', { name: 'Hard' }));
    // The client-need categories are offered; another may be typed.
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Physiological Adaptation' }));
    await user.type(
      screen.getByRole('combobox', { name: 'Tags' }),
      'Cardiac{Enter}Vital signs{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const [request, reset] = onSubmit.mock.calls[0]!;
    expect(request).toMatchObject({
      status: 'draft',
      difficulty: 'hard',
      category: 'Physiological Adaptation',
      tags: ['Cardiac', 'Vital signs'],
    });
    reset();
    expect(await screen.findByRole('textbox', { name: 'Question' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(
      'Physiological Adaptation',
    );
  });

  it('lists the options by letter and text in the correct-answer select', async () => {
    const { user } = renderForm();
    const long = `<p>${'Very long option text '.repeat(5)}</p>`;
    const values = ['<p>Paracetamol</p>', '<p>Morphine <em>sulfate</em></p>', long];
    for (const [index, value] of values.entries()) await type(user, optionFields()[index]!, value);
    await user.click(screen.getByRole('combobox', { name: 'Correct answer' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'a. Paracetamol',
      'b. Morphine sulfate',
      'c. Very long option text Very long option text Very long optio…',
      'd. (empty)',
    ]);
  });

  it('sends rich text with neither text nor image as empty', async () => {
    const { user, onSubmit } = renderForm();
    await chooseType(user, 'Fill in the blanks');
    const question = screen.getByRole('textbox', { name: 'Question' });
    await type(user, question, '<p><br></p><p>\u200B</p>');
    await type(user, screen.getByRole('textbox', { name: /^Answer/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(question);
    await type(user, question, '<p>Rate: 60 to ___</p>');
    await type(user, screen.getByRole('textbox', { name: 'Explanation' }), '<p></p><p> </p>');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      question: '<p>Rate: 60 to ___</p>',
      explanation: '',
    });
  });
});
