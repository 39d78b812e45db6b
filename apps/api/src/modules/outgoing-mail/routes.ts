import { ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import { ZMailCounts, ZMailListQuery, ZOutgoingMail } from '@prepward/shared/schemas/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/http-error';
import { bearerSecurity, envelope, ZMessageOnly } from '../../lib/route-schemas';
import type { OutgoingMailView } from './service';

export const MAIL_MESSAGES = {
  list: 'Outgoing mail',
  retried: 'The mail will be sent again now',
  notRetriable: 'This mail has been sent or is no longer in the queue',
} as const;

export const outgoingMailRoutes: FastifyPluginAsyncZod<{ mail: OutgoingMailView }> = async (
  app,
  { mail },
) => {
  const tags = ['admin: outgoing mail'];
  app.get(
    '/admin/mail',
    {
      preValidation: app.requirePermission('mail:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mail waiting for the mail server, given up on, or sent; newest first',
        querystring: ZMailListQuery,
        response: {
          200: envelope({
            mails: z.array(ZOutgoingMail),
            counts: ZMailCounts,
            pagination: ZPagination,
          }),
        },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: MAIL_MESSAGES.list, ...(await mail.list(request.query)) },
    }),
  );

  app.post(
    '/admin/mail/:mailId/retry',
    {
      preValidation: app.requirePermission('mail:write'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Try a waiting or failed mail again now',
        params: z.object({ mailId: ZUuid }),
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      if (!(await mail.retry(request.params.mailId))) throw conflict(MAIL_MESSAGES.notRetriable);
      return { message: 'success' as const, data: { message: MAIL_MESSAGES.retried } };
    },
  );
};
