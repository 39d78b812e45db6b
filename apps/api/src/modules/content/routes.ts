// Content management routes: exams, courses, subjects, questions, bulk
// CSV and image upload. Reads need content:read, writes content:write; every service call
// is further limited to the administrator's examAccess.
import { CSV_IMPORT_LIMITS, IMAGE_MAX_BYTES } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { ZPaginationQuery, ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import {
  ZAdminCourse,
  ZAdminExam,
  ZAdminExamDetail,
  ZAdminQuestion,
  ZAdminSubject,
  ZCourseCreateRequest,
  ZDeleteQuery,
  ZDeleteResult,
  ZExamCreateRequest,
  ZExamUpdateRequest,
  ZQuestionExportQuery,
  ZQuestionImportResult,
  ZQuestionListQuery,
  ZQuestionRequest,
  ZRenameRequest,
  ZSubjectCreateRequest,
  ZSubjectListQuery,
} from '@prepward/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, isHttpError } from '../../lib/http-error';
import { checkImage, IMAGE_MESSAGES } from '../../lib/images';
import { bearerSecurity, envelope, ZMessageOnly } from '../../lib/route-schemas';
import type { BulkService } from './bulk-service';
import type { ExamService, ImageService } from './exam-service';
import type { QuestionService } from './question-service';
import type { StructureService } from './structure-service';
import { readUploadedFile } from './uploads';

export type ContentServices = {
  exams: ExamService;
  structure: StructureService;
  questions: QuestionService;
  bulk: BulkService;
  images: ImageService;
};

const ok = <T extends object>(message: string, data: T) => ({
  message: 'success' as const,
  data: { message, ...data },
});

const ZExamParams = z.object({ examId: ZUuid });
const ZCourseParams = z.object({ courseId: ZUuid });
const ZSubjectParams = z.object({ subjectId: ZUuid });
const ZQuestionParams = z.object({ questionId: ZUuid });
const multipart = ['multipart/form-data'];

export const contentRoutes: FastifyPluginAsyncZod<ContentServices> = async (app, services) => {
  const { exams, structure, questions, bulk, images } = services;
  const read = app.requirePermission('content:read');
  const write = app.requirePermission('content:write');
  const common = { security: bearerSecurity };

  // ---- Exams ----

  app.get(
    '/admin/exam',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: exams'],
        summary: 'Exams, newest first (search: exam name)',
        querystring: ZPaginationQuery,
        response: { 200: envelope({ exams: z.array(ZAdminExam), pagination: ZPagination }) },
      },
    },
    async (request) => ok('Exams', await exams.list(request.admin!, request.query)),
  );

  // The first client posts to /admin/exam/ (with the slash); both spellings work.
  for (const path of ['/admin/exam/', '/admin/exam']) {
    app.post(
      path,
      {
        preValidation: write,
        schema: {
          ...common,
          tags: ['content: exams'],
          summary: 'Add an exam',
          hide: path === '/admin/exam',
          body: ZExamCreateRequest,
          response: { 201: envelope({ exam: ZAdminExam }) },
        },
      },
      async (request, reply) => {
        const exam = await exams.create(request.admin!, request.body);
        return reply.status(201).send(ok(MESSAGES.examAdded, { exam }));
      },
    );
  }

  app.get(
    '/admin/exam/:examId',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: exams'],
        summary: 'One exam with its counts',
        params: ZExamParams,
        response: { 200: envelope({ exam: ZAdminExamDetail }) },
      },
    },
    async (request) => ok('Exam', { exam: await exams.get(request.admin!, request.params.examId) }),
  );

  app.post(
    '/admin/exam/:examId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: exams'],
        summary: 'Edit an exam: only the fields sent change',
        params: ZExamParams,
        body: ZExamUpdateRequest,
        response: { 200: envelope({ exam: ZAdminExam }) },
      },
    },
    async (request) =>
      ok(MESSAGES.examUpdated, {
        exam: await exams.update(request.admin!, request.params.examId, request.body),
      }),
  );

  app.delete(
    '/admin/exam/:examId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: exams'],
        summary: 'Delete an exam (409 while a student has an active subscription or it was sold)',
        params: ZExamParams,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await exams.remove(request.admin!, request.params.examId);
      return ok('Exam deleted', {});
    },
  );

  app.patch(
    '/admin/exam/:examId/image',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: exams'],
        summary: `Set the exam image (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / 1048576} MB)`,
        consumes: multipart,
        params: ZExamParams,
        response: { 200: envelope({ exam: ZAdminExam }) },
      },
    },
    async (request) => {
      const file = await readUploadedFile(
        request,
        'image',
        IMAGE_MAX_BYTES,
        IMAGE_MESSAGES.tooLarge,
      );
      const exam = await exams.setImage(
        request.admin!,
        request.params.examId,
        checkImage(file.bytes),
      );
      return ok(MESSAGES.imageUploadSuccess, { exam });
    },
  );

  // ---- Courses ----

  app.get(
    '/admin/exam/:examId/course',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: "An exam's courses, newest first, with subject and question counts",
        params: ZExamParams,
        querystring: ZPaginationQuery,
        response: { 200: envelope({ courses: z.array(ZAdminCourse), pagination: ZPagination }) },
      },
    },
    async (request) =>
      ok(
        'Courses',
        await structure.listCourses(request.admin!, request.params.examId, request.query),
      ),
  );

  app.post(
    '/admin/exam/course',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: 'Add a course to an exam',
        body: ZCourseCreateRequest,
        response: { 201: envelope({ course: ZAdminCourse }) },
      },
    },
    async (request, reply) => {
      const course = await structure.createCourse(
        request.admin!,
        request.body.examId,
        request.body.name,
      );
      return reply.status(201).send(ok('Course added successfully', { course }));
    },
  );

  app.get(
    '/admin/exam/course/:courseId',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: 'One course with its counts',
        params: ZCourseParams,
        response: { 200: envelope({ course: ZAdminCourse }) },
      },
    },
    async (request) =>
      ok('Course', { course: await structure.getCourse(request.admin!, request.params.courseId) }),
  );

  app.patch(
    '/admin/exam/course/:courseId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary:
          'Rename a course (the first client also renames subjects here: a subject id renames that subject)',
        params: ZCourseParams,
        body: ZRenameRequest,
        response: {
          200: envelope({ course: ZAdminCourse.optional(), subject: ZAdminSubject.optional() }),
        },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      try {
        const course = await structure.renameCourse(request.admin!, courseId, request.body.name);
        return ok('Course updated successfully', { course });
      } catch (error) {
        if (!isHttpError(error) || error.statusCode !== 404) throw error;
        const subject = await structure.renameSubject(request.admin!, courseId, request.body.name);
        return ok('Subject updated successfully', { subject });
      }
    },
  );

  app.delete(
    '/admin/exam/course/:courseId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary:
          'Delete a course with its subjects and questions (409 ConfirmationRequired unless confirm=true when it holds questions)',
        params: ZCourseParams,
        querystring: ZDeleteQuery,
        response: { 200: envelope(ZDeleteResult.shape) },
      },
    },
    async (request) =>
      ok(
        MESSAGES.courseDeleted,
        await structure.removeCourse(
          request.admin!,
          request.params.courseId,
          request.query.confirm,
        ),
      ),
  );

  // ---- Subjects ----

  app.get(
    '/admin/exam/course/:courseId/subject',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: "A course's subjects, newest first, with question counts",
        params: ZCourseParams,
        querystring: ZPaginationQuery,
        response: {
          200: envelope({ subjects: z.array(ZAdminSubject), pagination: ZPagination }),
        },
      },
    },
    async (request) =>
      ok(
        'Subjects',
        await structure.listCourseSubjects(request.admin!, request.params.courseId, request.query),
      ),
  );

  app.get(
    '/admin/exam/:examId/subject',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: "An exam's subjects (optionally of one course), newest first",
        params: ZExamParams,
        querystring: ZSubjectListQuery,
        response: {
          200: envelope({ subjects: z.array(ZAdminSubject), pagination: ZPagination }),
        },
      },
    },
    async (request) =>
      ok(
        'Subjects',
        await structure.listExamSubjects(request.admin!, request.params.examId, request.query),
      ),
  );

  app.post(
    '/admin/exam/subject',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: 'Add a subject to a course',
        body: ZSubjectCreateRequest,
        response: { 201: envelope({ subject: ZAdminSubject }) },
      },
    },
    async (request, reply) => {
      const subject = await structure.createSubject(
        request.admin!,
        request.body.courseId,
        request.body.name,
      );
      return reply.status(201).send(ok('Subject added successfully', { subject }));
    },
  );

  app.get(
    '/admin/exam/subject/:subjectId',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: 'One subject with its course and exam names',
        params: ZSubjectParams,
        response: { 200: envelope({ subject: ZAdminSubject }) },
      },
    },
    async (request) =>
      ok('Subject', {
        subject: await structure.getSubject(request.admin!, request.params.subjectId),
      }),
  );

  app.patch(
    '/admin/exam/subject/:subjectId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary: 'Rename a subject',
        params: ZSubjectParams,
        body: ZRenameRequest,
        response: { 200: envelope({ subject: ZAdminSubject }) },
      },
    },
    async (request) =>
      ok('Subject updated successfully', {
        subject: await structure.renameSubject(
          request.admin!,
          request.params.subjectId,
          request.body.name,
        ),
      }),
  );

  app.delete(
    '/admin/exam/subject/:subjectId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: courses and subjects'],
        summary:
          'Delete a subject with its questions (409 ConfirmationRequired unless confirm=true when it holds questions)',
        params: ZSubjectParams,
        querystring: ZDeleteQuery,
        response: { 200: envelope(ZDeleteResult.shape) },
      },
    },
    async (request) =>
      ok(
        MESSAGES.courseDeleted,
        await structure.removeSubject(
          request.admin!,
          request.params.subjectId,
          request.query.confirm,
        ),
      ),
  );

  // ---- Questions ----

  const questionList = envelope({ questions: z.array(ZAdminQuestion), pagination: ZPagination });

  app.get(
    '/admin/exam/subject/:subjectId/question',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: "A subject's questions, newest first, with their options",
        params: ZSubjectParams,
        querystring: ZPaginationQuery,
        response: { 200: questionList },
      },
    },
    async (request) =>
      ok(
        'Questions',
        await questions.listForSubject(request.admin!, request.params.subjectId, request.query),
      ),
  );

  app.post(
    '/admin/exam/subject/:subjectId/question',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: 'Add a question to a subject (rich text is sanitized)',
        params: ZSubjectParams,
        body: ZQuestionRequest,
        response: { 201: envelope({ question: ZAdminQuestion }) },
      },
    },
    async (request, reply) => {
      const question = await questions.create(
        request.admin!,
        request.params.subjectId,
        request.body,
      );
      return reply.status(201).send(ok('Question added successfully', { question }));
    },
  );

  app.get(
    '/admin/question',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: 'Every question the administrator may see, filtered and searched',
        querystring: ZQuestionListQuery,
        response: { 200: questionList },
      },
    },
    async (request) => ok('Questions', await questions.list(request.admin!, request.query)),
  );

  app.get(
    '/admin/question/:questionId',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: 'One question with its options',
        params: ZQuestionParams,
        response: { 200: envelope({ question: ZAdminQuestion }) },
      },
    },
    async (request) =>
      ok('Question', {
        question: await questions.get(request.admin!, request.params.questionId),
      }),
  );

  app.patch(
    '/admin/question/:questionId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: "Replace a question's content (options with an id keep their pick counts)",
        params: ZQuestionParams,
        body: ZQuestionRequest,
        response: { 200: envelope({ question: ZAdminQuestion }) },
      },
    },
    async (request) =>
      ok('Question updated successfully', {
        question: await questions.update(request.admin!, request.params.questionId, request.body),
      }),
  );

  app.delete(
    '/admin/question/:questionId',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: 'Delete a question; one that students have met is retired instead',
        params: ZQuestionParams,
        response: { 200: envelope({ retired: z.boolean(), ...ZDeleteResult.shape }) },
      },
    },
    async (request) => {
      const result = await questions.remove(request.admin!, request.params.questionId);
      return ok(
        result.retired
          ? 'Question retired: it leaves new tests, and the answers students gave are kept'
          : 'Question deleted successfully',
        result,
      );
    },
  );

  // ---- Bulk CSV ----

  app.post(
    '/admin/exam/:examId/question',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: bulk questions'],
        summary: `Import questions from a CSV (multipart field "csv", up to ${CSV_IMPORT_LIMITS.maxBytes / 1048576} MB and ${CSV_IMPORT_LIMITS.maxRows} rows): all or nothing`,
        consumes: multipart,
        params: ZExamParams,
        response: { 200: envelope(ZQuestionImportResult.shape) },
      },
    },
    async (request) => {
      const file = await readUploadedFile(
        request,
        'csv',
        CSV_IMPORT_LIMITS.maxBytes,
        `The file is larger than ${CSV_IMPORT_LIMITS.maxBytes / 1048576} MB; split it into smaller files`,
      );
      if (!/\.csv$/i.test(file.fileName)) throw badRequest(MESSAGES.csvRequired);
      const result = await bulk.importCsv(request.admin!, request.params.examId, file);
      return ok(MESSAGES.bulkUploadSuccess, result);
    },
  );

  app.get(
    '/admin/exam/:examId/question/export',
    {
      preValidation: read,
      schema: {
        ...common,
        tags: ['content: bulk questions'],
        summary:
          "Download an exam's questions (or one course's or subject's) as CSV in the import format",
        params: ZExamParams,
        querystring: ZQuestionExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { csv, fileName, count } = await bulk.exportCsv(
        request.admin!,
        request.params.examId,
        request.query,
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Question-Count', String(count))
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  // ---- Images for the editor ----

  app.post(
    '/admin/upload/image',
    {
      preValidation: write,
      schema: {
        ...common,
        tags: ['content: questions'],
        summary: `Upload an image for a question (multipart field "image"; JPG, PNG, GIF, WEBP or SVG up to ${IMAGE_MAX_BYTES / 1048576} MB)`,
        consumes: multipart,
        response: { 201: envelope({ url: z.string() }) },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(
        request,
        'image',
        IMAGE_MAX_BYTES,
        IMAGE_MESSAGES.tooLarge,
      );
      const url = await images.upload(request.admin!, checkImage(file.bytes), file.fileName);
      return reply.status(201).send(ok(MESSAGES.imageUploadSuccess, { url }));
    },
  );
};
