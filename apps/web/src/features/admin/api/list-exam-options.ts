import { PAGINATION } from '@prepward/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ExamOption = { id: string; name: string };

/**
 * Exam names for the exam-access select, from the admin exam list (the content area's
 * endpoint). Read defensively: whatever the reply holds beyond id and name is ignored, and a
 * failure leaves the select empty with a message instead of breaking the dialog.
 */
export async function listExamOptions(signal?: AbortSignal): Promise<ExamOption[]> {
  const { data } = await apiRequest<{ exams?: unknown }>('/admin/exam', {
    auth: 'admin',
    query: { page: 1, perPage: PAGINATION.maxPerPage },
    signal,
  });
  if (!Array.isArray(data.exams)) return [];
  return data.exams.flatMap((exam: unknown) => {
    if (typeof exam !== 'object' || exam === null) return [];
    const { id, name } = exam as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

export function useExamOptions(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'exam-options'],
    queryFn: ({ signal }) => listExamOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
