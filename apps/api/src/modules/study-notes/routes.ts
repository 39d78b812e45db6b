import { studyNoteOperations as op } from '@prepward/shared/operations/study-notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { route } from '../../lib/route';
import { deleteNote, listExamNotes, saveHighlights, saveNote, testStudyNotes } from './service';

export const studyNoteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, op.getTestStudyNotes, async ({ student, params }) => ({
    message: 'success',
    ...(await testStudyNotes(db, { userId: student.id, ...params })),
  }));

  route(app, op.saveQuestionNote, async ({ student, params, body }) =>
    saveNote(db, { userId: student.id, examId: params.examId }, params.questionId, body.note),
  );

  route(app, op.deleteQuestionNote, async ({ student, params }) =>
    deleteNote(db, { userId: student.id, examId: params.examId }, params.questionId),
  );

  route(app, op.saveQuestionHighlights, async ({ student, params, body }) =>
    saveHighlights(
      db,
      { userId: student.id, examId: params.examId },
      params.questionId,
      body.highlights,
    ),
  );

  route(app, op.listExamNotes, async ({ student, params, query }) => ({
    message: 'success',
    ...(await listExamNotes(db, { userId: student.id, examId: params.examId }, query)),
  }));
};
