import { progressOperations } from '@prepward/shared/operations/progress';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The student's weekly scores and study time on an exam, per subject too, and their mocks. */
export function useExamProgress(examId: string) {
  return useQuery(queryOf(progressOperations.getExamProgress, { params: { examId } }));
}
