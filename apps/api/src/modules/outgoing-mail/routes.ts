import { outgoingMailOperations as op } from '@prepward/shared/operations/outgoing-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/http-error';
import { route } from '../../lib/route';
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
  route(app, op.listOutgoingMail, async ({ query }) => ({
    message: MAIL_MESSAGES.list,
    ...(await mail.list(query)),
  }));

  route(app, op.retryMail, async ({ params }) => {
    if (!(await mail.retry(params.mailId))) throw conflict(MAIL_MESSAGES.notRetriable);
    return { message: MAIL_MESSAGES.retried };
  });
};
