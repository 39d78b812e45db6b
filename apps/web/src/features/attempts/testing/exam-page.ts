// Opening the exam page in tests: the test as the API sends it, answers saved as the API
// saves them (practice reveals SINGLE_RESULT), and the page's heading and buttons.
import {
  preloadCaseScenario,
  preloadExhibit,
  preloadItemViews,
} from '../../../components/question/question-view';
import { MESSAGES } from '@prepward/shared/messages';
import type { TTestDetail } from '@prepward/shared/schemas/attempts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { examPath, SINGLE, SINGLE_RESULT, TEST_ROUTE } from './exam-fixtures';

// The Next Generation items' views load apart from the page (question-view.tsx); the exam
// page's tests have them at hand, as the page does once a test with items is open.
await Promise.all([preloadItemViews(), preloadExhibit(), preloadCaseScenario()]);

type Body = { testId: string; answers: Record<string, unknown>[] };

/** The reply to a submitted answer; practice reveals SINGLE_RESULT for the single-choice question. */
export function savedReply(request: StubbedRequest, reveal: boolean) {
  const { answers } = request.body as Body;
  return ok({
    message: MESSAGES.submissionSuccessful,
    saved: answers.map((answer) => ({
      questionId: answer.questionId,
      answer: {
        selectedOptionIds: answer.option ? [answer.option] : (answer.options ?? []),
        answerText: answer.answerText ?? null,
        timeSpentSeconds: 0,
        answeredAt: new Date().toISOString(),
      },
      result:
        reveal && answer.questionId === SINGLE.id
          ? { ...SINGLE_RESULT, isCorrect: answer.option === SINGLE.options[0]!.id }
          : null,
    })),
    answeredCount: answers.length,
  });
}

/**
 * The API's two reads of a test for the exam page (its state and its questions), as the
 * server would split `detail`; each call of a getter reads `detail()` afresh.
 */
export function testReadsOf(detail: () => TTestDetail) {
  return {
    [`GET ${TEST_ROUTE}/state`]: () => {
      const { test, questions } = detail();
      return ok({
        test,
        questions: questions.map(({ id, tagged, answer, result }) => ({
          id,
          tagged,
          answer,
          result,
        })),
      });
    },
    [`GET ${TEST_ROUTE}/questions`]: () =>
      ok({
        questions: detail().questions.map(
          ({ id, number, type, question, options, item, case: testCase }) => ({
            id,
            number,
            type,
            question,
            options,
            item,
            case: testCase,
          }),
        ),
      }),
  };
}

/** The exam page of a test, once its first question shows; `extra` adds or replaces API routes. */
export async function openExam(detail: TTestDetail, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    ...testReadsOf(() => detail),
    [`POST ${TEST_ROUTE}`]: (request) => savedReply(request, detail.test.type !== 'mock'),
    // The student's notes and highlights on the test: none unless a test says otherwise.
    [`GET ${TEST_ROUTE}/notes`]: ok({ editable: true, questions: [] }),
    ...extra,
  });
  signInAs('user');
  const view = renderRoute(examPath(detail));
  await screen.findByRole('heading', { name: /Question \d of 3/ });
  return { ...view, api };
}

export const heading = () => screen.getByRole('heading', { name: /Question \d of 3/ });
export const click = (user: ReturnType<typeof renderRoute>['user'], name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));
