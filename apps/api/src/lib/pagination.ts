// Server-side pagination of every list (docs/api.md): `page` is 1-based, `perPage`
// is bounded by the shared query schema.
import type { TPagination, TPaginationQuery } from '@prepward/shared/schemas/common';

/** LIMIT and OFFSET for a page of a list. */
export function pageWindow(query: Pick<TPaginationQuery, 'page' | 'perPage'>) {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/** `data.pagination` of a list reply. */
export function paginationOf(
  total: number,
  query: Pick<TPaginationQuery, 'page' | 'perPage'>,
): TPagination {
  return { total, perPage: query.perPage, currentPage: query.page };
}

/** `%term%` for ILIKE, with the pattern characters of the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
