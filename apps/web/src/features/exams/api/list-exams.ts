import { catalogueOperations } from '@prepward/shared/operations/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The page's choices; an empty search means every exam. */
export type ExamListParams = { page: number; perPage: number; search: string };

/** A page of the catalogue, searched by name on the server. */
export function useExams({ page, perPage, search }: ExamListParams) {
  return useQuery({
    ...queryOf(catalogueOperations.listExams, {
      query: { page, perPage, search: search || undefined },
    }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
