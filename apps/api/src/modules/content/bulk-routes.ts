// Files in and out of the content area: the questions CSV import and export, and the images
// the question editor uploads.
import { bulkOperations as op } from '@prepward/shared/operations/content';
import { CSV_IMPORT_LIMITS, IMAGE_MAX_BYTES } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { FastifyInstance } from 'fastify';
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
  route(app, op.importQuestions, async ({ admin, params, request }) => {
    const file = await readUploadedFile(
      request,
      'csv',
      CSV_IMPORT_LIMITS.maxBytes,
      `The file is larger than ${CSV_IMPORT_LIMITS.maxBytes / 1048576} MB; split it into smaller files`,
    );
    const format = questionFileFormat(file.fileName, file.bytes);
    if (!format) throw badRequest(MESSAGES.questionFileRequired);
    return {
      message: MESSAGES.bulkUploadSuccess,
      ...(await bulk.importFile(admin, params.examId, { ...file, format })),
    };
  });

  route(app, op.exportQuestions, async ({ admin, params, query, reply }) => {
    const { csv, fileName, count } = await bulk.exportCsv(admin, params.examId, query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Question-Count', String(count))
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  route(app, op.uploadImage, async ({ admin, request }) => {
    const file = await readUploadedFile(request, 'image', IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge);
    return {
      message: MESSAGES.imageUploadSuccess,
      url: await images.upload(admin, checkImage(file.bytes), file.fileName),
    };
  });
}
