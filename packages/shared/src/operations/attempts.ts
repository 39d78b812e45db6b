// Test taking: starting a test, answering it, its timer, its analytics, and tagging or
// reporting its questions. Every operation is the signed-in student's, on their own tests.
import { z } from 'zod';
import { operation } from '../operation';
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
  ZTestHistoryReply,
  ZTestQuestionsReply,
  ZTestState,
  ZTimerReply,
} from '../schemas/attempts';
import { ZExamIdParams } from '../schemas/commerce';
import { ZUuid } from '../schemas/common';

const tag = 'test taking';

export const ZTestParams = z.object({ examId: ZUuid, testId: ZUuid });
export const ZQuestionParams = z.object({ examId: ZUuid, questionId: ZUuid });

export const attemptOperations = {
  startTest: operation({
    method: 'POST',
    path: '/user/test/:examId',
    tag,
    caller: 'student',
    summary: 'Start a practice test, a mock exam or the free trial',
    params: ZExamIdParams,
    body: ZCreateTestRequest,
    reply: ZCreateTestReply,
  }),
  countQuestions: operation({
    method: 'GET',
    path: '/user/test/:examId/count',
    tag,
    caller: 'student',
    summary: 'How many questions a practice test with these choices could draw',
    params: ZExamIdParams,
    query: ZQuestionCountQuery,
    reply: z.object({ count: z.number().int() }),
  }),
  listTests: operation({
    method: 'GET',
    path: '/user/test',
    tag,
    caller: 'student',
    summary: "The student's tests, newest first",
    query: ZTestHistoryQuery,
    reply: ZTestHistoryReply,
  }),
  getTest: operation({
    method: 'GET',
    path: '/user/test/:examId/:testId',
    tag,
    caller: 'student',
    summary: 'A test with its questions, held answers, what may be revealed and its timer',
    params: ZTestParams,
    reply: ZTestDetail,
  }),
  getTestState: operation({
    method: 'GET',
    path: '/user/test/:examId/:testId/state',
    tag,
    caller: 'student',
    summary: "A test's timer and, per question, its tag, held answer and what may be revealed",
    params: ZTestParams,
    reply: ZTestState,
  }),
  getTestQuestions: operation({
    method: 'GET',
    path: '/user/test/:examId/:testId/questions',
    tag,
    caller: 'student',
    summary:
      "A test's questions and options, with an ETag (304 when the browser's copy is current)",
    params: ZTestParams,
    reply: ZTestQuestionsReply,
    conditional: true,
  }),
  submitAnswers: operation({
    method: 'POST',
    path: '/user/test/:examId/:testId',
    tag,
    caller: 'student',
    summary: 'Submit answers (practice: final and revealed; mock: changeable until the end)',
    params: ZTestParams,
    body: ZSubmitAnswersRequest,
    reply: ZSubmitAnswersReply,
  }),
  pauseTest: operation({
    method: 'POST',
    path: '/user/test/:examId/:testId/pause',
    tag,
    caller: 'student',
    summary: 'Pause a practice test (the server keeps the remaining seconds)',
    params: ZTestParams,
    reply: ZTimerReply,
  }),
  resumeTest: operation({
    method: 'POST',
    path: '/user/test/:examId/:testId/resume',
    tag,
    caller: 'student',
    summary: 'Resume a paused practice test with a new end time',
    params: ZTestParams,
    reply: ZTimerReply,
  }),
  endTest: operation({
    method: 'POST',
    path: '/user/test/:examId/:testId/end',
    tag,
    caller: 'student',
    summary: 'End the test',
    params: ZTestParams,
    reply: ZTimerReply,
  }),
  getTestAnalytics: operation({
    method: 'GET',
    path: '/user/test/:examId/:testId/analytics',
    tag,
    caller: 'student',
    summary: 'Score, time, breakdown, percentile and review of a test',
    params: ZTestParams,
    reply: ZTestAnalytics,
  }),
  toggleTag: operation({
    method: 'POST',
    path: '/user/exam/:examId/:questionId/tag',
    tag,
    caller: 'student',
    summary: 'Tag a question, or remove its tag',
    params: ZQuestionParams,
    reply: ZTagReply,
  }),
  reportQuestion: operation({
    method: 'POST',
    path: '/user/exam/:examId/:questionId/report',
    tag,
    caller: 'student',
    summary: "Report a question to the administrators' queue (not in a free trial)",
    params: ZQuestionParams,
    body: ZReportQuestionRequest,
    reply: z.object({}),
  }),
};
