import { overviewOperations } from '@prepward/shared/operations/overview';
import type { OverviewRange } from '@prepward/shared/schemas/overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export function useOverview(range: OverviewRange) {
  return useQuery({
    ...queryOf(overviewOperations.getOverview, { query: { range } }),
    select: (reply) => reply.overview,
    placeholderData: keepPreviousData,
  });
}
