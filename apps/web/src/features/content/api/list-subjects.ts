import type { TPagination } from '@prepward/shared/schemas/common';
import type { TAdminSubject } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export type SubjectListParams = {
  page: number;
  perPage: number;
  search?: string;
  /** Only this course's subjects. */
  courseId?: string;
};
export type SubjectList = { subjects: TAdminSubject[]; pagination: TPagination };

/** GET /admin/exam/{examId}/subject: a page of the exam's subjects, newest first. */
export async function listSubjects(
  examId: string,
  params: SubjectListParams,
  signal?: AbortSignal,
): Promise<SubjectList> {
  const { data } = await apiRequest<SubjectList>(`/admin/exam/${examId}/subject`, {
    auth: 'admin',
    query: params,
    signal,
  });
  return { subjects: data.subjects, pagination: data.pagination };
}

export function useSubjects(examId: string, params: SubjectListParams, enabled = true) {
  return useQuery({
    queryKey: contentKeys.subjects(examId, params),
    queryFn: ({ signal }) => listSubjects(examId, params, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && examId !== '',
  });
}
