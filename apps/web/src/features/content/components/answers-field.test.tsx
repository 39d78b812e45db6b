import type { TAdminQuestion, TQuestionRequest } from '@prepward/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { questionFormFrom, type QuestionFormValues } from '../lib/question-form';
import { QuestionForm } from './question-form';

vi.mock('./rich-text-field', () => import('../testing/rich-text-field-stub'));

function renderForm(initialValues?: QuestionFormValues) {
  const onSubmit = vi.fn<(request: TQuestionRequest, reset: () => void) => void>();
  const view = renderInApp(
    <QuestionForm
      submitLabel="Submit"
      pending={false}
      onSubmit={onSubmit}
      {...(initialValues ? { initialValues } : {})}
    />,
  );
  return { ...view, onSubmit };
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The fieldset of one answer: 'Answer', 'Also accepted 1' ... */
const answer = (name: string) => within(screen.getByRole('group', { name }));

async function startBlank(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'Question type' }));
  await user.click(await screen.findByRole('option', { name: 'Fill in the blanks' }));
  await fill(user, screen.getByRole('textbox', { name: 'Question' }), 'The dose is ___ g');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('accepted answers in the question form', { timeout: 30_000 }, () => {
  it('sends a number with its tolerance and unit, and other wordings', async () => {
    const { user, onSubmit } = renderForm();
    await startBlank(user);
    await user.click(answer('Answer').getByRole('radio', { name: 'Number' }));
    await fill(user, answer('Answer').getByRole('textbox', { name: /^Answer number/ }), '4');
    await fill(user, answer('Answer').getByRole('textbox', { name: 'Tolerance ±' }), '0,1');
    expect(answer('Answer').getByText('From 3.9 to 4.1, without a unit')).toBeInTheDocument();
    await fill(user, answer('Answer').getByRole('textbox', { name: 'Unit' }), 'g');
    expect(
      answer('Answer').getByText('From 3.9 to 4.1 g; the unit may be left out'),
    ).toBeInTheDocument();
    await user.click(answer('Answer').getByRole('checkbox', { name: 'The unit must be typed' }));

    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await fill(
      user,
      answer('Also accepted 1').getByRole('textbox', { name: /^Also accepted 1 text/ }),
      ' four grams ',
    );
    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await fill(user, answer('Also accepted 2').getByRole('textbox'), 'to be removed');
    await user.click(screen.getByRole('button', { name: 'Remove also accepted 2' }));

    await submit(user);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'fill_in_the_blanks',
      answer: '4±0,1 g (unit required)',
      acceptedAnswers: ['four grams'],
    });
  });

  it('says what is wrong with a number, an empty answer and an answer given twice', async () => {
    const { user, onSubmit } = renderForm();
    await startBlank(user);
    await user.click(answer('Answer').getByRole('radio', { name: 'Number' }));
    await fill(user, answer('Answer').getByRole('textbox', { name: /^Answer number/ }), 'four');
    await fill(user, answer('Answer').getByRole('textbox', { name: 'Tolerance ±' }), '-1');
    await fill(user, answer('Answer').getByRole('textbox', { name: 'Unit' }), 'g per day');
    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await submit(user);

    expect(screen.getByText('Enter a number, such as 4, 0.5 or -2')).toBeInTheDocument();
    expect(screen.getByText('The tolerance is a number of 0 or more')).toBeInTheDocument();
    expect(
      screen.getByText('One word starting with a letter, % or °: g, mg/kg, °C'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Accepted answer 1 is empty: fill it in or remove it'),
    ).toBeInTheDocument();

    await fill(user, answer('Answer').getByRole('textbox', { name: /^Answer number/ }), '4');
    await user.clear(answer('Answer').getByRole('textbox', { name: 'Tolerance ±' }));
    await fill(user, answer('Answer').getByRole('textbox', { name: 'Unit' }), 'g');
    await fill(user, answer('Also accepted 1').getByRole('textbox'), '4g');
    await submit(user);
    expect(screen.getByText('Accepted answer 1 is already accepted above')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a stored question with its number fields filled in', async () => {
    const question = {
      type: 'fill_in_the_blanks',
      question: '<p>The dose is ___ g</p>',
      explanation: '',
      answer: '4±0.1 g (unit required)',
      acceptedAnswers: ['four grams', '4000 mg'],
      options: [],
      scoring: 'all_or_nothing',
      layout: {},
      maxPoints: 1,
      status: 'published',
      tags: [],
      category: null,
      difficulty: null,
    } as unknown as TAdminQuestion;
    const { user, onSubmit } = renderForm(questionFormFrom(question));
    expect(answer('Answer').getByRole('textbox', { name: /^Answer number/ })).toHaveValue('4');
    expect(answer('Answer').getByRole('textbox', { name: 'Tolerance ±' })).toHaveValue('0.1');
    expect(answer('Answer').getByRole('textbox', { name: 'Unit' })).toHaveValue('g');
    expect(
      answer('Answer').getByRole('checkbox', { name: 'The unit must be typed' }),
    ).toBeChecked();
    expect(answer('Also accepted 1').getByRole('textbox')).toHaveValue('four grams');
    expect(answer('Also accepted 2').getByRole('textbox', { name: 'Unit' })).toHaveValue('mg');

    await submit(user);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      answer: '4±0.1 g (unit required)',
      acceptedAnswers: ['four grams', '4000 mg'],
    });
  });
});
