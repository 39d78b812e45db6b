// `examAccess` of an administrator (docs/architecture.md): an empty list means every exam;
// otherwise the administrator sees and changes only those exams and their content.
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthenticatedAdmin } from '../lib/actors';
import { notFound } from './http-error';

/** The exam ids an administrator is limited to, or null for all exams. */
export function examScopeOf(admin: Pick<AuthenticatedAdmin, 'examAccess'>): string[] | null {
  return admin.examAccess.length > 0 ? admin.examAccess : null;
}

/** A WHERE condition on an exam id column that keeps only the administrator's exams. */
export function withinExamScope(
  admin: Pick<AuthenticatedAdmin, 'examAccess'>,
  examIdColumn: AnyColumn,
): SQL {
  const scope = examScopeOf(admin);
  return scope ? inArray(examIdColumn, scope) : sql`true`;
}

export function canAccessExam(
  admin: Pick<AuthenticatedAdmin, 'examAccess'>,
  examId: string,
): boolean {
  const scope = examScopeOf(admin);
  return scope === null || scope.includes(examId);
}

/**
 * Refuses an exam outside the administrator's scope with the same 404 as a missing one, so
 * a limited administrator learns nothing about exams it may not see.
 */
export function assertExamAccess(
  admin: Pick<AuthenticatedAdmin, 'examAccess'>,
  examId: string,
  notFoundMessage = 'Exam not found',
): void {
  if (!canAccessExam(admin, examId)) throw notFound(notFoundMessage);
}
