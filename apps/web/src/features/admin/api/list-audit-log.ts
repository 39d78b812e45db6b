import { auditOperations } from '@prepward/shared/operations/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The audit log's page and filters as the page holds them: '' where a filter is not set. */
export type AuditListRequest = {
  page: number;
  perPage: number;
  entity: string;
  adminId: string;
  from: string;
  to: string;
};

export function useAuditLog({ page, perPage, entity, adminId, from, to }: AuditListRequest) {
  return useQuery({
    ...queryOf(auditOperations.listAuditLog, {
      query: {
        page,
        perPage,
        entity: entity || undefined,
        adminId: adminId || undefined,
        from: from || undefined,
        to: to || undefined,
      },
    }),
    placeholderData: keepPreviousData,
  });
}
