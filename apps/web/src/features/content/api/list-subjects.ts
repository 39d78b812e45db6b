import { contentOperations } from '@prepward/shared/operations/content';
import type { TSubjectListQuery } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type SubjectListParams = TSubjectListQuery;

/** A page of the exam's subjects (of one course when `courseId` is given), newest first. */
export function useSubjects(examId: string, params: SubjectListParams, enabled = true) {
  return useQuery({
    ...queryOf(contentOperations.listSubjects, { params: { examId }, query: params }),
    placeholderData: keepPreviousData,
    enabled: enabled && examId !== '',
  });
}
