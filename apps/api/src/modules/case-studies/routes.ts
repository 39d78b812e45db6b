// Case study routes (packages/shared/src/operations/case-studies.ts): an exam's cases, one
// case, adding, changing and deleting one. Reads need content:read, writes questions:write;
// the service limits both to the administrator's exams.
import { CASE_STUDY_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { caseStudyOperations as op } from '@prepward/shared/operations/case-studies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { CaseStudies } from './service';

export const caseStudyRoutes: FastifyPluginAsyncZod<{ caseStudies: CaseStudies }> = async (
  app,
  { caseStudies },
) => {
  route(app, op.listCaseStudies, async ({ admin, params }) => ({
    message: TEXT.list,
    caseStudies: await caseStudies.list(admin, params.examId),
  }));

  route(app, op.createCaseStudy, async ({ admin, body }) => ({
    message: TEXT.created,
    caseStudy: await caseStudies.create(admin, body),
  }));

  route(app, op.getCaseStudy, async ({ admin, params }) => ({
    message: TEXT.loaded,
    caseStudy: await caseStudies.get(admin, params.caseStudyId),
  }));

  route(app, op.updateCaseStudy, async ({ admin, params, body }) => ({
    message: TEXT.updated,
    caseStudy: await caseStudies.update(admin, params.caseStudyId, body),
  }));

  route(app, op.deleteCaseStudy, async ({ admin, params }) => {
    await caseStudies.remove(admin, params.caseStudyId);
    return { message: TEXT.deleted };
  });
};
