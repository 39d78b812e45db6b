// Exams as the catalogue shows them to a student: used by the catalogue pages and by the
// dialogs that start a test or a free trial.
import { catalogueOperations } from '@prepward/shared/operations/catalogue';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../lib/operations';

/** One exam with its courses, subjects, access and free-trial state. */
export function useExam(examId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOf(catalogueOperations.getExam, { params: { examId } }),
    select: (reply) => reply.exam,
    enabled: enabled && examId !== '',
  });
}

/** The catalogue's first 100 exams by name, for choosing an exam to try. */
export function useExamNames(enabled: boolean) {
  return useQuery({
    ...queryOf(catalogueOperations.listExams, { query: { perPage: 100 } }),
    select: (reply) => reply.exams.map(({ id, name }) => ({ id, name })),
    enabled,
  });
}
