// Content management: exams, courses, subjects, questions, bulk CSV and images. Reads need
// content:read, writes content:write, and writing questions (bulk CSV and question images
// included) questions:write; the server further limits each to the administrator's exams.
// Every tag starts with 'content', so the web app refreshes the whole area after a write
// (`invalidateArea(queryClient, 'content')`).
import { z } from 'zod';
import { CSV_IMPORT_LIMITS, IMAGE_MAX_BYTES } from '../constants';
import { operation } from '../operation';
import { ZPagination, ZPaginationQuery, ZUuid } from '../schemas/common';
import {
  ZAdminCourse,
  ZAdminExam,
  ZAdminExamDetail,
  ZAdminQuestion,
  ZAdminSubject,
  ZCourseCreateRequest,
  ZDeleteQuery,
  ZDeleteResult,
  ZDuplicatePair,
  ZExamCreateRequest,
  ZExamUpdateRequest,
  ZQuestionExportQuery,
  ZQuestionImportPreview,
  ZQuestionImportQuery,
  ZQuestionImportResult,
  ZQuestionListQuery,
  ZQuestionRequest,
  ZRenameRequest,
  ZSubjectCreateRequest,
  ZSubjectListQuery,
  ZSubjectQuestionListQuery,
} from '../schemas/content';

const read = { permission: 'content:read' } as const;
const write = { permission: 'content:write' } as const;
/** Questions are written by the admin role only; examiners read them and keep the structure. */
const writeQuestions = { permission: 'questions:write' } as const;
const MB = 1048576;

const exams = 'content: exams';
const structure = 'content: courses and subjects';
const questions = 'content: questions';
const bulk = 'content: bulk questions';

export const ZExamParams = z.object({ examId: ZUuid });
export const ZCourseParams = z.object({ courseId: ZUuid });
export const ZSubjectParams = z.object({ subjectId: ZUuid });
export const ZQuestionParams = z.object({ questionId: ZUuid });

const ZSubjectList = z.object({ subjects: z.array(ZAdminSubject), pagination: ZPagination });
const ZQuestionList = z.object({ questions: z.array(ZAdminQuestion), pagination: ZPagination });

export const examOperations = {
  listExams: operation({
    method: 'GET',
    path: '/admin/exam',
    tag: exams,
    caller: read,
    summary: 'Exams, newest first (search: exam name)',
    query: ZPaginationQuery,
    reply: z.object({ exams: z.array(ZAdminExam), pagination: ZPagination }),
  }),
  createExam: operation({
    method: 'POST',
    // The first client posts to /admin/exam/ (with the slash); both spellings work.
    path: '/admin/exam/',
    aliases: ['/admin/exam'],
    tag: exams,
    caller: write,
    summary: 'Add an exam',
    body: ZExamCreateRequest,
    reply: z.object({ exam: ZAdminExam }),
    status: 201,
  }),
  getExam: operation({
    method: 'GET',
    path: '/admin/exam/:examId',
    tag: exams,
    caller: read,
    summary: 'One exam with its counts',
    params: ZExamParams,
    reply: z.object({ exam: ZAdminExamDetail }),
  }),
  updateExam: operation({
    method: 'POST',
    path: '/admin/exam/:examId',
    tag: exams,
    caller: write,
    summary: 'Edit an exam: only the fields sent change',
    params: ZExamParams,
    body: ZExamUpdateRequest,
    reply: z.object({ exam: ZAdminExam }),
  }),
  deleteExam: operation({
    method: 'DELETE',
    path: '/admin/exam/:examId',
    tag: exams,
    caller: write,
    summary: 'Delete an exam (409 while a student has an active subscription or it was sold)',
    params: ZExamParams,
    reply: z.object({}),
  }),
  setExamImage: operation({
    method: 'PATCH',
    path: '/admin/exam/:examId/image',
    tag: exams,
    caller: write,
    summary: `Set the exam image (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / MB} MB)`,
    params: ZExamParams,
    upload: true,
    reply: z.object({ exam: ZAdminExam }),
  }),
};

