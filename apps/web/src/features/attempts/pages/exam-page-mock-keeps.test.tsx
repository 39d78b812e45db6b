// A mock keeps each selection as the answer the moment it is made (no Submit needed), a typed
// answer when the student moves on or ends, and the end dialog lists what is unanswered or
// tagged, each a way back to it.
import { MOCK_ANSWER_MESSAGES } from '@prepward/shared/app-messages';
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-stub';
import { click, heading, openExam } from '../testing/exam-page';
import { FILL, MULTIPLE, SINGLE, TEST_ROUTE, testDetail, UNTIMED } from '../testing/exam-fixtures';

const ENDED = {
  [`POST ${TEST_ROUTE}/end`]: ok({
    message: MESSAGES.examEnded,
    timer: { ...UNTIMED, status: 'ended' },
  }),
};

describe('a mock keeps what the student picks', { timeout: 20_000 }, () => {
  it('saves a pick at once, quietly, and a changed pick replaces it; nothing is revealed', async () => {
    const { user, api } = await openExam(testDetail({ type: 'mock' }));
    await user.click(screen.getByRole('radio', { name: /Flumazenil/ }));
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
    expect(await screen.findByText(MOCK_ANSWER_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.submissionSuccessful)).not.toBeInTheDocument();
    expect(screen.queryByText(/of students chose this/)).not.toBeInTheDocument();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 1, answered, current' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2));
    expect(api.calls(`POST ${TEST_ROUTE}`)[1]!.body).toMatchObject({
      answers: [{ questionId: SINGLE.id, option: SINGLE.options[0]!.id }],
    });
    // Submit on a kept answer sends nothing more.
    await click(user, 'Submit');
    expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2);
  });

  it('keeps a pick made with the keyboard and one left by Next, and follows it back', async () => {
    const { user, api } = await openExam(testDetail({ type: 'mock' }));
    await user.keyboard('2');
    await click(user, 'Next');
    expect(heading()).toHaveTextContent('Question 2 of 3');
    await user.click(screen.getByRole('checkbox', { name: /Sweating/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tremor/ }));
    await click(user, 'Previous');
    expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeChecked();
    await click(user, 'Next');
    expect(screen.getByRole('checkbox', { name: /Sweating/ })).toBeChecked();
    await waitFor(() => {
      const sent = api.calls(`POST ${TEST_ROUTE}`).map((call) => call.body);
      expect(sent.at(-1)).toMatchObject({
        answers: [
          { questionId: MULTIPLE.id, options: [MULTIPLE.options[0]!.id, MULTIPLE.options[1]!.id] },
        ],
      });
    });

    // Unticking every option keeps the saved answer, and says so.
    await user.click(screen.getByRole('checkbox', { name: /Sweating/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tremor/ }));
    expect(await screen.findByText(MOCK_ANSWER_MESSAGES.noOptionKept)).toBeInTheDocument();
  });

  it('keeps a typed answer when the student moves on, and on End Exam', async () => {
    const { user, api } = await openExam(testDetail({ type: 'mock' }), ENDED);
    await click(user, 'Previous');
    expect(heading()).toHaveTextContent('Question 3 of 3');
    await user.type(screen.getByLabelText('Your answer'), 'Insulin');
    expect(screen.getByText(MOCK_ANSWER_MESSAGES.typedNotSaved)).toBeInTheDocument();
    expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(0);
    await click(user, 'Next');
    await waitFor(() =>
      expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toMatchObject({
        answers: [{ questionId: FILL.id, answerText: 'Insulin' }],
      }),
    );

    await click(user, 'Previous');
    await user.clear(screen.getByLabelText('Your answer'));
    await user.type(screen.getByLabelText('Your answer'), 'Glucagon');
    await click(user, 'End Exam');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End Exam' }),
    );
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`).at(-1)!.body).toMatchObject({
      answers: [{ questionId: FILL.id, answerText: 'Glucagon' }],
    });
  });

  it('lists unanswered and tagged questions in the end dialog, each a way back', async () => {
    const { user } = await openExam(
      testDetail({
        type: 'mock',
        questions: [SINGLE, { ...MULTIPLE, tagged: true }, FILL],
      }),
    );
    expect(
      screen.getByRole('button', { name: 'Question 2, not answered, tagged' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await screen.findByText(MOCK_ANSWER_MESSAGES.saved);
    await click(user, 'End Exam');
    const dialog = await screen.findByRole('dialog', { name: 'End the exam?' });
    expect(
      within(dialog).getByText('You answered 1 of 3 questions.', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 questions are still unanswered.')).toBeInTheDocument();
    const unanswered = within(dialog).getByRole('list', { name: 'Unanswered' });
    expect(
      within(unanswered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2', '3']);
    const tagged = within(dialog).getByRole('list', { name: 'Tagged for review' });
    await user.click(within(tagged).getByRole('button', { name: 'Go to question 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(heading()).toHaveTextContent('Question 2 of 3');
  });
});
