import { supportOperations } from '@prepward/shared/operations/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The student's own support requests, a page at a time. */
export function useOwnSupportRequests(request: { page: number; perPage: number }) {
  return useQuery({
    ...queryOf(supportOperations.listOwnSupportRequests, { query: request }),
    placeholderData: keepPreviousData,
  });
}
