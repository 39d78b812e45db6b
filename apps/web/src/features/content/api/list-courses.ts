import type { TPagination } from '@prepward/shared/schemas/common';
import type { TAdminCourse } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export type CourseListParams = { page: number; perPage: number; search?: string };
export type CourseList = { courses: TAdminCourse[]; pagination: TPagination };

/** GET /admin/exam/{examId}/course: a page of the exam's courses, newest first. */
export async function listCourses(
  examId: string,
  params: CourseListParams,
  signal?: AbortSignal,
): Promise<CourseList> {
  const { data } = await apiRequest<CourseList>(`/admin/exam/${examId}/course`, {
    auth: 'admin',
    query: params,
    signal,
  });
  return { courses: data.courses, pagination: data.pagination };
}

export function useCourses(examId: string, params: CourseListParams, enabled = true) {
  return useQuery({
    queryKey: contentKeys.courses(examId, params),
    queryFn: ({ signal }) => listCourses(examId, params, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && examId !== '',
  });
}
