// The audit log: every administrator write, for those who may read it.
import { z } from 'zod';
import { operation } from '../operation';
import { ZAuditEntry, ZAuditListQuery } from '../schemas/audit';
import { ZPagination } from '../schemas/common';

export const auditOperations = {
  listAuditLog: operation({
    method: 'GET',
    path: '/admin/audit',
    tag: 'admin: audit log',
    caller: { permission: 'audit:read' },
    summary: 'Every administrator write, newest first; filter by entity, administrator, days',
    query: ZAuditListQuery,
    reply: z.object({ entries: z.array(ZAuditEntry), pagination: ZPagination }),
  }),
};
