import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/messages';
import { ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import {
  ZOwnSupportListQuery,
  ZStaffSupportTicket,
  ZSupportListQuery,
  ZSupportRequest,
  ZSupportTicket,
  ZUpdateSupportRequest,
} from '@prepward/shared/schemas/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../lib/limiter';
import type { RateLimits } from '../../config';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { Support } from './service';

export const supportRoutes: FastifyPluginAsyncZod<{
  support: Support;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { support, limiter, limits }) => {
  app.post(
    '/user/support',
    {
      preValidation: app.requireStudent,
      schema: {
        tags: ['support'],
        security: bearerSecurity,
        summary: 'Send a support request (stored; emailed to SUPPORT_EMAIL when set)',
        body: ZSupportRequest,
        response: { 200: envelope({ request: ZSupportTicket }) },
      },
    },
    async (request) => {
      const student = request.student!;
      await limiter.consume(`support:${student.id}`, limits.supportRequests);
      const created = await support.create(student, request.body);
      return {
        message: 'success' as const,
        data: { message: TEXT.supportSent, request: created },
      };
    },
  );

  app.get(
    '/user/support',
    {
      preValidation: app.requireStudent,
      schema: {
        tags: ['support'],
        security: bearerSecurity,
        summary: 'The student’s own support requests, newest first',
        querystring: ZOwnSupportListQuery,
        response: {
          200: envelope({ requests: z.array(ZSupportTicket), pagination: ZPagination }),
        },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: {
        message: 'Support requests',
        ...(await support.listOwn(request.student!.id, request.query)),
      },
    }),
  );

  app.get(
    '/admin/support',
    {
      preValidation: app.requirePermission('support:read'),
      schema: {
        tags: ['admin: support'],
        security: bearerSecurity,
        summary: 'Support requests: status open | closed | all; search on the student’s email',
        querystring: ZSupportListQuery,
        response: {
          200: envelope({ requests: z.array(ZStaffSupportTicket), pagination: ZPagination }),
        },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Support requests', ...(await support.listForStaff(request.query)) },
    }),
  );

  app.patch(
    '/admin/support/:id',
    {
      preValidation: app.requirePermission('support:write'),
      schema: {
        tags: ['admin: support'],
        security: bearerSecurity,
        summary: 'Mark a support request handled (closed) or open again',
        params: z.object({ id: ZUuid }),
        body: ZUpdateSupportRequest,
        response: { 200: envelope({ request: ZStaffSupportTicket }) },
      },
    },
    async (request) => {
      const updated = await support.setStatus(
        request.admin!,
        request.params.id,
        request.body.status,
      );
      return {
        message: 'success' as const,
        data: {
          message: updated.status === 'closed' ? TEXT.supportHandled : TEXT.supportReopened,
          request: updated,
        },
      };
    },
  );
};
