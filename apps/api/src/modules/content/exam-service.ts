// Exams: list, read, add, edit, delete and their image. Every call is scoped to the
// administrator's examAccess; every write records an audit row in its transaction.
import { buffer } from 'node:stream/consumers';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import type { TExamCreateRequest, TExamUpdateRequest } from '@prepward/shared/schemas/content';
import { and, count, countDistinct, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { courses, exams, questions, saleItems, subjects, subscriptions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess, examScopeOf, withinExamScope } from '../../lib/exam-scope';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { CheckedImage } from '../../lib/images';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import { STORED_NAME, storedName, type Storage } from '../../lib/storage';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { presentExam } from './present';

export const EXAM_NOT_FOUND = 'Exam not found';

/** The exam, or 404 when it does not exist or lies outside the administrator's scope. */
export async function loadExam(
  db: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  examId: string,
  options: { lock?: boolean } = {},
) {
  assertExamAccess(admin, examId, EXAM_NOT_FOUND);
  const query = db.select().from(exams).where(eq(exams.id, examId)).limit(1);
  const [exam] = options.lock ? await query.for('update') : await query;
  if (!exam) throw notFound(EXAM_NOT_FOUND);
  return exam;
}

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

export function createExamService({ db, storage }: { db: Database; storage: Storage }) {
  return {
    async list(admin: AuthenticatedAdmin, query: TPaginationQuery) {
      const where = and(
        withinExamScope(admin, exams.id),
        query.search ? ilike(exams.name, containsPattern(query.search)) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(exams)
          .where(where)
          .orderBy(desc(exams.createdAt), desc(exams.id))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        countOf(db.select({ value: count() }).from(exams).where(where)),
      ]);
      return { exams: rows.map(presentExam), pagination: paginationOf(total, query) };
    },

    async get(admin: AuthenticatedAdmin, examId: string) {
      const exam = await loadExam(db, admin, examId);
      const [courseCount, subjectCount, questionCount, activeSubscriptions] = await Promise.all([
        countOf(
          db
            .select({ value: count() })
            .from(courses)
            .where(and(eq(courses.examId, examId), isNull(courses.retiredAt))),
        ),
        countOf(
          db
            .select({ value: count() })
            .from(subjects)
            .where(and(eq(subjects.examId, examId), isNull(subjects.retiredAt))),
        ),
        countOf(
          db
            .select({ value: count() })
            .from(questions)
            .where(and(eq(questions.examId, examId), isNull(questions.retiredAt))),
        ),
        countOf(
          db
            .select({ value: countDistinct(subscriptions.userId) })
            .from(subscriptions)
            .where(and(eq(subscriptions.examId, examId), gt(subscriptions.expiresAt, new Date()))),
        ),
      ]);
      return {
        ...presentExam(exam),
        courseCount,
        subjectCount,
        questionCount,
        activeSubscriptions,
      };
    },

    async create(admin: AuthenticatedAdmin, body: Required<TExamCreateRequest>) {
      // A limited administrator could not see the exam it made; adding exams is for
      // administrators who manage the whole catalogue.
      if (examScopeOf(admin)) {
        throw forbidden('Administrators limited to some exams cannot add exams');
      }
      return db.transaction(async (tx) => {
        const [exam] = await tx.insert(exams).values(body).returning();
        if (!exam) throw new Error('exam insert returned nothing');
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'created',
          entity: 'exam',
          entityId: exam.id,
          details: { name: exam.name },
        });
        return presentExam(exam);
      });
    },

    async update(admin: AuthenticatedAdmin, examId: string, changes: TExamUpdateRequest) {
      return db.transaction(async (tx) => {
        await loadExam(tx, admin, examId, { lock: true });
        return saveExamChanges(tx, admin, examId, changes, { changes });
      });
    },

    async remove(admin: AuthenticatedAdmin, examId: string) {
      // The catalogue's exams come and go with administrators of the whole catalogue, as
      // adding them does (docs/decisions/0044-limited-administrators-cannot-add-exams.md).
      if (examScopeOf(admin)) {
        throw forbidden('Administrators limited to some exams cannot delete exams');
      }
      await db.transaction(async (tx) => {
        const exam = await loadExam(tx, admin, examId, { lock: true });
        const students = await countOf(
          tx
            .select({ value: countDistinct(subscriptions.userId) })
            .from(subscriptions)
            .where(and(eq(subscriptions.examId, examId), gt(subscriptions.expiresAt, new Date()))),
        );
        if (students > 0) {
          throw conflict(
            `This exam cannot be deleted: ${students} ${students === 1 ? 'student has' : 'students have'} an active subscription to it`,
          );
        }
        const sold = await countOf(
          tx.select({ value: count() }).from(saleItems).where(eq(saleItems.examId, examId)),
        );
        if (sold > 0) {
          throw conflict(
            'This exam cannot be deleted: it appears in sales records, which are kept for accounting',
          );
        }
        await tx.delete(exams).where(eq(exams.id, examId));
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'deleted',
          entity: 'exam',
          entityId: examId,
          details: { name: exam.name },
        });
      });
    },

    async setImage(admin: AuthenticatedAdmin, examId: string, image: CheckedImage) {
      return db.transaction(async (tx) => {
        await loadExam(tx, admin, examId);
        return withStoredImage(tx, storage, image, (imageUrl) =>
          saveExamChanges(tx, admin, examId, { imageUrl }, { imageUrl }),
        );
      });
    },
  };
}
export type ExamService = ReturnType<typeof createExamService>;

