import { catalogueOperations as op } from '@prepward/shared/operations/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendGzipped, takesGzip } from '../../lib/gzipped-reply';
import { route } from '../../lib/route';
import { createGzippedCataloguePage } from './gzipped-page';
import type { Catalogue } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (
  app,
  { catalogue },
) => {
  const gzippedPage = createGzippedCataloguePage();

  route(app, op.listExams, async ({ student, query, request, reply }) => {
    const payload = { message: 'Exams', ...(await catalogue.list(student.id, query)) };
    const gzipped = takesGzip(request) ? gzippedPage(payload) : null;
    return gzipped ? sendGzipped(reply, gzipped) : payload;
  });

  route(app, op.getExam, async ({ student, params }) => ({
    message: 'Exam',
    exam: await catalogue.detail(student.id, params.examId),
  }));

  route(app, op.myExams, async ({ student }) => ({
    message: 'My exams',
    exams: await catalogue.myExams(student.id),
  }));
};
