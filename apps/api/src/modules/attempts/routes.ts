import { MESSAGES } from '@prepward/shared/messages';
import { ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import {
  ZCreateTestReply,
  ZCreateTestRequest,
  ZQuestionCountQuery,
  ZReportQuestionRequest,
  ZSubmitAnswersReply,
  ZSubmitAnswersRequest,
  ZTagReply,
  ZTestAnalytics,
  ZTestDetail,
  ZTestHistoryQuery,
  ZTestSummary,
  ZTimerReply,
} from '@prepward/shared/schemas/attempts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { paginationOf } from '../../lib/pagination';
import { bearerSecurity, envelope, ZMessageOnly } from '../../lib/route-schemas';
import { testAnalytics } from './analytics';
import { submitAnswers } from './answers';
import { reportQuestion, toggleTag } from './question-actions';
import {
  countMatchingQuestions,
  createTest,
  endTest,
  getTest,
  listTests,
  pauseTest,
  resumeTest,
} from './service';

const tags = ['test taking'];
const ZExamParams = z.object({ examId: ZUuid });
const ZTestParams = z.object({ examId: ZUuid, testId: ZUuid });
const ZQuestionParams = z.object({ examId: ZUuid, questionId: ZUuid });

export const attemptRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const student = { preValidation: app.requireStudent, security: bearerSecurity };
  const userId = (request: { student: { id: string } | null }) => request.student!.id;

  app.post(
    '/user/test/:examId',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'Start a practice test, a mock exam or the free trial',
        security: student.security,
        params: ZExamParams,
        body: ZCreateTestRequest,
        response: { 200: envelope(ZCreateTestReply.shape) },
      },
    },
    async (request) => {
      const test = await createTest(
        db,
        { userId: userId(request), examId: request.params.examId },
        request.body,
      );
      return { message: 'success' as const, data: { message: MESSAGES.examStarted, ...test } };
    },
  );

  app.get(
    '/user/test/:examId/count',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'How many questions a practice test with these choices could draw',
        security: student.security,
        params: ZExamParams,
        querystring: ZQuestionCountQuery,
        response: { 200: envelope({ count: z.number().int() }) },
      },
    },
    async (request) => {
      const count = await countMatchingQuestions(
        db,
        { userId: userId(request), examId: request.params.examId },
        request.query,
      );
      return { message: 'success' as const, data: { message: 'success', count } };
    },
  );

  app.get(
    '/user/test',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: "The student's tests, newest first",
        security: student.security,
        querystring: ZTestHistoryQuery,
        response: { 200: envelope({ tests: z.array(ZTestSummary), pagination: ZPagination }) },
      },
    },
    async (request) => {
      const { tests, total } = await listTests(db, userId(request), request.query);
      return {
        message: 'success' as const,
        data: { message: 'success', tests, pagination: paginationOf(total, request.query) },
      };
    },
  );

  app.get(
    '/user/test/:examId/:testId',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'A test with its questions, held answers, what may be revealed and its timer',
        security: student.security,
        params: ZTestParams,
        response: { 200: envelope(ZTestDetail.shape) },
      },
    },
    async (request) => {
      const detail = await getTest(db, { userId: userId(request), ...request.params });
      return { message: 'success' as const, data: { message: 'success', ...detail } };
    },
  );

  app.post(
    '/user/test/:examId/:testId',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'Submit answers (practice: final and revealed; mock: changeable until the end)',
        security: student.security,
        params: ZTestParams,
        body: ZSubmitAnswersRequest,
        response: { 200: envelope(ZSubmitAnswersReply.shape) },
      },
    },
    async (request) => {
      const reply = await submitAnswers(
        db,
        { userId: userId(request), ...request.params },
        request.body,
      );
      return {
        message: 'success' as const,
        data: { message: MESSAGES.submissionSuccessful, ...reply },
      };
    },
  );

  const timerRoutes = [
    ['pause', 'Pause a practice test (the server keeps the remaining seconds)', pauseTest],
    ['resume', 'Resume a paused practice test with a new end time', resumeTest],
    ['end', 'End the test', endTest],
  ] as const;
  for (const [action, summary, change] of timerRoutes) {
    app.post(
      `/user/test/:examId/:testId/${action}`,
      {
        preValidation: student.preValidation,
        schema: {
          tags,
          summary,
          security: student.security,
          params: ZTestParams,
          response: { 200: envelope(ZTimerReply.shape) },
        },
      },
      async (request) => {
        const { message, timer } = await change(db, { userId: userId(request), ...request.params });
        return { message: 'success' as const, data: { message, timer } };
      },
    );
  }

  app.get(
    '/user/test/:examId/:testId/analytics',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'Score, time, breakdown, percentile and review of a test',
        security: student.security,
        params: ZTestParams,
        response: { 200: envelope(ZTestAnalytics.shape) },
      },
    },
    async (request) => {
      const analytics = await testAnalytics(db, { userId: userId(request), ...request.params });
      return { message: 'success' as const, data: { message: 'success', ...analytics } };
    },
  );

  app.post(
    '/user/exam/:examId/:questionId/tag',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: 'Tag a question, or remove its tag',
        security: student.security,
        params: ZQuestionParams,
        response: { 200: envelope(ZTagReply.shape) },
      },
    },
    async (request) => {
      const { examId, questionId } = request.params;
      const result = await toggleTag(db, { userId: userId(request), examId }, questionId);
      return { message: 'success' as const, data: result };
    },
  );

  app.post(
    '/user/exam/:examId/:questionId/report',
    {
      preValidation: student.preValidation,
      schema: {
        tags,
        summary: "Report a question to the administrators' queue (not in a free trial)",
        security: student.security,
        params: ZQuestionParams,
        body: ZReportQuestionRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      const { examId, questionId } = request.params;
      await reportQuestion(
        db,
        { userId: userId(request), examId },
        questionId,
        request.body.reason,
      );
      return { message: 'success' as const, data: { message: MESSAGES.questionReported } };
    },
  );
};
