import type { TAdminExamDetail } from '@prepward/shared/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** GET /admin/exam/{examId}: one exam with its counts. */
export async function getExam(examId: string, signal?: AbortSignal): Promise<TAdminExamDetail> {
  const { data } = await apiRequest<{ exam: TAdminExamDetail }>(`/admin/exam/${examId}`, {
    auth: 'admin',
    signal,
  });
  return data.exam;
}

export function useExam(examId: string) {
  return useQuery({
    queryKey: contentKeys.exam(examId),
    queryFn: ({ signal }) => getExam(examId, signal),
  });
}
