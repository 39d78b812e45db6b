import { progressOperations } from '@prepward/shared/operations/progress';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** This week against last week over all the student's exams, and each exam's readiness. */
export function useProgressSummary() {
  return useQuery(queryOf(progressOperations.getProgressSummary));
}
