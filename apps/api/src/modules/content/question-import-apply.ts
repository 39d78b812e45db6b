// Writing an import's plan (question-import-updates.ts): the new rows added in bulk
// (question-import.ts), each changed question updated in place or replaced by a new version,
// moved when its row names another course or subject, and every change kept as a version.
// In the caller's transaction, after the exam is locked.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { courses, questions, subjects } from '../../db/schema';
import { insertQuestionRows, type PlacedName } from './question-import';
import { writeImportCases } from './question-import-cases';
import { sameCase, type ImportChanges } from './question-import-updates';
import { recordQuestionVersions } from './question-versions';
import { replaceWithNewVersion, updateQuestionInPlace } from './question-writes';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const anyId = (ids: readonly string[]) =>
  sql`${questions.id} = any(${sql.param([...ids])}::uuid[])`;

export async function applyImportChanges(
  tx: DatabaseOrTransaction,
  examId: string,
  adminId: string,
  changes: ImportChanges,
) {
  const moved = changes.updates.filter((update) => update.moves).map((update) => update.row);
  await writeImportCases(tx, examId, changes.cases);
  // The questions leaving a step first: the step's next question may be written before them.
  const leaving = changes.updates.filter(
    ({ current, change }) => change.case !== undefined && !sameCase(current, change.case),
  );
  if (leaving.length > 0) {
    await tx
      .update(questions)
      .set({ caseStudyId: null, caseStep: null })
      .where(anyId(leaving.map((update) => update.current.id)));
  }
  const added = await insertQuestionRows(
    tx,
    examId,
    changes.additions,
    adminId,
    moved,
    changes.cases,
  );
  const updatedIds: string[] = [];
  const newIds: string[] = [];
  for (const [index, update] of changes.updates.entries()) {
    if (index % 50 === 49) await yieldToEventLoop();
    let questionId = update.current.id;
    if (update.replace) {
      questionId = await replaceWithNewVersion(tx, update.current, update.change);
      newIds.push(questionId);
    } else {
      await updateQuestionInPlace(tx, update.current, update.change);
      updatedIds.push(questionId);
    }
    if (update.moves) {
      await tx
        .update(questions)
        .set({ ...added.subjectOf(update.row), updatedAt: new Date() })
        .where(eq(questions.id, questionId));
    }
  }
  if (updatedIds.length > 0) {
    await recordQuestionVersions(tx, {
      where: anyId(updatedIds),
      action: 'updated_by_import',
      adminId,
    });
  }
  if (newIds.length > 0) {
    await recordQuestionVersions(tx, {
      where: anyId(newIds),
      action: 'new_version',
      adminId,
      comment: 'The answer key changed by an import after students had answered it',
    });
  }
  return {
    questionsAdded: added.questionsAdded,
    questionsUpdated: updatedIds.length,
    questionsRetired: newIds.length,
    questionsUnchanged: changes.unchanged,
    coursesCreated: added.coursesCreated,
    subjectsCreated: added.subjectsCreated,
  };
}

const key = (name: string) => name.trim().toLowerCase();

/** How many courses and subjects the rows name that the exam does not have yet. */
export async function newNames(
  tx: DatabaseOrTransaction,
  examId: string,
  rows: PlacedName[],
): Promise<{ coursesCreated: number; subjectsCreated: number }> {
  const existing = await tx
    .select({ course: courses.name, subject: subjects.name })
    .from(courses)
    .leftJoin(subjects, and(eq(subjects.courseId, courses.id), isNull(subjects.retiredAt)))
    .where(and(eq(courses.examId, examId), isNull(courses.retiredAt)));
  const knownCourses = new Set(existing.map((row) => key(row.course)));
  const knownSubjects = new Set(
    existing.flatMap((row) => (row.subject ? [`${key(row.course)}/${key(row.subject)}`] : [])),
  );
  const newCourses = new Set<string>();
  const newSubjects = new Set<string>();
  for (const row of rows) {
    if (!knownCourses.has(key(row.course))) newCourses.add(key(row.course));
    const subjectKey = `${key(row.course)}/${key(row.subject)}`;
    if (!knownSubjects.has(subjectKey)) newSubjects.add(subjectKey);
  }
  return { coursesCreated: newCourses.size, subjectsCreated: newSubjects.size };
}
