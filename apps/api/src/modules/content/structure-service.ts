// Courses (of an exam) and subjects (of a course): list, add, rename, delete. Deleting one
// that holds questions needs confirm=true; questions students have met are retired with it.
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { courses, exams, questions, subjects } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess } from '../../lib/exam-scope';
import { httpError, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { loadExam } from './exam-service';
import { presentCourse, presentSubject } from './present';
import { removeQuestions } from './question-usage';
import { assertCourseNameFree, assertSubjectNameFree, nameTaken } from './structure-names';

export const COURSE_NOT_FOUND = 'Course not found';
export const SUBJECT_NOT_FOUND = 'Subject not found';

/** A live course within the administrator's scope, or 404. */
export async function loadCourse(
  db: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  courseId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.retiredAt)))
    .limit(1);
  const [course] = options.lock ? await query.for('update') : await query;
  if (!course) throw notFound(COURSE_NOT_FOUND);
  assertExamAccess(admin, course.examId, COURSE_NOT_FOUND);
  return course;
}

/** A live subject within the administrator's scope, with its course and exam names, or 404. */
export async function loadSubject(
  db: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  subjectId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ subject: subjects, courseName: courses.name, examName: exams.name })
    .from(subjects)
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .innerJoin(exams, eq(exams.id, subjects.examId))
    .where(and(eq(subjects.id, subjectId), isNull(subjects.retiredAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: subjects }) : await query;
  if (!row) throw notFound(SUBJECT_NOT_FOUND);
  assertExamAccess(admin, row.subject.examId, SUBJECT_NOT_FOUND);
  return row;
}

function confirmationRequired(kind: 'course' | 'subject', questionCount: number) {
  const plural = questionCount === 1 ? 'question' : 'questions';
  return httpError(
    409,
    `This ${kind} holds ${questionCount} ${plural}. Deleting it deletes them too; confirm to go ahead.`,
    {
      code: 'ConfirmationRequired',
      details: [{ path: 'confirm', message: String(questionCount) }],
    },
  );
}

const liveQuestionCounts = async (
  db: DatabaseOrTransaction,
  column: typeof questions.courseId | typeof questions.subjectId,
  ids: string[],
) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: column, value: count() })
    .from(questions)
    .where(and(inArray(column, ids), isNull(questions.retiredAt)))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.value]));
};

