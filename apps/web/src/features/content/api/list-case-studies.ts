import { caseStudyOperations } from '@prepward/shared/operations/case-studies';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The exam's case studies by title, each with its questions by step. */
export function useCaseStudies(examId: string) {
  return useQuery({
    ...queryOf(caseStudyOperations.listCaseStudies, { params: { examId } }),
    select: (reply) => reply.caseStudies,
    enabled: examId !== '',
  });
}
