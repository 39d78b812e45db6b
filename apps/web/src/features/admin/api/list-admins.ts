import { administratorOperations } from '@prepward/shared/operations/administrators';
import type { ZPaginationQuery } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryOf } from '../../../lib/operations';

export type AdminListRequest = z.input<typeof ZPaginationQuery>;

export function useAdmins(request: AdminListRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOf(administratorOperations.listAdmins, { query: request }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