export function createStructureService({ db }: { db: Database }) {
  const subjectPage = async (where: ReturnType<typeof and>, query: TPaginationQuery) => {
    const filter = and(
      where,
      isNull(subjects.retiredAt),
      query.search ? ilike(subjects.name, containsPattern(query.search)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ subject: subjects, courseName: courses.name, examName: exams.name })
        .from(subjects)
        .innerJoin(courses, eq(courses.id, subjects.courseId))
        .innerJoin(exams, eq(exams.id, subjects.examId))
        .where(filter)
        .orderBy(desc(subjects.createdAt), desc(subjects.id))
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset),
      db.select({ value: count() }).from(subjects).where(filter),
    ]);
    const counts = await liveQuestionCounts(
      db,
      questions.subjectId,
      rows.map((row) => row.subject.id),
    );
    return {
      subjects: rows.map((row) =>
        presentSubject(row.subject, row, counts.get(row.subject.id) ?? 0),
      ),
      pagination: paginationOf(total?.value ?? 0, query),
    };
  };

  const subjectNames = async (tx: DatabaseOrTransaction, subjectId: string) => {
    const [row] = await tx
      .select({ subject: subjects, courseName: courses.name, examName: exams.name })
      .from(subjects)
      .innerJoin(courses, eq(courses.id, subjects.courseId))
      .innerJoin(exams, eq(exams.id, subjects.examId))
      .where(eq(subjects.id, subjectId));
    if (!row) throw notFound(SUBJECT_NOT_FOUND);
    return row;
  };

  return {
    // ---- Courses ----

    async listCourses(admin: AuthenticatedAdmin, examId: string, query: TPaginationQuery) {
      await loadExam(db, admin, examId);
      const filter = and(
        eq(courses.examId, examId),
        isNull(courses.retiredAt),
        query.search ? ilike(courses.name, containsPattern(query.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(filter)
          .orderBy(desc(courses.createdAt), desc(courses.id))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ value: count() }).from(courses).where(filter),
      ]);
      const ids = rows.map((row) => row.id);
      const [subjectCounts, questionCounts] = await Promise.all([
        ids.length === 0
          ? new Map<string, number>()
          : db
              .select({ id: subjects.courseId, value: count() })
              .from(subjects)
              .where(and(inArray(subjects.courseId, ids), isNull(subjects.retiredAt)))
              .groupBy(subjects.courseId)
              .then((counted) => new Map(counted.map((row) => [row.id, row.value]))),
        liveQuestionCounts(db, questions.courseId, ids),
      ]);
      return {
        courses: rows.map((course) =>
          presentCourse(course, {
            subjectCount: subjectCounts.get(course.id) ?? 0,
            questionCount: questionCounts.get(course.id) ?? 0,
          }),
        ),
        pagination: paginationOf(total?.value ?? 0, query),
      };
    },

    async getCourse(admin: AuthenticatedAdmin, courseId: string) {
      const course = await loadCourse(db, admin, courseId);
      const [[subjectCount], questionCounts] = await Promise.all([
        db
          .select({ value: count() })
          .from(subjects)
          .where(and(eq(subjects.courseId, courseId), isNull(subjects.retiredAt))),
        liveQuestionCounts(db, questions.courseId, [courseId]),
      ]);
      return presentCourse(course, {
        subjectCount: subjectCount?.value ?? 0,
        questionCount: questionCounts.get(courseId) ?? 0,
      });
    },

    async createCourse(admin: AuthenticatedAdmin, examId: string, name: string) {
      return db
        .transaction(async (tx) => {
          await loadExam(tx, admin, examId);
          await assertCourseNameFree(tx, examId, name);
          const [course] = await tx.insert(courses).values({ examId, name }).returning();
          if (!course) throw new Error('course insert returned nothing');
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'created',
            entity: 'course',
            entityId: course.id,
            details: { examId, name },
          });
          return presentCourse(course, { subjectCount: 0, questionCount: 0 });
        })
        .catch(nameTaken('course', name));
    },

    async renameCourse(admin: AuthenticatedAdmin, courseId: string, name: string) {
      await db
        .transaction(async (tx) => {
          const course = await loadCourse(tx, admin, courseId, { lock: true });
          await assertCourseNameFree(tx, course.examId, name, courseId);
          await tx.update(courses).set({ name }).where(eq(courses.id, courseId));
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'updated',
            entity: 'course',
            entityId: courseId,
            details: { from: course.name, to: name },
          });
        })
        .catch(nameTaken('course', name));
      return this.getCourse(admin, courseId);
    },

    async removeCourse(admin: AuthenticatedAdmin, courseId: string, confirmed: boolean) {
      return db.transaction(async (tx) => {
        const course = await loadCourse(tx, admin, courseId, { lock: true });
        const questionCount =
          (await liveQuestionCounts(tx, questions.courseId, [courseId])).get(courseId) ?? 0;
        if (questionCount > 0 && !confirmed) throw confirmationRequired('course', questionCount);
        const removal = await removeQuestions(tx, course.examId, eq(questions.courseId, courseId));
        if (removal.anyKept) {
          const now = new Date();
          await tx
            .update(subjects)
            .set({ retiredAt: now })
            .where(and(eq(subjects.courseId, courseId), isNull(subjects.retiredAt)));
          await tx.update(courses).set({ retiredAt: now }).where(eq(courses.id, courseId));
        } else {
          await tx.delete(courses).where(eq(courses.id, courseId));
        }
        const { anyKept, ...result } = removal;
        await recordAudit(tx, {
          adminId: admin.id,
          action: anyKept ? 'retired' : 'deleted',
          entity: 'course',
          entityId: courseId,
          details: { name: course.name, examId: course.examId, ...result },
        });
        return result;
      });
    },

    // ---- Subjects ----

    async listExamSubjects(
      admin: AuthenticatedAdmin,
      examId: string,
      query: TPaginationQuery & { courseId?: string | undefined },
    ) {
      await loadExam(db, admin, examId);
      return subjectPage(
        and(
          eq(subjects.examId, examId),
          query.courseId ? eq(subjects.courseId, query.courseId) : undefined,
        ),
        query,
      );
    },

    async listCourseSubjects(admin: AuthenticatedAdmin, courseId: string, query: TPaginationQuery) {
      await loadCourse(db, admin, courseId);
      return subjectPage(eq(subjects.courseId, courseId), query);
    },

    async getSubject(admin: AuthenticatedAdmin, subjectId: string) {
      const row = await loadSubject(db, admin, subjectId);
      const counts = await liveQuestionCounts(db, questions.subjectId, [subjectId]);
      return presentSubject(row.subject, row, counts.get(subjectId) ?? 0);
    },

    async createSubject(admin: AuthenticatedAdmin, courseId: string, name: string) {
      return db
        .transaction(async (tx) => {
          const course = await loadCourse(tx, admin, courseId);
          await assertSubjectNameFree(tx, courseId, name);
          const [subject] = await tx
            .insert(subjects)
            .values({ courseId, examId: course.examId, name })
            .returning();
          if (!subject) throw new Error('subject insert returned nothing');
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'created',
            entity: 'subject',
            entityId: subject.id,
            details: { courseId, examId: course.examId, name },
          });
          return presentSubject(subject, await subjectNames(tx, subject.id), 0);
        })
        .catch(nameTaken('subject', name));
    },

    async renameSubject(admin: AuthenticatedAdmin, subjectId: string, name: string) {
      await db
        .transaction(async (tx) => {
          const { subject } = await loadSubject(tx, admin, subjectId, { lock: true });
          await assertSubjectNameFree(tx, subject.courseId, name, subjectId);
          await tx.update(subjects).set({ name }).where(eq(subjects.id, subjectId));
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'updated',
            entity: 'subject',
            entityId: subjectId,
            details: { from: subject.name, to: name },
          });
        })
        .catch(nameTaken('subject', name));
      return this.getSubject(admin, subjectId);
    },

    async removeSubject(admin: AuthenticatedAdmin, subjectId: string, confirmed: boolean) {
      return db.transaction(async (tx) => {
        const { subject } = await loadSubject(tx, admin, subjectId, { lock: true });
        const questionCount =
          (await liveQuestionCounts(tx, questions.subjectId, [subjectId])).get(subjectId) ?? 0;
        if (questionCount > 0 && !confirmed) throw confirmationRequired('subject', questionCount);
        const removal = await removeQuestions(
          tx,
          subject.examId,
          eq(questions.subjectId, subjectId),
        );
        if (removal.anyKept) {
          await tx
            .update(subjects)
            .set({ retiredAt: new Date() })
            .where(eq(subjects.id, subjectId));
        } else {
          await tx.delete(subjects).where(eq(subjects.id, subjectId));
        }
        const { anyKept, ...result } = removal;
        await recordAudit(tx, {
          adminId: admin.id,
          action: anyKept ? 'retired' : 'deleted',
          entity: 'subject',
          entityId: subjectId,
          details: { name: subject.name, courseId: subject.courseId, ...result },
        });
        return result;
      });
    },
  };
}
export type StructureService = ReturnType<typeof createStructureService>;
