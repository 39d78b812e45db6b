import { labValueOperations } from '@prepward/shared/operations/lab-values';
import type { TLabValueListQuery } from '@prepward/shared/schemas/lab-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of lab values in display order, searched by test name, of one category or all. */
export function useAdminLabValues(params: TLabValueListQuery) {
  return useQuery({
    ...queryOf(labValueOperations.listAdminLabValues, { query: params }),
    placeholderData: keepPreviousData,
  });
}
