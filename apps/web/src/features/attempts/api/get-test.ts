import { attemptOperations } from '@prepward/shared/operations/attempts';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The test as the exam page rebuilds it (questions, held answers, what is revealed, timer). */
export function useTest(examId: string, testId: string | null) {
  return useQuery({
    ...queryOf(attemptOperations.getTest, { params: { examId, testId: testId ?? '' } }),
    enabled: Boolean(testId),
    // The page holds the answers in progress and reads the server again only when told to;
    // leaving the page drops the copy, so coming back always starts from the server.
    staleTime: Infinity,
    gcTime: 0,
  });
}
