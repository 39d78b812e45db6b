// Questions: a subject's questions, every question the administrator may see, one question,
// adding, replacing and deleting (or retiring) one.
import { questionOperations as op } from '@prepward/shared/operations/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { QuestionService } from './question-service';

export function questionRoutes(app: FastifyInstance, questions: QuestionService): void {
  route(app, op.listSubjectQuestions, async ({ admin, params, query }) => ({
    message: 'Questions',
    ...(await questions.listForSubject(admin, params.subjectId, query)),
  }));

  route(app, op.createQuestion, async ({ admin, params, body }) => ({
    message: 'Question added successfully',
    question: await questions.create(admin, params.subjectId, body),
  }));

  route(app, op.listQuestions, async ({ admin, query }) => ({
    message: 'Questions',
    ...(await questions.list(admin, query)),
  }));

  route(app, op.getQuestion, async ({ admin, params }) => ({
    message: 'Question',
    question: await questions.get(admin, params.questionId),
  }));

  route(app, op.updateQuestion, async ({ admin, params, body }) => {
    const question = await questions.update(admin, params.questionId, body);
    return {
      message:
        question.id === params.questionId
          ? 'Question updated successfully'
          : 'Question updated as a new version: students had answered it under the old answer key, so the earlier version stays in their results',
      question,
    };
  });

  route(app, op.deleteQuestion, async ({ admin, params }) => {
    const result = await questions.remove(admin, params.questionId);
    return {
      message: result.retired
        ? 'Question retired: it leaves new tests, and the answers students gave are kept'
        : 'Question deleted successfully',
      ...result,
    };
  });
}
