// Files in and out of the content area: the question file import and export (CSV and the
// interchange formats), and the images the question editor uploads.
import { bulkOperations as op } from '@prepward/shared/operations/content';
import { CSV_IMPORT_LIMITS, IMAGE_MAX_BYTES } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { QUESTIONS_LEFT_OUT_HEADER } from '@prepward/shared/question-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { checkImage, IMAGE_MESSAGES } from '../../lib/images';
import { route } from '../../lib/route';
import type { BulkService } from './bulk-service';
import type { ImageService } from './exam-service';
import { questionFileFormat } from './question-file';
import { readUploadedFile } from './uploads';

export function bulkRoutes(
  app: FastifyInstance,
  { bulk, images }: { bulk: BulkService; images: ImageService },
): void {
  const uploadedQuestionFile = async (request: FastifyRequest) => {
    const file = await readUploadedFile(
      request,
      'csv',
      CSV_IMPORT_LIMITS.maxBytes,
      `The file is larger than ${CSV_IMPORT_LIMITS.maxBytes / 1048576} MB; split it into smaller files`,
    );
    const format = questionFileFormat(file.fileName, file.bytes);
    if (!format) throw badRequest(MESSAGES.questionFileRequired);
    return { ...file, format };
  };

  route(app, op.importQuestions, async ({ admin, params, query, request }) => ({
    message: MESSAGES.bulkUploadSuccess,
    ...(await bulk.importFile(admin, params.examId, await uploadedQuestionFile(request), query)),
  }));

  route(app, op.previewQuestionImport, async ({ admin, params, request }) => ({
    message: 'File checked',
    ...(await bulk.previewFile(admin, params.examId, await uploadedQuestionFile(request))),
  }));

  route(app, op.listDuplicateQuestions, async ({ admin, params, query }) => ({
    message: 'Possible duplicates',
    ...(await bulk.duplicates(admin, params.examId, query)),
  }));

  route(app, op.exportQuestions, async ({ admin, params, query, reply }) => {
    const file = await bulk.exportQuestions(admin, params.examId, query);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('X-Question-Count', String(file.count))
      .header(QUESTIONS_LEFT_OUT_HEADER, String(file.leftOut))
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });

  route(app, op.uploadImage, async ({ admin, request }) => {
    const file = await readUploadedFile(request, 'image', IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge);
    return {
      message: MESSAGES.imageUploadSuccess,
      url: await images.upload(admin, checkImage(file.bytes), file.fileName),
    };
  });
}
