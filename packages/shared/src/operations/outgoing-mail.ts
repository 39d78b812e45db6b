// Outgoing mail: the queue of mail waiting for the mail server, given up on, or sent.
import { z } from 'zod';
import { operation } from '../operation';
import { ZPagination, ZUuid } from '../schemas/common';
import { ZMailCounts, ZMailListQuery, ZOutgoingMail } from '../schemas/mail';

const tag = 'admin: outgoing mail';

export const ZMailParams = z.object({ mailId: ZUuid });

export const outgoingMailOperations = {
  listOutgoingMail: operation({
    method: 'GET',
    path: '/admin/mail',
    tag,
    caller: { permission: 'mail:read' },
    summary: 'Mail waiting for the mail server, given up on, or sent; newest first',
    query: ZMailListQuery,
    reply: z.object({
      mails: z.array(ZOutgoingMail),
      counts: ZMailCounts,
      pagination: ZPagination,
    }),
  }),
  retryMail: operation({
    method: 'POST',
    path: '/admin/mail/:mailId/retry',
    tag,
    caller: { permission: 'mail:write' },
    summary: 'Try a waiting or failed mail again now',
    params: ZMailParams,
    reply: z.object({}),
  }),
};
