import { caseStudyOperations } from '@prepward/shared/operations/case-studies';
import type {
  TAdminCaseStudy,
  TCaseStudyCreateRequest,
} from '@prepward/shared/schemas/case-studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

export async function createCaseStudy(request: TCaseStudyCreateRequest): Promise<TAdminCaseStudy> {
  const { caseStudy } = await call(caseStudyOperations.createCaseStudy, { body: request });
  return caseStudy;
}

export function useCreateCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCaseStudy,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}
