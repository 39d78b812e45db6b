import type { OperationInput } from '@prepward/shared/operation';
import { supportOperations } from '@prepward/shared/operations/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The staff queue's query: page, status (open, closed or all) and a search on the email. */
export type SupportListRequest = NonNullable<
  OperationInput<typeof supportOperations.listSupportRequests>['query']
>;

export function useSupportRequests(request: SupportListRequest) {
  return useQuery({
    ...queryOf(supportOperations.listSupportRequests, { query: request }),
    placeholderData: keepPreviousData,
  });
}
