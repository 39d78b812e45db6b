import { caseStudyOperations } from '@prepward/shared/operations/case-studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Its questions stay in the bank, standing alone. */
export async function deleteCaseStudy(caseStudyId: string): Promise<void> {
  await call(caseStudyOperations.deleteCaseStudy, { params: { caseStudyId } });
}

export function useDeleteCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseStudy,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}
