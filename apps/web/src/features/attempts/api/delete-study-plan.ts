import { studyPlanOperations as op } from '@prepward/shared/operations/study-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function useDeleteStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (examId: string) => call(op.deleteStudyPlan, { params: { examId } }),
    onSuccess: () => invalidate(queryClient, op.listStudyPlans),
  });
}
