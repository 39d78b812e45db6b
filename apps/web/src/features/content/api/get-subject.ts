import { contentOperations } from '@prepward/shared/operations/content';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The subject with its course and exam names. */
export function useSubject(subjectId: string) {
  return useQuery({
    ...queryOf(contentOperations.getSubject, { params: { subjectId } }),
    select: (reply) => reply.subject,
  });
}
