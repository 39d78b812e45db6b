import { attemptOperations } from '@prepward/shared/operations/attempts';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** Score, time, breakdown, percentile and review of a test; nothing is asked without one. */
export function useTestAnalytics(examId: string, testId: string | null) {
  return useQuery({
    ...queryOf(attemptOperations.getTestAnalytics, { params: { examId, testId: testId ?? '' } }),
    enabled: Boolean(testId),
  });
}
