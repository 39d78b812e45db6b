import { MESSAGES } from '@prepward/shared/messages';
import { attemptOperations as op } from '@prepward/shared/operations/attempts';
import { progressOperations } from '@prepward/shared/operations/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { knownEtags } from '../../lib/etag';
import { sendGzipped, sendJsonText, takesGzip } from '../../lib/gzipped-reply';
import { paginationOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import { testAnalytics } from './analytics';
import { now } from '../../lib/clock';
import { getExamProgress, getProgressSummary } from './progress';
import { reportQuestion, toggleTag } from './question-actions';
import {
  countMatchingQuestions,
  createTest,
  endTest,
  listReviewCounts,
  listTests,
  pauseTest,
  resumeTest,
} from './service';
import { submissionQueue } from './submission-queue';
import { getTestGzipped, getTestQuestions, getTestState, getTestText } from './test-page';

export const attemptRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const submissions = submissionQueue(db);

  route(app, op.startTest, async ({ student, params, body }) => ({
    message: MESSAGES.examStarted,
    ...(await createTest(db, { userId: student.id, examId: params.examId }, body)),
  }));

  route(app, op.countQuestions, async ({ student, params, query }) => ({
    message: 'success',
    count: await countMatchingQuestions(db, { userId: student.id, examId: params.examId }, query),
  }));

  route(app, op.listReviewCounts, async ({ student }) => ({
    message: 'success',
    exams: await listReviewCounts(db, student.id),
  }));

  route(app, op.listTests, async ({ student, query }) => {
    const { tests, total } = await listTests(db, student.id, query);
    return { message: 'success', tests, pagination: paginationOf(total, query) };
  });

  route(app, op.getTest, async ({ student, params, request, reply }) => {
    const ids = { userId: student.id, ...params };
    // Read first: a 404 must not go out under the gzip headers.
    if (takesGzip(request)) return sendGzipped(reply, await getTestGzipped(db, ids));
    return sendJsonText(reply, await getTestText(db, ids));
  });

  route(app, op.getTestState, async ({ student, params }) => ({
    message: 'success',
    ...(await getTestState(db, { userId: student.id, ...params })),
  }));

  // The browser keeps the questions and asks with If-None-Match: a current copy is a 304.
  route(app, op.getTestQuestions, async ({ student, params, request, reply }) => {
    const { etag, questions } = await getTestQuestions(
      db,
      { userId: student.id, ...params },
      knownEtags(request),
    );
    reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
    if (questions === null) return reply.status(304).send(undefined);
    return { message: 'success', questions };
  });

  route(app, op.submitAnswers, async ({ student, params, body }) => ({
    message: MESSAGES.submissionSuccessful,
    ...(await submissions.submit({
      ids: { userId: student.id, ...params },
      request: body,
      now: new Date(),
    })),
  }));

  // Pausing, resuming and ending answer the service's message and the new timer.
  route(app, op.pauseTest, async ({ student, params }) =>
    pauseTest(db, { userId: student.id, ...params }),
  );
  route(app, op.resumeTest, async ({ student, params }) =>
    resumeTest(db, { userId: student.id, ...params }),
  );
  route(app, op.endTest, async ({ student, params }) =>
    endTest(db, { userId: student.id, ...params }),
  );

  route(app, op.getTestAnalytics, async ({ student, params }) => ({
    message: 'success',
    ...(await testAnalytics(db, { userId: student.id, ...params })),
  }));

  route(app, progressOperations.getExamProgress, async ({ student, params }) => ({
    message: 'success',
    ...(await getExamProgress(db, { userId: student.id, examId: params.examId }, now())),
  }));

  route(app, progressOperations.getProgressSummary, async ({ student }) => ({
    message: 'success',
    ...(await getProgressSummary(db, student.id, now())),
  }));

  route(app, op.toggleTag, async ({ student, params }) =>
    toggleTag(db, { userId: student.id, examId: params.examId }, params.questionId),
  );

  route(app, op.reportQuestion, async ({ student, params, body }) => {
    await reportQuestion(
      db,
      { userId: student.id, examId: params.examId },
      params.questionId,
      body.reason,
    );
    return { message: MESSAGES.questionReported };
  });
};
