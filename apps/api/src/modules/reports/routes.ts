import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/messages';
import { ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import {
  ZQuestionReport,
  ZReportListQuery,
  ZUpdateReportRequest,
} from '@prepward/shared/schemas/question-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { QuestionReports } from './service';

const tags = ['admin: question reports'];

export const questionReportRoutes: FastifyPluginAsyncZod<{ reports: QuestionReports }> = async (
  app,
  { reports },
) => {
  app.get(
    '/admin/question/report',
    {
      preValidation: app.requirePermission('content:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Reports on questions, newest first, within the administrator’s exams',
        querystring: ZReportListQuery,
        response: {
          200: envelope({ reports: z.array(ZQuestionReport), pagination: ZPagination }),
        },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Question reports', ...(await reports.list(request.admin!, request.query)) },
    }),
  );

  app.patch(
    '/admin/question/report/:reportId',
    {
      preValidation: app.requirePermission('content:write'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Resolve (optional note) or reopen a report',
        params: z.object({ reportId: ZUuid }),
        body: ZUpdateReportRequest,
        response: { 200: envelope({ report: ZQuestionReport }) },
      },
    },
    async (request) => {
      const report = await reports.update(request.admin!, request.params.reportId, request.body);
      return {
        message: 'success' as const,
        data: {
          message: report.status === 'resolved' ? TEXT.reportResolved : TEXT.reportReopened,
          report,
        },
      };
    },
  );
};
