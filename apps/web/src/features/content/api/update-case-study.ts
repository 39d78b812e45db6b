import { caseStudyOperations } from '@prepward/shared/operations/case-studies';
import type {
  TAdminCaseStudy,
  TCaseStudyUpdateRequest,
} from '@prepward/shared/schemas/case-studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** A new title or scenario; students see the scenario in the tests that hold the case. */
export async function updateCaseStudy({
  caseStudyId,
  changes,
}: {
  caseStudyId: string;
  changes: TCaseStudyUpdateRequest;
}): Promise<TAdminCaseStudy> {
  const { caseStudy } = await call(caseStudyOperations.updateCaseStudy, {
    params: { caseStudyId },
    body: changes,
  });
  return caseStudy;
}

export function useUpdateCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseStudy,
    // Its questions' cards and forms show the case's title too.
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}
