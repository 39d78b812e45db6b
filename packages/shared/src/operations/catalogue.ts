// The student's catalogue: every exam with its price and access, one exam in detail, and the
// exams the student has or had access to.
import { z } from 'zod';
import { operation } from '../operation';
import {
  ZCatalogueQuery,
  ZCatalogueReply,
  ZExamDetail,
  ZExamIdParams,
  ZMyExam,
} from '../schemas/commerce';

const tag = 'catalogue';

export const catalogueOperations = {
  listExams: operation({
    method: 'GET',
    path: '/user/exam',
    tag,
    caller: 'student',
    summary: 'All exams (paginated; search by name) with price, live question count and access',
    query: ZCatalogueQuery,
    reply: ZCatalogueReply,
  }),
  getExam: operation({
    method: 'GET',
    path: '/user/exam/:examId',
    tag,
    caller: 'student',
    summary: 'One exam: courses, subjects, question counts, access and free trial',
    params: ZExamIdParams,
    reply: z.object({ exam: ZExamDetail }),
  }),
  myExams: operation({
    method: 'GET',
    path: '/user/my-exams',
    tag,
    caller: 'student',
    summary: 'Every exam the student ever had access to, active first',
    reply: z.object({ exams: z.array(ZMyExam) }),
  }),
};
