// Students as administrators see them: the list, one student, blacklisting, the CSV export.
import { z } from 'zod';
import { operation } from '../operation';
import {
  ZAdminUserDetail,
  ZAdminUserRow,
  ZBlacklistRequest,
  ZUserListQuery,
} from '../schemas/admin-users';
import { ZPagination, ZUuid } from '../schemas/common';

const tag = 'admin: users';

export const ZUserParams = z.object({ userId: ZUuid });

export const adminUserOperations = {
  listUsers: operation({
    method: 'GET',
    path: '/admin/users',
    tag,
    caller: { permission: 'users:read' },
    summary: 'Students: tab all | active (a subscription that has not run out) | banned',
    query: ZUserListQuery,
    reply: z.object({ users: z.array(ZAdminUserRow), pagination: ZPagination }),
  }),
  exportUsers: operation({
    method: 'GET',
    path: '/admin/users/export',
    tag,
    caller: { permission: 'users:read' },
    summary: 'The filtered users list as CSV (streamed; page and perPage are ignored)',
    query: ZUserListQuery,
    reply: 'file',
  }),
  getUser: operation({
    method: 'GET',
    path: '/admin/users/:userId',
    tag,
    caller: { permission: 'users:read' },
    summary: "A student's record: profile, subscriptions, purchases, tests, reports",
    params: ZUserParams,
    reply: ZAdminUserDetail,
  }),
  blacklistUser: operation({
    method: 'POST',
    path: '/admin/users/:userId/blacklist',
    tag,
    caller: { permission: 'users:blacklist' },
    summary: 'Blacklist a student: refused on the next request and at sign-in',
    params: ZUserParams,
    body: ZBlacklistRequest,
    reply: z.object({ user: ZAdminUserRow }),
  }),
  unblacklistUser: operation({
    method: 'POST',
    path: '/admin/users/:userId/unblacklist',
    tag,
    caller: { permission: 'users:blacklist' },
    summary: 'Lift a blacklisting',
    params: ZUserParams,
    reply: z.object({ user: ZAdminUserRow }),
  }),
};
