import { attemptOperations } from '@prepward/shared/operations/attempts';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** Per exam with access: the incorrect and the tagged questions there are to review. */
export function useReviewCounts() {
  return useQuery({
    ...queryOf(attemptOperations.listReviewCounts),
    select: (reply) => reply.exams,
  });
}
