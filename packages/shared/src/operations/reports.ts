// Question reports: what students reported on questions, for administrators to resolve or
// reopen, within the administrator's exams.
import { z } from 'zod';
import { operation } from '../operation';
import { ZPagination, ZUuid } from '../schemas/common';
import {
  ZQuestionReport,
  ZReportListQuery,
  ZUpdateReportRequest,
} from '../schemas/question-reports';

const tag = 'admin: question reports';

export const ZReportParams = z.object({ reportId: ZUuid });

export const reportOperations = {
  listReports: operation({
    method: 'GET',
    path: '/admin/question/report',
    tag,
    caller: { permission: 'content:read' },
    summary: 'Reports on questions, newest first, within the administrator’s exams',
    query: ZReportListQuery,
    reply: z.object({ reports: z.array(ZQuestionReport), pagination: ZPagination }),
  }),
  updateReport: operation({
    method: 'PATCH',
    path: '/admin/question/report/:reportId',
    tag,
    caller: { permission: 'content:write' },
    summary: 'Resolve (optional note) or reopen a report',
    params: ZReportParams,
    body: ZUpdateReportRequest,
    reply: z.object({ report: ZQuestionReport }),
  }),
};
