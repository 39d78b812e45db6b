// The exam page used by keyboard and screen reader alone, and what its end dialog promises.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import {
  examPath,
  SINGLE,
  SINGLE_RESULT,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';

function revealingReply(request: StubbedRequest) {
  const { answers } = request.body as { answers: { questionId: string; option?: string }[] };
  return ok({
    message: MESSAGES.submissionSuccessful,
    saved: answers.map((answer) => ({
      questionId: answer.questionId,
      answer: {
        selectedOptionIds: answer.option ? [answer.option] : [],
        answerText: null,
        timeSpentSeconds: 0,
        answeredAt: new Date().toISOString(),
      },
      result: { ...SINGLE_RESULT, isCorrect: answer.option === SINGLE.options[0]!.id },
    })),
    answeredCount: answers.length,
  });
}

describe('exam page by keyboard', { timeout: 20_000 }, () => {
  it('names the options after their question, and keeps the focus on the page after Submit', async () => {
    const detail = testDetail();
    stubApi({
      [`GET ${TEST_ROUTE}`]: ok({ ...detail }),
      [`POST ${TEST_ROUTE}`]: revealingReply,
    });
    signInAs('user');
    const { user } = renderRoute(examPath(detail));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });

    const options = screen.getByRole('radiogroup', { name: 'Options of question 1' });
    expect(options).toBeInTheDocument();

    // Choose with the keyboard, then Submit with Enter: the chosen radio and Submit become
    // disabled, so the focus moves on to Next instead of falling to the page's start.
    screen.getByRole('radio', { name: /Flumazenil/ }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Next/ })).toHaveFocus();
  });

  it('promises the review of a free trial where it is: the Free trial button, not My Exams', async () => {
    const detail = testDetail({ type: 'free-trial', timer: UNTIMED });
    stubApi({ [`GET ${TEST_ROUTE}`]: ok({ ...detail }) });
    signInAs('user');
    const { user } = renderRoute(examPath(detail));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await user.click(screen.getByRole('button', { name: 'End Exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the exam?' });
    expect(within(dialog).getByText(/Free trial button on All Exams/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/from My Exams/)).toBeNull();
  });
});
