// A student's flashcards (decision 0107): decks and the due queue, cards made of questions
// whose answers they have seen or written by them, reviews scheduled by FSRS, and a deck as
// Anki's plain-text import. Every card is its owner's alone: another student's answers the
// same 404 as a missing one. Every time comes from the clock the service is given.
import { FLASHCARD_MESSAGES as TEXT, type FlashcardRating } from '@prepward/shared/flashcards';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import {
  FLASHCARD_STATES,
  type TAddFlashcardRequest,
  type TEditFlashcardRequest,
  type TExamDeck,
  type TFlashcard,
  type TFlashcardDecksReply,
  type TFlashcardListReply,
  type TFlashcardQueueReply,
} from '@prepward/shared/schemas/flashcards';
import { and, asc, count, eq, ilike, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams, flashcardReviews, flashcards, questions, subjects, tests } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { now as clockNow } from '../../lib/clock';
import { accessEndsAt } from '../access/service';
import { answerRevealedSql } from './automatic';
import { nextIntervals, schedule } from './scheduler';

type CardRow = typeof flashcards.$inferSelect;

export function cardOf(row: CardRow): TFlashcard {
  return {
    id: row.id,
    examId: row.examId,
    subjectId: row.subjectId,
    questionId: row.questionId,
    front: row.frontHtml,
    back: row.backHtml,
    source: row.source,
    state: FLASHCARD_STATES[row.state] ?? 'new',
    dueAt: row.dueAt.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReviewAt: row.lastReviewAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A side as the student wrote it: text without markup becomes paragraphs (a blank line
 * between them, line breaks kept); HTML goes through the sanitizer questions use.
 */
export function sideHtml(sanitize: RichTextSanitizer, written: string): string {
  if (/<[a-z!/]/i.test(written)) return sanitize(written);
  return sanitize(
    written
      .trim()
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
      .join(''),
  );
}

/** A side's text without its markup (one student's cards: a scan is cheap). */
const textOf = (html: SQLWrapper) => sql<string>`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

/** Deck filters: every card of the student, an exam's, or one subject's. */
type Deck = { examId?: string | undefined; subjectId?: string | undefined };

const inDeck = (userId: string, deck: Deck): SQL =>
  and(
    eq(flashcards.userId, userId),
    deck.examId ? eq(flashcards.examId, deck.examId) : undefined,
    deck.subjectId ? eq(flashcards.subjectId, deck.subjectId) : undefined,
  )!;

/** One Anki field: a line break becomes <br> and a tab its entity; quotes are doubled in quotes. */
export function ankiField(html: string): string {
  const flat = html.replace(/\r?\n|\r/g, '<br>').replaceAll('\t', '&#9;');
  return flat.includes('"') ? `"${flat.replaceAll('"', '""')}"` : flat;
}

/** An Anki tag: no spaces (they separate tags). */
const ankiTag = (name: string) => name.trim().replace(/\s+/g, '_').replaceAll('"', '');

export function createFlashcards({
  db,
  sanitize,
  now = clockNow,
}: {
  db: Database;
  sanitize: RichTextSanitizer;
  now?: () => Date;
}) {
  function sides(body: { front?: string | undefined; back?: string | undefined }) {
    const written: { frontHtml?: string; backHtml?: string } = {};
    for (const [key, column, message] of [
      ['front', 'frontHtml', TEXT.frontRequired],
      ['back', 'backHtml', TEXT.backRequired],
    ] as const) {
      const value = body[key];
      if (value === undefined) continue;
      const html = sideHtml(sanitize, value);
      if (html === '') throw badRequest(message, [{ path: key, message }]);
      written[column] = html;
    }
    return written;
  }

  /** Cards matching `where` with their deck's names, due soonest first, and how many match. */
  async function cardsOfDeck(where: SQL | undefined, window: { limit: number; offset: number }) {
    const [rows, [counted]] = await Promise.all([
      db
        .select({ card: flashcards, examName: exams.name, subjectName: subjects.name })
        .from(flashcards)
        .innerJoin(exams, eq(exams.id, flashcards.examId))
        .leftJoin(subjects, eq(subjects.id, flashcards.subjectId))
        .where(where)
        .orderBy(asc(flashcards.dueAt), asc(flashcards.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(flashcards).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    /** Per exam, then per subject (a card without one last): cards, due now, new. */
    async decks(userId: string): Promise<TFlashcardDecksReply> {
      const at = now();
      const rows = await db
        .select({
          examId: flashcards.examId,
          examName: exams.name,
          subjectId: flashcards.subjectId,
          subjectName: subjects.name,
          total: count(),
          due: sql<number>`count(*) filter (where ${flashcards.dueAt} <= ${at.toISOString()}::timestamptz)::int`,
          new: sql<number>`count(*) filter (where ${flashcards.state} = 0)::int`,
        })
        .from(flashcards)
        .innerJoin(exams, eq(exams.id, flashcards.examId))
        .leftJoin(subjects, eq(subjects.id, flashcards.subjectId))
        .where(eq(flashcards.userId, userId))
        .groupBy(flashcards.examId, exams.name, flashcards.subjectId, subjects.name)
        .orderBy(asc(exams.name), sql`${subjects.name} asc nulls last`);
      const decks = new Map<string, TExamDeck>();
      const totals = { total: 0, due: 0, new: 0 };
      for (const row of rows) {
        const deck = decks.get(row.examId) ?? {
          examId: row.examId,
          examName: row.examName,
          total: 0,
          due: 0,
          new: 0,
          subjects: [],
        };
        decks.set(row.examId, deck);
        deck.subjects.push({
          subjectId: row.subjectId,
          subjectName: row.subjectName,
          total: row.total,
          due: row.due,
          new: row.new,
        });
        for (const counts of [deck, totals]) {
          counts.total += row.total;
          counts.due += row.due;
          counts.new += row.new;
        }
      }
      return { decks: [...decks.values()], totals };
    },

    /**
     * A deck's cards, due soonest first, a page at a time; `search` finds words in the text
     * of either side (markup left out: 'strong' does not find every bold word).
     */
    async list(userId: string, query: Deck & TPaginationQuery): Promise<TFlashcardListReply> {
      const where = and(
        inDeck(userId, query),
        query.search
          ? or(
              ilike(textOf(flashcards.frontHtml), containsPattern(query.search)),
              ilike(textOf(flashcards.backHtml), containsPattern(query.search)),
            )
          : undefined,
      );
      const { rows, total } = await cardsOfDeck(where, pageWindow(query));
      return {
        cards: rows.map(({ card, examName, subjectName }) => ({
          ...cardOf(card),
          examName,
          subjectName,
        })),
        pagination: paginationOf(total, query),
      };
    },

    /** The cards due now, oldest due first, each with the interval every rating would give. */
    async queue(userId: string, query: Deck & { limit: number }): Promise<TFlashcardQueueReply> {
      const at = now();
      const where = and(inDeck(userId, query), lte(flashcards.dueAt, at));
      const { rows, total } = await cardsOfDeck(where, { limit: query.limit, offset: 0 });
      return {
        cards: rows.map(({ card, examName, subjectName }) => ({
          ...cardOf(card),
          examName,
          subjectName,
          next: nextIntervals(card, at),
        })),
        dueCount: total,
      };
    },

    /**
     * A card of a question the student has seen answered: 404 for a question they never met,
     * 409 while its answer is still hidden (a running mock, a practice question not yet
     * submitted), 403 without an active subscription. A question with a card answers that card.
     */
    async makeFromQuestion(
      userId: string,
      questionId: string,
    ): Promise<{ made: boolean; cardId: string }> {
      const at = now();
      const [question] = await db
        .select({
          examId: questions.examId,
          seen: sql<boolean>`exists (select from ${tests} t where t.user_id = ${userId}
            and ${questionId}::uuid = any(t.question_ids))`,
          revealed: sql<boolean>`${answerRevealedSql(userId, questionId)}`,
        })
        .from(questions)
        .where(eq(questions.id, questionId));
      if (!question?.seen) throw notFound(TEXT.questionNotFound);
      if (!question.revealed) throw conflict(TEXT.notRevealed);
      if (!(await accessEndsAt(db, userId, question.examId, at))) throw forbidden(TEXT.needsAccess);
      const made = await db.execute(
        sql`select make_flashcards(${userId}::uuid, array[${questionId}::uuid], 'question',
          ${at.toISOString()}::timestamptz, false) as question_id`,
      );
      const [row] = await db
        .select({ id: flashcards.id })
        .from(flashcards)
        .where(and(eq(flashcards.userId, userId), eq(flashcards.questionId, questionId)));
      return { cardId: row!.id, made: (made as { rows: unknown[] }).rows.length > 0 };
    },

    /** An own card, in a deck of an exam the student has access to (and a subject of it). */
    async add(userId: string, body: TAddFlashcardRequest): Promise<TFlashcard> {
      const at = now();
      const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, body.examId));
      if (!exam) throw notFound(TEXT.examNotFound);
      if (!(await accessEndsAt(db, userId, body.examId, at))) throw forbidden(TEXT.needsAccess);
      if (body.subjectId) {
        const [subject] = await db
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(eq(subjects.id, body.subjectId), eq(subjects.examId, body.examId)));
        if (!subject) {
          throw badRequest(TEXT.subjectNotInExam, [
            { path: 'subjectId', message: TEXT.subjectNotInExam },
          ]);
        }
      }
      const { frontHtml, backHtml } = sides(body);
      const [row] = await db
        .insert(flashcards)
        .values({
          userId,
          examId: body.examId,
          subjectId: body.subjectId ?? null,
          frontHtml: frontHtml!,
          backHtml: backHtml!,
          source: 'own',
          dueAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return cardOf(row!);
    },

    async edit(userId: string, cardId: string, body: TEditFlashcardRequest): Promise<TFlashcard> {
      const change = sides(body);
      const [row] = await db
        .update(flashcards)
        .set({ ...change, updatedAt: now() })
        .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
        .returning();
      if (!row) throw notFound(TEXT.notFound);
      return cardOf(row);
    },

    async remove(userId: string, cardId: string): Promise<void> {
      const deleted = await db
        .delete(flashcards)
        .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
        .returning({ id: flashcards.id });
      if (deleted.length === 0) throw notFound(TEXT.notFound);
    },

    /** Rates a card (early reviews too) and keeps the review in the card's log. */
    async review(userId: string, cardId: string, rating: FlashcardRating) {
      const at = now();
      return db.transaction(async (tx) => {
        const [card] = await tx
          .select()
          .from(flashcards)
          .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
          .for('update');
        if (!card) throw notFound(TEXT.notFound);
        const next = schedule(card, rating, at);
        const [row] = await tx
          .update(flashcards)
          .set({ ...next.columns, updatedAt: at })
          .where(eq(flashcards.id, card.id))
          .returning();
        await tx.insert(flashcardReviews).values({
          cardId: card.id,
          userId,
          rating: next.grade,
          reviewedAt: at,
          previousDueAt: card.dueAt,
          previousState: card.state,
          dueAt: next.columns.dueAt,
          scheduledDays: next.columns.scheduledDays,
        });
        return { card: cardOf(row!), interval: next.interval };
      });
    },

    /**
     * A deck as Anki's plain-text import (File > Import): header lines, then one card a line,
     * Front, Back and Tags separated by tabs. Tags: the exam, the subject and where the card
     * came from, as Anki tags (no spaces).
     */
    async exportDeck(userId: string, deck: Deck): Promise<string> {
      const rows = await db
        .select({ card: flashcards, examName: exams.name, subjectName: subjects.name })
        .from(flashcards)
        .innerJoin(exams, eq(exams.id, flashcards.examId))
        .leftJoin(subjects, eq(subjects.id, flashcards.subjectId))
        .where(inDeck(userId, deck))
        .orderBy(
          asc(exams.name),
          asc(subjects.name),
          asc(flashcards.createdAt),
          asc(flashcards.id),
        );
      const lines = rows.map(({ card, examName, subjectName }) =>
        [
          ankiField(card.frontHtml),
          ankiField(card.backHtml),
          [examName, subjectName, card.source]
            .filter((tag): tag is string => !!tag)
            .map(ankiTag)
            .join(' '),
        ].join('\t'),
      );
      return (
        [
          '#separator:tab',
          '#html:true',
          '#columns:Front\tBack\tTags',
          '#tags column:3',
          ...lines,
        ].join('\n') + '\n'
      );
    },
  };
}

export type Flashcards = ReturnType<typeof createFlashcards>;
