// Administrators managing administrators: the list, adding one, editing one, removing one.
import { z } from 'zod';
import { operation } from '../operation';
import { ZAddAdminRequest, ZAdministrator, ZUpdateAdminRequest } from '../schemas/admin';
import { ZAdmin } from '../schemas/auth';
import { ZIdParam, ZPagination, ZPaginationQuery } from '../schemas/common';

const tag = 'admin: administrators';

export const administratorOperations = {
  listAdmins: operation({
    method: 'GET',
    path: '/admin/onboarding',
    tag,
    caller: { permission: 'admins:read' },
    summary:
      'Administrators, newest first, with the exams they are limited to; search on name or email',
    query: ZPaginationQuery,
    reply: z.object({ admins: z.array(ZAdministrator), pagination: ZPagination }),
  }),
  addAdmin: operation({
    method: 'POST',
    path: '/admin/onboarding/add',
    tag,
    caller: { permission: 'admins:write' },
    summary: 'Add an administrator (empty examAccess = every exam)',
    body: ZAddAdminRequest,
    reply: z.object({ admin: ZAdmin }),
  }),
  updateAdmin: operation({
    method: 'PATCH',
    path: '/admin/onboarding/:id',
    tag,
    caller: { permission: 'admins:write' },
    summary:
      "Change an administrator's roles (at least one) or exam access (the last with role admin keeps it)",
    params: ZIdParam,
    body: ZUpdateAdminRequest,
    reply: z.object({ admin: ZAdministrator }),
  }),
  removeAdmin: operation({
    method: 'DELETE',
    path: '/admin/onboarding/:id',
    tag,
    caller: { permission: 'admins:write' },
    summary: 'Remove an administrator (not yourself, not the last with role admin)',
    params: ZIdParam,
    reply: z.object({}),
  }),
};
