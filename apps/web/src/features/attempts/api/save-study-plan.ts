import { studyPlanOperations as op } from '@prepward/shared/operations/study-plans';
import type { TStudyPlanRequest } from '@prepward/shared/schemas/study-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function useSaveStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, plan }: { examId: string; plan: TStudyPlanRequest }) =>
      call(op.saveStudyPlan, { params: { examId }, body: plan }),
    onSuccess: () => invalidate(queryClient, op.listStudyPlans),
  });
}
