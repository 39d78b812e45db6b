// Students as administrators see them: the list, one student, blacklisting, the CSV export.
import { operation } from '../operation';
import { ZUserListQuery } from '../schemas/admin-users';

const tag = 'admin: users';

export const adminUserOperations = {
  exportUsers: operation({
    method: 'GET',
    path: '/admin/users/export',
    tag,
    caller: { permission: 'users:read' },
    summary: 'The filtered users list as CSV (streamed; page and perPage are ignored)',
    query: ZUserListQuery,
    reply: 'file',
  }),
};
