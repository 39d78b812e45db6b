// Exams: the list, one exam, adding, editing and deleting one, and its image.
import { examOperations as op } from '@prepward/shared/operations/content';
import { IMAGE_MAX_BYTES } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { FastifyInstance } from 'fastify';
import { checkImage, IMAGE_MESSAGES } from '../../lib/images';
import { route } from '../../lib/route';
import type { ExamService } from './exam-service';
import { readUploadedFile } from './uploads';

export function examRoutes(app: FastifyInstance, exams: ExamService): void {
  route(app, op.listExams, async ({ admin, query }) => ({
    message: 'Exams',
    ...(await exams.list(admin, query)),
  }));

  route(app, op.createExam, async ({ admin, body }) => ({
    message: MESSAGES.examAdded,
    exam: await exams.create(admin, body),
  }));

  route(app, op.getExam, async ({ admin, params }) => ({
    message: 'Exam',
    exam: await exams.get(admin, params.examId),
  }));

  route(app, op.updateExam, async ({ admin, params, body }) => ({
    message: MESSAGES.examUpdated,
    exam: await exams.update(admin, params.examId, body),
  }));

  route(app, op.deleteExam, async ({ admin, params }) => {
    await exams.remove(admin, params.examId);
    return { message: 'Exam deleted' };
  });

  route(app, op.setExamImage, async ({ admin, params, request }) => {
    const file = await readUploadedFile(request, 'image', IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge);
    return {
      message: MESSAGES.imageUploadSuccess,
      exam: await exams.setImage(admin, params.examId, checkImage(file.bytes)),
    };
  });
}
