import { labValueOperations } from '@prepward/shared/operations/lab-values';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The lab values table changes rarely; the browser revalidates it with its ETag when asked. */
const LAB_VALUES_STALE_MS = 60 * 60_000;

/** Every lab value, in display order; asked for once the panel first opens. */
export function useLabValues(enabled: boolean) {
  return useQuery({
    ...queryOf(labValueOperations.listLabValues),
    select: (reply) => reply.labValues,
    enabled,
    staleTime: LAB_VALUES_STALE_MS,
  });
}
