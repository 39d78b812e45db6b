import type { OperationInput } from '@prepward/shared/operation';
import { outgoingMailOperations } from '@prepward/shared/operations/outgoing-mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type OutgoingMailRequest = NonNullable<
  OperationInput<typeof outgoingMailOperations.listOutgoingMail>['query']
>;

/** Refreshed every 15 s while open: the queue moves by itself. */
export function useOutgoingMail(request: OutgoingMailRequest) {
  return useQuery({
    ...queryOf(outgoingMailOperations.listOutgoingMail, { query: request }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