export const structureOperations = {
  listCourses: operation({
    method: 'GET',
    path: '/admin/exam/:examId/course',
    tag: structure,
    caller: read,
    summary: "An exam's courses, newest first, with subject and question counts",
    params: ZExamParams,
    query: ZPaginationQuery,
    reply: z.object({ courses: z.array(ZAdminCourse), pagination: ZPagination }),
  }),
  createCourse: operation({
    method: 'POST',
    path: '/admin/exam/course',
    tag: structure,
    caller: write,
    summary: 'Add a course to an exam',
    body: ZCourseCreateRequest,
    reply: z.object({ course: ZAdminCourse }),
    status: 201,
  }),
  getCourse: operation({
    method: 'GET',
    path: '/admin/exam/course/:courseId',
    tag: structure,
    caller: read,
    summary: 'One course with its counts',
    params: ZCourseParams,
    reply: z.object({ course: ZAdminCourse }),
  }),
  renameCourse: operation({
    method: 'PATCH',
    path: '/admin/exam/course/:courseId',
    tag: structure,
    caller: write,
    summary:
      'Rename a course (the first client also renames subjects here: a subject id renames that subject)',
    params: ZCourseParams,
    body: ZRenameRequest,
    reply: z.object({ course: ZAdminCourse.optional(), subject: ZAdminSubject.optional() }),
  }),
  deleteCourse: operation({
    method: 'DELETE',
    path: '/admin/exam/course/:courseId',
    tag: structure,
    caller: write,
    summary:
      'Delete a course with its subjects and questions (409 ConfirmationRequired unless confirm=true when it holds questions)',
    params: ZCourseParams,
    query: ZDeleteQuery,
    reply: ZDeleteResult,
  }),
  listCourseSubjects: operation({
    method: 'GET',
    path: '/admin/exam/course/:courseId/subject',
    tag: structure,
    caller: read,
    summary: "A course's subjects, newest first, with question counts",
    params: ZCourseParams,
    query: ZPaginationQuery,
    reply: ZSubjectList,
  }),
  listSubjects: operation({
    method: 'GET',
    path: '/admin/exam/:examId/subject',
    tag: structure,
    caller: read,
    summary: "An exam's subjects (optionally of one course), newest first",
    params: ZExamParams,
    query: ZSubjectListQuery,
    reply: ZSubjectList,
  }),
  createSubject: operation({
    method: 'POST',
    path: '/admin/exam/subject',
    tag: structure,
    caller: write,
    summary: 'Add a subject to a course',
    body: ZSubjectCreateRequest,
    reply: z.object({ subject: ZAdminSubject }),
    status: 201,
  }),
  getSubject: operation({
    method: 'GET',
    path: '/admin/exam/subject/:subjectId',
    tag: structure,
    caller: read,
    summary: 'One subject with its course and exam names',
    params: ZSubjectParams,
    reply: z.object({ subject: ZAdminSubject }),
  }),
  renameSubject: operation({
    method: 'PATCH',
    path: '/admin/exam/subject/:subjectId',
    tag: structure,
    caller: write,
    summary: 'Rename a subject',
    params: ZSubjectParams,
    body: ZRenameRequest,
    reply: z.object({ subject: ZAdminSubject }),
  }),
  deleteSubject: operation({
    method: 'DELETE',
    path: '/admin/exam/subject/:subjectId',
    tag: structure,
    caller: write,
    summary:
      'Delete a subject with its questions (409 ConfirmationRequired unless confirm=true when it holds questions)',
    params: ZSubjectParams,
    query: ZDeleteQuery,
    reply: ZDeleteResult,
  }),
};

