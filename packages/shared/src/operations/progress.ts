// A student's progress on an exam over time. Its own contract, apart from test taking, so the
// pages that take tests do not carry it.
import { operation } from '../operation';
import { ZExamIdParams } from '../schemas/commerce';
import { ZExamProgress, ZProgressSummary } from '../schemas/progress';

export const progressOperations = {
  getExamProgress: operation({
    method: 'GET',
    path: '/user/exam/:examId/progress',
    tag: 'test taking',
    caller: 'student',
    summary: 'Weekly scores and study time, per subject too, and the mock exams over time',
    params: ZExamIdParams,
    reply: ZExamProgress,
  }),
  getProgressSummary: operation({
    method: 'GET',
    path: '/user/progress',
    tag: 'test taking',
    caller: 'student',
    summary: "This week's and last week's study over all exams, and each exam's readiness",
    reply: ZProgressSummary,
  }),
};
