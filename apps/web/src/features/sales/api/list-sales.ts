import {
  PROFESSION_FILTERS,
  SALE_STATUSES,
  type ProfessionFilter,
  type SaleStatus,
} from '@prepward/shared/constants';
import type { OperationInput } from '@prepward/shared/operation';
import { salesOperations } from '@prepward/shared/operations/sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../hooks/use-list-params';
import { queryOf } from '../../../lib/operations';

/** The list's filters as the page and its filter dialog hold them: '' where one is not set. */
export type SalesFilters = {
  search: string;
  profession: ProfessionFilter | '';
  from: string;
  to: string;
  status: SaleStatus | '';
};

export type SalesListParams = SalesFilters & { page: number; perPage: number };

/** The query of the sales list and export (their contract's): what is not set is left out. */
export type SalesQuery = NonNullable<OperationInput<typeof salesOperations.listSales>['query']>;

/** The filters in the page's address; a profession or status the list does not know is not set. */
export function salesFiltersOf(params: ListParams): SalesFilters {
  const profession = params.get('profession');
  const status = params.get('status');
  return {
    search: params.search,
    profession: PROFESSION_FILTERS.find((value) => value === profession) ?? '',
    from: params.get('from'),
    to: params.get('to'),
    status: SALE_STATUSES.find((value) => value === status) ?? '',
  };
}

export function salesQuery({ search, profession, from, to, status }: SalesFilters): SalesQuery {
  return {
    search: search || undefined,
    profession: profession || undefined,
    from: from || undefined,
    to: to || undefined,
    status: status || undefined,
  };
}

export function useSales({ page, perPage, ...filters }: SalesListParams) {
  return useQuery({
    ...queryOf(salesOperations.listSales, { query: { ...salesQuery(filters), page, perPage } }),
    placeholderData: keepPreviousData,
  });
}
