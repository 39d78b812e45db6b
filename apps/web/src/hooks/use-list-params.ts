// List state in the URL: page, rows per page, search, tab and
// filters live in the search params, so reload, back and a shared link keep them.
import { PAGINATION } from '@prepward/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = {
  page: number;
  perPage: number;
  search: string;
  /** Any other key of the URL (tab, profession, from, to ...). */
  get: (key: string) => string;
};

export type ListParamsChange = Partial<Record<string, string | number | null>>;

const positive = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/**
 * The list state of a page and a setter. Anything but `page` that changes sends the list
 * back to page 1; null or '' removes a key.
 */
export function useListParams(defaultPerPage: number = PAGINATION.defaultPerPage) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params: ListParams = useMemo(
    () => ({
      page: positive(searchParams.get('page'), 1),
      perPage: positive(searchParams.get('perPage'), defaultPerPage, PAGINATION.maxPerPage),
      search: searchParams.get('search') ?? '',
      get: (key: string) => searchParams.get(key) ?? '',
    }),
    [searchParams, defaultPerPage],
  );

  const setParams = useCallback(
    (change: ListParamsChange) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in change)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return [params, setParams] as const;
}
