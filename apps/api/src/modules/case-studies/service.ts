// Case studies of an exam (decision 0104): an unfolding clinical case whose scenario its
// questions share, each question a step of it. Read and written within the administrator's
// exams; the scenario is rich text, sanitized as a question's is. Changing a case touches its
// questions (students' cached test questions are revalidated by their stamps), and deleting
// one first takes its questions out of it, in the same transaction.
import { CASE_STUDY_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type {
  TAdminCaseStudy,
  TCaseStudyCreateRequest,
  TCaseStudyUpdateRequest,
} from '@prepward/shared/schemas/case-studies';
import { htmlHasContent } from '@prepward/shared/html-text';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { caseStudies, questions, subjects } from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess } from '../../lib/exam-scope';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { loadExam } from '../content/exam-service';

type CaseStudyRow = typeof caseStudies.$inferSelect;

/** The case study, within the administrator's exams (another exam's answers as a missing one). */
export async function loadCaseStudy(
  tx: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  caseStudyId: string,
  options: { lock?: boolean } = {},
): Promise<CaseStudyRow> {
  const query = tx.select().from(caseStudies).where(eq(caseStudies.id, caseStudyId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(TEXT.notFound);
  assertExamAccess(admin, row.examId, TEXT.notFound);
  return row;
}

/**
 * Refuses a title the exam already has for another case, ignoring case: the bulk import finds
 * a case by its title. Called with the exam locked, so two writers cannot both pass.
 */
async function assertTitleFree(
  tx: DatabaseOrTransaction,
  examId: string,
  title: string,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ title: caseStudies.title })
    .from(caseStudies)
    .where(
      and(
        eq(caseStudies.examId, examId),
        sql`lower(${caseStudies.title}) = lower(${title})`,
        exceptId ? ne(caseStudies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(TEXT.titleTaken(taken.title));
}

/** The cases with their live questions by step, in two queries whatever their number. */
async function present(
  tx: DatabaseOrTransaction,
  rows: readonly CaseStudyRow[],
): Promise<TAdminCaseStudy[]> {
  const steps =
    rows.length === 0
      ? []
      : await tx
          .select({
            caseStudyId: questions.caseStudyId,
            id: questions.id,
            step: questions.caseStep,
            type: questions.type,
            question: questions.questionHtml,
            status: questions.status,
            subjectName: subjects.name,
          })
          .from(questions)
          .innerJoin(subjects, eq(subjects.id, questions.subjectId))
          .where(
            and(
              inArray(
                questions.caseStudyId,
                rows.map((row) => row.id),
              ),
              isNull(questions.retiredAt),
            ),
          )
          .orderBy(asc(questions.caseStep));
  return rows.map((row) => ({
    id: row.id,
    examId: row.examId,
    title: row.title,
    scenario: row.scenarioHtml,
    questions: steps.flatMap(({ caseStudyId, step, ...question }) =>
      caseStudyId === row.id && step !== null ? [{ ...question, step }] : [],
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export function createCaseStudies({ db, sanitize }: { db: Database; sanitize: RichTextSanitizer }) {
  /** The request's title trimmed and its scenario sanitized, which must keep some content. */
  const clean = (request: TCaseStudyUpdateRequest) => {
    const scenario = sanitize(request.scenario);
    if (!htmlHasContent(scenario)) {
      throw badRequest(TEXT.scenarioEmptied, [{ path: 'scenario', message: TEXT.scenarioEmptied }]);
    }
    return { title: request.title.trim(), scenarioHtml: scenario };
  };

  const presentOne = async (tx: DatabaseOrTransaction, row: CaseStudyRow) => {
    const [caseStudy] = await present(tx, [row]);
    return caseStudy!;
  };

  return {
    /** The exam's case studies by title. */
    async list(admin: AuthenticatedAdmin, examId: string) {
      await loadExam(db, admin, examId);
      const rows = await db
        .select()
        .from(caseStudies)
        .where(eq(caseStudies.examId, examId))
        .orderBy(sql`lower(${caseStudies.title})`, asc(caseStudies.createdAt));
      return present(db, rows);
    },

    async get(admin: AuthenticatedAdmin, caseStudyId: string) {
      return presentOne(db, await loadCaseStudy(db, admin, caseStudyId));
    },

    async create(admin: AuthenticatedAdmin, request: TCaseStudyCreateRequest) {
      const fields = clean(request);
      return db.transaction(async (tx) => {
        await loadExam(tx, admin, request.examId, { lock: true });
        await assertTitleFree(tx, request.examId, fields.title);
        const [row] = await tx
          .insert(caseStudies)
          .values({ examId: request.examId, ...fields })
          .returning();
        if (!row) throw new Error('case study insert returned nothing');
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'created',
          entity: 'case_study',
          entityId: row.id,
          details: { examId: row.examId, title: row.title },
        });
        return presentOne(tx, row);
      });
    },

    /**
     * New title and scenario. Its questions (retired ones too: they are in students' tests)
     * are touched, so the tests holding them show the new text.
     */
    async update(admin: AuthenticatedAdmin, caseStudyId: string, request: TCaseStudyUpdateRequest) {
      const fields = clean(request);
      return db.transaction(async (tx) => {
        const current = await loadCaseStudy(tx, admin, caseStudyId);
        await loadExam(tx, admin, current.examId, { lock: true });
        await assertTitleFree(tx, current.examId, fields.title, caseStudyId);
        const now = new Date();
        const [row] = await tx
          .update(caseStudies)
          .set({ ...fields, updatedAt: now })
          .where(eq(caseStudies.id, caseStudyId))
          .returning();
        if (!row) throw notFound(TEXT.notFound);
        await tx
          .update(questions)
          .set({ updatedAt: now })
          .where(eq(questions.caseStudyId, caseStudyId));
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'updated',
          entity: 'case_study',
          entityId: caseStudyId,
          details: {
            title: row.title,
            ...(current.title === row.title ? {} : { previousTitle: current.title }),
            scenarioChanged: current.scenarioHtml !== row.scenarioHtml,
          },
        });
        return presentOne(tx, row);
      });
    },

    /**
     * Takes every question out of the case (retired ones too, since the foreign key keeps
     * them from pointing at nothing), touched so tests holding them drop the scenario, then
     * deletes it. The questions stay in the bank, standing alone.
     */
    async remove(admin: AuthenticatedAdmin, caseStudyId: string) {
      await db.transaction(async (tx) => {
        const current = await loadCaseStudy(tx, admin, caseStudyId, { lock: true });
        const released = await tx
          .update(questions)
          .set({ caseStudyId: null, caseStep: null, updatedAt: new Date() })
          .where(eq(questions.caseStudyId, caseStudyId))
          .returning({ id: questions.id });
        await tx.delete(caseStudies).where(eq(caseStudies.id, caseStudyId));
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'deleted',
          entity: 'case_study',
          entityId: caseStudyId,
          details: { examId: current.examId, title: current.title, questions: released.length },
        });
      });
    },
  };
}
export type CaseStudies = ReturnType<typeof createCaseStudies>;
