// Support: a student's requests, and the staff queue that handles them.
import { z } from 'zod';
import { operation } from '../operation';
import { ZIdParam, ZPagination } from '../schemas/common';
import {
  ZOwnSupportListQuery,
  ZStaffSupportTicket,
  ZSupportListQuery,
  ZSupportRequest,
  ZSupportTicket,
  ZUpdateSupportRequest,
} from '../schemas/support';

export const supportOperations = {
  sendSupportRequest: operation({
    method: 'POST',
    path: '/user/support',
    tag: 'support',
    caller: 'student',
    summary: 'Send a support request (stored; emailed to SUPPORT_EMAIL when set)',
    body: ZSupportRequest,
    reply: z.object({ request: ZSupportTicket }),
  }),
  listOwnSupportRequests: operation({
    method: 'GET',
    path: '/user/support',
    tag: 'support',
    caller: 'student',
    summary: 'The student’s own support requests, newest first',
    query: ZOwnSupportListQuery,
    reply: z.object({ requests: z.array(ZSupportTicket), pagination: ZPagination }),
  }),
  listSupportRequests: operation({
    method: 'GET',
    path: '/admin/support',
    tag: 'admin: support',
    caller: { permission: 'support:read' },
    summary: 'Support requests: status open | closed | all; search on the student’s email',
    query: ZSupportListQuery,
    reply: z.object({ requests: z.array(ZStaffSupportTicket), pagination: ZPagination }),
  }),
  updateSupportRequest: operation({
    method: 'PATCH',
    path: '/admin/support/:id',
    tag: 'admin: support',
    caller: { permission: 'support:write' },
    summary: 'Mark a support request handled (closed) or open again',
    params: ZIdParam,
    body: ZUpdateSupportRequest,
    reply: z.object({ request: ZStaffSupportTicket }),
  }),
};
