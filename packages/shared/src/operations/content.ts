// Content management: exams, courses, subjects, questions, bulk CSV and images. Reads need
// content:read, writes content:write; the server further limits each to the administrator's
// exams.
import { z } from 'zod';
import { CSV_IMPORT_LIMITS, IMAGE_MAX_BYTES } from '../constants';
import { operation } from '../operation';
import { ZUuid } from '../schemas/common';
import { ZAdminExam, ZQuestionExportQuery, ZQuestionImportResult } from '../schemas/content';

const read = { permission: 'content:read' } as const;
const write = { permission: 'content:write' } as const;
const MB = 1048576;

export const ZExamParams = z.object({ examId: ZUuid });

export const contentOperations = {
  setExamImage: operation({
    method: 'PATCH',
    path: '/admin/exam/:examId/image',
    tag: 'content: exams',
    caller: write,
    summary: `Set the exam image (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / MB} MB)`,
    params: ZExamParams,
    upload: true,
    reply: z.object({ exam: ZAdminExam }),
  }),
  importQuestions: operation({
    method: 'POST',
    path: '/admin/exam/:examId/question',
    tag: 'content: bulk questions',
    caller: write,
    summary: `Import questions from a CSV (multipart field "csv", up to ${CSV_IMPORT_LIMITS.maxBytes / MB} MB and ${CSV_IMPORT_LIMITS.maxRows} rows): all or nothing`,
    params: ZExamParams,
    upload: true,
    reply: ZQuestionImportResult,
  }),
  exportQuestions: operation({
    method: 'GET',
    path: '/admin/exam/:examId/question/export',
    tag: 'content: bulk questions',
    caller: read,
    summary:
      "Download an exam's questions (or one course's or subject's) as CSV in the import format",
    params: ZExamParams,
    query: ZQuestionExportQuery,
    reply: 'file',
  }),
  uploadImage: operation({
    method: 'POST',
    path: '/admin/upload/image',
    tag: 'content: questions',
    caller: write,
    summary: `Upload an image for a question (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / MB} MB)`,
    upload: true,
    reply: z.object({ url: z.string() }),
    status: 201,
  }),
};
