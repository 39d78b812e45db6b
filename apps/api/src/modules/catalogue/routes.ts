import { catalogueOperations as op } from '@prepward/shared/operations/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { Catalogue } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (
  app,
  { catalogue },
) => {
  route(app, op.listExams, async ({ student, query }) => ({
    message: 'Exams',
    ...(await catalogue.list(student.id, query)),
  }));

  route(app, op.getExam, async ({ student, params }) => ({
    message: 'Exam',
    exam: await catalogue.detail(student.id, params.examId),
  }));

  route(app, op.myExams, async ({ student }) => ({
    message: 'My exams',
    exams: await catalogue.myExams(student.id),
  }));
};
