import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { reportOperations as op } from '@prepward/shared/operations/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { QuestionReports } from './service';

export const questionReportRoutes: FastifyPluginAsyncZod<{ reports: QuestionReports }> = async (
  app,
  { reports },
) => {
  route(app, op.listReports, async ({ admin, query }) => ({
    message: 'Question reports',
    ...(await reports.list(admin, query)),
  }));

  route(app, op.updateReport, async ({ admin, params, body }) => {
    const report = await reports.update(admin, params.reportId, body);
    return {
      message: report.status === 'resolved' ? TEXT.reportResolved : TEXT.reportReopened,
      report,
    };
  });
};
