// The student's study plans with today's figures (the dashboard's Study plan card).
import { studyPlanOperations as op } from '@prepward/shared/operations/study-plans';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export function useStudyPlans() {
  // Read afresh each time the dashboard shows: answers and reviews elsewhere move the figures.
  return useQuery({ ...queryOf(op.listStudyPlans), staleTime: 0 });
}
