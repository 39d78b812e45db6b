import {
  ZCatalogueQuery,
  ZCatalogueReply,
  ZExamDetail,
  ZExamIdParams,
  ZMyExam,
} from '@prepward/shared/schemas/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { Catalogue } from './service';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/user/exam',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'All exams (paginated; search by name) with price, live question count and access',
        querystring: ZCatalogueQuery,
        response: { 200: envelope(ZCatalogueReply.shape) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Exams', ...(await catalogue.list(request.student!.id, request.query)) },
    }),
  );

  app.get(
    '/user/exam/:examId',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One exam: courses, subjects, question counts, access and free trial',
        params: ZExamIdParams,
        response: { 200: envelope({ exam: ZExamDetail }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: {
        message: 'Exam',
        exam: await catalogue.detail(request.student!.id, request.params.examId),
      },
    }),
  );

  app.get(
    '/user/my-exams',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Every exam the student ever had access to, active first',
        response: { 200: envelope({ exams: z.array(ZMyExam) }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'My exams', exams: await catalogue.myExams(request.student!.id) },
    }),
  );
};
