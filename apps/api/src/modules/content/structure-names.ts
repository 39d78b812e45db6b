// Course names are unique within an exam and subject names within a course, ignoring case
// (the bulk import matches them by name): the check before a write, with its clear 409, and
// the same 409 when a concurrent write won the race at the unique index.
import { CONTENT_MESSAGES } from '@prepward/shared/app-messages';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { courses, subjects } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';

/**
 * Refuses a course name the exam already has, ignoring case (`exceptId`: the course being
 * renamed may change the case of its own name). The unique index decides a race; see
 * `nameTaken`.
 */
export async function assertCourseNameFree(
  tx: DatabaseOrTransaction,
  examId: string,
  name: string,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ name: courses.name })
    .from(courses)
    .where(
      and(
        eq(courses.examId, examId),
        isNull(courses.retiredAt),
        sql`lower(${courses.name}) = lower(${name})`,
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(CONTENT_MESSAGES.courseNameTaken(taken.name));
}

/** As assertCourseNameFree, for a subject name within its course. */
export async function assertSubjectNameFree(
  tx: DatabaseOrTransaction,
  courseId: string,
  name: string,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ name: subjects.name })
    .from(subjects)
    .where(
      and(
        eq(subjects.courseId, courseId),
        isNull(subjects.retiredAt),
        sql`lower(${subjects.name}) = lower(${name})`,
        exceptId ? ne(subjects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(CONTENT_MESSAGES.subjectNameTaken(taken.name));
}

const UNIQUE_INDEX = { course: 'courses_exam_name_unique', subject: 'subjects_course_name_unique' };
const TAKEN = {
  course: CONTENT_MESSAGES.courseNameTaken,
  subject: CONTENT_MESSAGES.subjectNameTaken,
};

/** A write that lost a race for a name to another one: the same 409 as the check's. */
export const nameTaken =
  (kind: 'course' | 'subject', name: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, UNIQUE_INDEX[kind])) throw conflict(TAKEN[kind](name));
    throw error;
  };