/** Writes changes to an exam with the audit entry that records them; the exam as shown. */
async function saveExamChanges(
  tx: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  examId: string,
  changes: Partial<typeof exams.$inferInsert>,
  details: Record<string, unknown>,
) {
  const [exam] = await tx
    .update(exams)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(exams.id, examId))
    .returning();
  if (!exam) throw notFound(EXAM_NOT_FOUND);
  await recordAudit(tx, {
    adminId: admin.id,
    action: 'updated',
    entity: 'exam',
    entityId: examId,
    details,
  });
  return presentExam(exam);
}

/**
 * Stores an image as part of the transaction `tx` and runs `record` (the rows that use it)
 * with its URL: both happen or neither. When `record` fails, an image this call stored is
 * removed before the transaction ends; one stored before (the same content uploaded earlier,
 * possibly in use) stays. Uploads of the same image take turns, so none removes a file that
 * another has just recorded. Should the commit itself fail, an unused file may remain: it is
 * harmless, and it is the file the same image will be stored as next time.
 */
async function withStoredImage<T>(
  tx: DatabaseOrTransaction,
  storage: Storage,
  image: CheckedImage,
  record: (url: string) => Promise<T>,
): Promise<T> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`image:${storedName(image)}`}, 0))`,
  );
  const saved = await storage.saveImage(image);
  try {
    return await record(saved.url);
  } catch (error) {
    if (saved.created) {
      // The write's own failure is the one to report; a file left behind is only unused.
      await storage.removeImage(saved.name).catch(() => {});
    }
    throw error;
  }
}

/** Images for question text: stored, and the upload recorded, together or not at all. */
export function createImageService({ db, storage }: { db: Database; storage: Storage }) {
  return {
    async upload(admin: AuthenticatedAdmin, image: CheckedImage, fileName: string) {
      return db.transaction((tx) =>
        withStoredImage(tx, storage, image, async (url) => {
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'uploaded',
            entity: 'image',
            entityId: url,
            details: { fileName, bytes: image.bytes.length, type: image.contentType },
          });
          return url;
        }),
      );
    },

    /** A stored image's bytes by the address pages use, or null (another site's, or gone). */
    async read(url: string): Promise<Buffer | null> {
      const name = url.slice(url.lastIndexOf('/') + 1);
      if (!storage.isOwnImageUrl(url) || !STORED_NAME.test(name)) return null;
      const stored = await storage.openImage(name);
      return stored ? buffer(stored.body) : null;
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
