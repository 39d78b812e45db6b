// A student's study plans (decision 0109): their own only; an exam without active access is
// refused as the other exam routes refuse it (404 for an exam that does not exist, 403 without
// a subscription).
import { z } from 'zod';
import { operation } from '../operation';
import {
  ZStudyPlanParams,
  ZStudyPlanReply,
  ZStudyPlanRequest,
  ZStudyPlansReply,
} from '../schemas/study-plans';

const tag = 'study plans';

export const studyPlanOperations = {
  listStudyPlans: operation({
    method: 'GET',
    path: '/user/study-plans',
    tag,
    caller: 'student',
    summary:
      "The student's study plans (exams with active access), each with today's figures in its time zone",
    reply: ZStudyPlansReply,
  }),
  saveStudyPlan: operation({
    method: 'PUT',
    path: '/user/exam/:examId/study-plan',
    tag,
    caller: 'student',
    summary:
      'Set the study plan of an exam the student has access to: exam date, study days, time zone, reminders',
    params: ZStudyPlanParams,
    body: ZStudyPlanRequest,
    reply: ZStudyPlanReply,
  }),
  deleteStudyPlan: operation({
    method: 'DELETE',
    path: '/user/exam/:examId/study-plan',
    tag,
    caller: 'student',
    summary: 'Remove the study plan of an exam (and its reminders)',
    params: ZStudyPlanParams,
    reply: z.object({}),
  }),
};
