import { FLASHCARD_MESSAGES as TEXT } from '@prepward/shared/flashcards';
import { flashcardMakingOperations } from '@prepward/shared/operations/flashcard-making';
import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { Flashcards } from './service';

export const flashcardRoutes: FastifyPluginAsyncZod<{ flashcards: Flashcards }> = async (
  app,
  { flashcards },
) => {
  route(app, op.listFlashcardDecks, async ({ student }) => ({
    message: 'success',
    ...(await flashcards.decks(student.id)),
  }));

  route(app, op.getFlashcardQueue, async ({ student, query }) => ({
    message: 'success',
    ...(await flashcards.queue(student.id, query)),
  }));

  route(app, op.listFlashcards, async ({ student, query }) => ({
    message: 'success',
    ...(await flashcards.list(student.id, query)),
  }));

  route(app, flashcardMakingOperations.makeFlashcard, async ({ student, body }) => {
    const made = await flashcards.makeFromQuestion(student.id, body.questionId);
    return { message: made.made ? TEXT.made : TEXT.alreadyMade, ...made };
  });

  route(app, op.addFlashcard, async ({ student, body }) => ({
    message: TEXT.added,
    card: await flashcards.add(student.id, body),
  }));

  route(app, op.editFlashcard, async ({ student, params, body }) => ({
    message: TEXT.updated,
    card: await flashcards.edit(student.id, params.cardId, body),
  }));

  route(app, op.deleteFlashcard, async ({ student, params }) => {
    await flashcards.remove(student.id, params.cardId);
    return { message: TEXT.deleted };
  });

  route(app, op.reviewFlashcard, async ({ student, params, body }) => ({
    message: TEXT.reviewed,
    ...(await flashcards.review(student.id, params.cardId, body.rating)),
  }));

  route(app, op.exportFlashcards, async ({ student, query, reply }) => {
    // Read before the reply starts, so a failure is still a JSON one.
    const text = await flashcards.exportDeck(student.id, query);
    return reply
      .type('text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="flashcards-${new Date().toISOString().slice(0, 10)}.txt"`,
      )
      .header('cache-control', 'no-store')
      .send(text);
  });
};
