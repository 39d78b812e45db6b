import { contentOperations } from '@prepward/shared/operations/content';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type CourseListParams = TPaginationQuery;

/** A page of the exam's courses, newest first. */
export function useCourses(examId: string, params: CourseListParams, enabled = true) {
  return useQuery({
    ...queryOf(contentOperations.listCourses, { params: { examId }, query: params }),
    placeholderData: keepPreviousData,
    enabled: enabled && examId !== '',
  });
}
