import { attemptOperations } from '@prepward/shared/operations/attempts';
import type { TTestDetail } from '@prepward/shared/schemas/attempts';
import { useQuery } from '@tanstack/react-query';
import { preloadViewsFor } from '../../../components/question/question-view';
import { call, keyOf } from '../../../lib/operations';

/**
 * The test as the exam page rebuilds it (questions, held answers, what is revealed, timer),
 * from two reads: the questions, which the browser keeps and revalidates (a reload of an
 * unchanged test moves no question text), and the student's state, small and always fresh.
 * The code of the questions' views (Next Generation items, exhibits, cases) loads as soon as
 * the questions name it, and the test is ready with it: the page appears whole, without a
 * question that grows and pushes the rest down when its view arrives.
 */
export async function loadTest(
  examId: string,
  testId: string,
  signal?: AbortSignal,
): Promise<TTestDetail> {
  const params = { examId, testId };
  const [state, content] = await Promise.all([
    call(attemptOperations.getTestState, { params }, { signal }),
    call(attemptOperations.getTestQuestions, { params }, { signal }).then(async (content) => {
      await preloadViewsFor(content.questions);
      return content;
    }),
  ]);
  const stateOf = new Map(state.questions.map((question) => [question.id, question]));
  return {
    test: state.test,
    // The state names only the questions with a tag, an answer or a result.
    questions: content.questions.map((question) => ({
      ...UNTOUCHED,
      ...question,
      ...stateOf.get(question.id),
    })),
  };
}

const UNTOUCHED = { tagged: false, answer: null, result: null } as const;

export function useTest(examId: string, testId: string | null) {
  return useQuery({
    // Keyed as the one-reply read, which the page's other parts refresh and drop by.
    queryKey: keyOf(attemptOperations.getTest, { params: { examId, testId: testId ?? '' } }),
    queryFn: ({ signal }) => loadTest(examId, testId ?? '', signal),
    enabled: Boolean(testId),
    // The page holds the answers in progress and reads the server again only when told to;
    // leaving the page drops the copy, so coming back always starts from the server.
    staleTime: Infinity,
    gcTime: 0,
  });
}
