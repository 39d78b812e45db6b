// Content management routes: exams, courses and subjects, questions, bulk CSV and images, the
// review workflow and bulk actions,
// registered from their contracts (packages/shared/src/operations/content.ts). Reads need
// content:read, writes content:write; every service call is further limited to the
// administrator's examAccess.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkRoutes } from './bulk-routes';
import type { BulkService } from './bulk-service';
import { examRoutes } from './exam-routes';
import type { ExamService, ImageService } from './exam-service';
import type { QuestionBulkActions } from './question-bulk-actions';
import type { QuestionReviewService } from './question-review-service';
import { questionReviewRoutes } from './question-review-routes';
import { questionRoutes } from './question-routes';
import type { QuestionService } from './question-service';
import { structureRoutes } from './structure-routes';
import type { StructureService } from './structure-service';

export type ContentServices = {
  exams: ExamService;
  structure: StructureService;
  questions: QuestionService;
  bulk: BulkService;
  images: ImageService;
  review: QuestionReviewService;
  bulkActions: QuestionBulkActions;
};

export const contentRoutes: FastifyPluginAsyncZod<ContentServices> = async (app, services) => {
  examRoutes(app, services.exams);
  structureRoutes(app, services.structure);
  questionRoutes(app, services.questions);
  bulkRoutes(app, services);
  questionReviewRoutes(app, services);
};
