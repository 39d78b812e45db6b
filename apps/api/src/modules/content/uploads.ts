// Reading the one file of a multipart upload, with a size limit of its own.
import type { FastifyRequest } from 'fastify';
import { badRequest, httpError } from '../../lib/http-error';

export type UploadedFile = { bytes: Buffer; fileName: string };

export const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read: send the file as multipart/form-data';

/**
 * The multipart parser rejects a body it cannot read (no boundary, cut short, a broken part
 * header) with a plain error: that is the client's mistake, a 400. Its own limit errors carry
 * their status (413, 406) and pass as they are.
 */
function clientError(error: unknown): Error {
  return error instanceof Error && (error as { statusCode?: unknown }).statusCode !== undefined
    ? error
    : badRequest(MALFORMED_UPLOAD_MESSAGE);
}

/**
 * The file sent in `field`, or a 400 naming the field; a file over `maxBytes` gets a 413
 * with `tooLargeMessage`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<UploadedFile> {
  const missing = () => badRequest(`Send the file as multipart/form-data in the field "${field}"`);
  if (!request.isMultipart()) throw missing();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw clientError(error);
  }
  if (!file) throw missing();
  if (file.fieldname !== field) {
    file.file.resume();
    throw missing();
  }
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw httpError(413, tooLargeMessage);
    }
    throw clientError(error);
  }
}
