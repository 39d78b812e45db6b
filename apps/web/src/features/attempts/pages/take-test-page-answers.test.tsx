// The exam page, answering: moving between questions, submitting, practice results, the test
// rebuilt from the server, changeable mock answers, unsent answers kept and sent again.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { click, heading, openExam, savedReply, testReadsOf } from '../testing/exam-page';
import {
  examPath,
  FILL,
  MULTIPLE,
  SINGLE,
  SINGLE_RESULT,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
} from '../testing/exam-fixtures';

describe('exam page', { timeout: 20_000 }, () => {
  it('wraps around with Previous and Next, and Next resets the selection', async () => {
    const { user } = await openExam(testDetail());
    expect(heading()).toHaveTextContent('Question 1 of 3');

    await click(user, 'Previous');
    expect(heading()).toHaveTextContent('Question 3 of 3');
    await click(user, 'Next');
    expect(heading()).toHaveTextContent('Question 1 of 3');

    // A choice not submitted does not follow the student to the next question, nor back.
    await user.click(screen.getByRole('radio', { name: /Flumazenil/ }));
    expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeChecked();
    await click(user, 'Next');
    expect(heading()).toHaveTextContent('Question 2 of 3');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
    await click(user, 'Previous');
    expect(screen.getByRole('radio', { name: /Flumazenil/ })).not.toBeChecked();
  });

  it('warns when nothing is selected and sends nothing', async () => {
    const { user, api } = await openExam(testDetail());
    await click(user, 'Submit');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid answer selected.');
    await click(user, 'Next');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No valid answer selected.');
    // An empty fill-in answer is no answer either.
    await click(user, 'Next');
    await user.type(screen.getByLabelText('Your answer'), '   ');
    await click(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('No valid answer selected.');
    expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(0);
  });

  it('submits a practice answer, then shows percentages, the explanation, and locks it', async () => {
    const { user, api } = await openExam(testDetail());
    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await click(user, 'Submit');

    expect(await screen.findByText('66.67% of students chose this')).toBeInTheDocument();
    expect(screen.getByText('33.33% of students chose this')).toBeInTheDocument();
    expect(screen.getAllByText('0.00% of students chose this')).toHaveLength(2);
    expect(screen.getByText('Naloxone is an opioid antagonist.')).toBeInTheDocument();
    expect(screen.getByText('Correct', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.submissionSuccessful)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Question 1: correct.');
    expect(
      screen.getByRole('button', { name: 'Question 1, correct, current' }),
    ).toBeInTheDocument();

    const [request] = api.calls(`POST ${TEST_ROUTE}`);
    expect(request!.body).toMatchObject({
      testId: TEST_ID,
      answers: [
        {
          questionId: SINGLE.id,
          option: SINGLE.options[0]!.id,
          timeSpentSeconds: expect.any(Number),
        },
      ],
    });

    // Next resets the submitted flag: the next question can be answered.
    await click(user, 'Next');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Sweating/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tremor/ }));
    await click(user, 'Submit');
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2));
    expect(api.calls(`POST ${TEST_ROUTE}`)[1]!.body).toMatchObject({
      answers: [
        { questionId: MULTIPLE.id, options: [MULTIPLE.options[0]!.id, MULTIPLE.options[1]!.id] },
      ],
    });
  });

  it('rebuilds from the server: held answers and revealed results come back on reload', async () => {
    const detail = testDetail({
      questions: [
        {
          ...SINGLE,
          answer: {
            selectedOptionIds: [SINGLE.options[1]!.id],
            answerText: null,
            timeSpentSeconds: 12,
            answeredAt: new Date().toISOString(),
          },
          result: { ...SINGLE_RESULT, isCorrect: false },
        },
        MULTIPLE,
        FILL,
      ],
    });
    const { user } = await openExam(detail);
    // The first unanswered question opens; question 1 shows as answered wrongly.
    expect(heading()).toHaveTextContent('Question 2 of 3');
    expect(screen.getByRole('button', { name: 'Question 1, incorrect' })).toBeInTheDocument();

    // Its options are framed: the right one green, the one chosen red, the rest plain.
    await click(user, 'Question 1, incorrect');
    const frameOf = (name: RegExp) =>
      screen.getByRole('radio', { name }).closest('[data-outcome], [data-selected]');
    expect(frameOf(/Naloxone/)).toHaveAttribute('data-outcome', 'correct');
    expect(frameOf(/Flumazenil/)).toHaveAttribute('data-outcome', 'wrong');
    expect(screen.getByRole('radio', { name: /Atropine/ }).closest('[data-outcome]')).toBeNull();
  });

  it('coming back to the page reads the test from the server again', async () => {
    let detail = testDetail();
    stubApi(testReadsOf(() => detail));
    signInAs('user');
    const first = renderRoute(examPath(detail));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    first.unmount();
    // Leaving the page drops its copy of the test (on the next tick).
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Meanwhile the first question was answered (another tab, another device).
    detail = testDetail({
      questions: [
        {
          ...SINGLE,
          answer: {
            selectedOptionIds: [SINGLE.options[0]!.id],
            answerText: null,
            timeSpentSeconds: 3,
            answeredAt: new Date().toISOString(),
          },
          result: SINGLE_RESULT,
        },
        MULTIPLE,
        FILL,
      ],
    });
    renderRoute(examPath(detail));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, correct' })).toBeInTheDocument();
  });

  it('keeps an answer that failed to send, shows it as not saved yet, and sends it again', async () => {
    let reachable = false;
    const { user, api } = await openExam(testDetail(), {
      [`POST ${TEST_ROUTE}`]: (request) => {
        if (!reachable) throw new Error('offline');
        return savedReply(request, true);
      },
    });
    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await click(user, 'Submit');

    expect(await screen.findByText('Not saved yet — retrying.')).toBeInTheDocument();
    expect(screen.getByText('1 answer not saved yet')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 1, answer not saved yet, current' }),
    ).toBeInTheDocument();
    const stored = JSON.parse(
      window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)!,
    ) as unknown[];
    expect(stored).toMatchObject([{ questionId: SINGLE.id, option: SINGLE.options[0]!.id }]);
    // The answer stays as chosen (a practice answer is final, so it is locked).
    expect(screen.getByRole('radio', { name: /Naloxone/ })).toBeChecked();

    reachable = true;
    await click(user, 'Retry now');
    expect(await screen.findByText('66.67% of students chose this')).toBeInTheDocument();
    expect(screen.queryByText('Not saved yet — retrying.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull();
    expect(api.calls(`POST ${TEST_ROUTE}`).length).toBeGreaterThanOrEqual(2);
  });

  it('sends answers left from an earlier visit as soon as the page opens', async () => {
    window.localStorage.setItem(
      `pendingAnswers:${TEST_ID}`,
      JSON.stringify([{ questionId: FILL.id, answerText: '100', timeSpentSeconds: 9 }]),
    );
    const { api } = await openExam(testDetail());
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toEqual({
      testId: TEST_ID,
      answers: [{ questionId: FILL.id, answerText: '100', timeSpentSeconds: 9 }],
    });
    await waitFor(() =>
      expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull(),
    );
  });

  it('drops an answer the server refuses and says why', async () => {
    const { user } = await openExam(testDetail(), {
      [`POST ${TEST_ROUTE}`]: fail(
        409,
        'This question was already submitted. In a practice test an answer is final.',
        'Conflict',
      ),
    });
    await user.click(screen.getByRole('radio', { name: /Atropine/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'This question was already submitted. In a practice test an answer is final.',
        {
          selector: '.mantine-Notification-description',
        },
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull();
  });

  it('says so when the test cannot be loaded', async () => {
    stubApi({
      [`GET ${TEST_ROUTE}/state`]: fail(404, 'Test not found', 'Not Found'),
      [`GET ${TEST_ROUTE}/questions`]: fail(404, 'Test not found', 'Not Found'),
    });
    signInAs('user');
    renderRoute(examPath(testDetail()));
    expect(await screen.findByText(MESSAGES.examLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('This test does not exist or is not yours.')).toBeInTheDocument();
  });
});
