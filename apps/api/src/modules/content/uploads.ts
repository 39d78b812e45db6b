// Reading the one file of a multipart upload, with a size limit of its own.
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { controlCharacterError, hasControlCharacter } from '../../lib/control-characters';
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
 * The part names, field values and file names of a multipart request, as read so far: none
 * may hold a control character (plugins/request-text.ts checks JSON bodies the same way).
 */
function assertPartsAreText(parts: Multipart[]) {
  for (const part of parts) {
    if (hasControlCharacter(part.fieldname)) throw controlCharacterError(part.fieldname);
    const text = part.type === 'file' ? part.filename : part.value;
    if (typeof text === 'string' && hasControlCharacter(text)) {
      throw controlCharacterError(part.fieldname);
    }
  }
}

/**
 * The file sent in `field`, or a 400 naming the field; a file over `maxBytes` gets a 413
 * with `tooLargeMessage`. Nothing is stored or recorded before this has checked the parts.
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
  const parts = Object.values(file.fields).flatMap((entry) =>
    entry === undefined ? [] : Array.isArray(entry) ? entry : [entry],
  );
  try {
    assertPartsAreText(parts.includes(file) ? parts : [...parts, file]);
  } catch (error) {
    file.file.resume();
    throw error;
  }
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
