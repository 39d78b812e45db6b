import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The signed-in student. */
export function useProfile() {
  return useQuery({
    ...queryOf(studentAccountOperations.getProfile),
    select: (reply) => reply.user,
  });
}
