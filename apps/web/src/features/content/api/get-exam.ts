import { contentOperations } from '@prepward/shared/operations/content';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** One exam with its counts. */
export function useExam(examId: string) {
  return useQuery({
    ...queryOf(contentOperations.getExam, { params: { examId } }),
    select: (reply) => reply.exam,
  });
}