export const questionOperations = {
  listSubjectQuestions: operation({
    method: 'GET',
    path: '/admin/exam/subject/:subjectId/question',
    tag: questions,
    caller: read,
    summary: "A subject's questions, newest first, with their options, filtered and searched",
    params: ZSubjectParams,
    query: ZSubjectQuestionListQuery,
    reply: ZQuestionList,
  }),
  createQuestion: operation({
    method: 'POST',
    path: '/admin/exam/subject/:subjectId/question',
    tag: questions,
    caller: writeQuestions,
    summary: 'Add a question to a subject (rich text is sanitized)',
    params: ZSubjectParams,
    body: ZQuestionRequest,
    reply: z.object({ question: ZAdminQuestion }),
    status: 201,
  }),
  listQuestions: operation({
    method: 'GET',
    path: '/admin/question',
    tag: questions,
    caller: read,
    summary: 'Every question the administrator may see, filtered and searched',
    query: ZQuestionListQuery,
    reply: ZQuestionList,
  }),
  getQuestion: operation({
    method: 'GET',
    path: '/admin/question/:questionId',
    tag: questions,
    caller: read,
    summary: 'One question with its options',
    params: ZQuestionParams,
    reply: z.object({ question: ZAdminQuestion }),
  }),
  updateQuestion: operation({
    method: 'PATCH',
    path: '/admin/question/:questionId',
    tag: questions,
    caller: writeQuestions,
    summary: "Replace a question's content (options with an id keep their pick counts)",
    params: ZQuestionParams,
    body: ZQuestionRequest,
    reply: z.object({ question: ZAdminQuestion }),
  }),
  deleteQuestion: operation({
    method: 'DELETE',
    path: '/admin/question/:questionId',
    tag: questions,
    caller: writeQuestions,
    summary: 'Delete a question; one that students have met is retired instead',
    params: ZQuestionParams,
    reply: z.object({ retired: z.boolean(), ...ZDeleteResult.shape }),
  }),
};

export const bulkOperations = {
  importQuestions: operation({
    method: 'POST',
    path: '/admin/exam/:examId/question',
    tag: bulk,
    caller: writeQuestions,
    summary: `Import questions from a file (multipart field "csv", up to ${CSV_IMPORT_LIMITS.maxBytes / MB} MB and ${CSV_IMPORT_LIMITS.maxRows} questions): CSV, Moodle XML, GIFT, Aiken or a QTI 1.2 or 2.1 package; all or nothing; rows with an exported id update that question; notices say what the format carried that is not kept`,
    params: ZExamParams,
    query: ZQuestionImportQuery,
    upload: true,
    reply: ZQuestionImportResult,
  }),
  previewQuestionImport: operation({
    method: 'POST',
    path: '/admin/exam/:examId/question/preview',
    tag: bulk,
    caller: writeQuestions,
    summary:
      'Check a question file without importing it: the problems (400, as the import), or how many questions it would add, update, retire and leave unchanged, and the possible duplicates',
    params: ZExamParams,
    upload: true,
    reply: ZQuestionImportPreview,
  }),
  listDuplicateQuestions: operation({
    method: 'GET',
    path: '/admin/exam/:examId/question/duplicates',
    tag: bulk,
    caller: read,
    summary:
      "Pairs of an exam's live questions whose stems are the same or nearly the same, the most similar first",
    params: ZExamParams,
    query: ZPaginationQuery,
    reply: z.object({ pairs: z.array(ZDuplicatePair), pagination: ZPagination }),
  }),
  exportQuestions: operation({
    method: 'GET',
    path: '/admin/exam/:examId/question/export',
    tag: bulk,
    caller: read,
    summary:
      "Download an exam's questions (or one course's or subject's) as CSV (the import format) or, with `format`, as Moodle XML, GIFT, Aiken, QTI 2.1 or QTI 1.2; X-Questions-Left-Out counts the questions the format cannot carry",
    params: ZExamParams,
    query: ZQuestionExportQuery,
    reply: 'file',
  }),
  uploadImage: operation({
    method: 'POST',
    path: '/admin/upload/image',
    tag: questions,
    caller: writeQuestions,
    summary: `Upload an image for a question (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / MB} MB)`,
    upload: true,
    reply: z.object({ url: z.string() }),
    status: 201,
  }),
};

/** Every content operation, by name. */
export const contentOperations = {
  ...examOperations,
  ...structureOperations,
  ...questionOperations,
  ...bulkOperations,
};
