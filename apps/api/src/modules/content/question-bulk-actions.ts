// One action on a selection of up to 500 questions: add or remove tags, set the category or
// difficulty, move them to another subject of their exam, retire them, submit them for review
// or publish them. All or nothing, in one transaction: the selected rows are locked (in id
// order, so two selections that overlap wait rather than deadlock), every write bumps
// updated_at (students' cached question text is keyed on it), each changed question gets a
// version and the action one audit entry. A question outside the administrator's exams answers
// the 404 of a missing one.
import { hasPermission } from '@prepward/shared/permissions';
import { QUESTION_METADATA_LIMITS, uniqueTags } from '@prepward/shared/question-metadata';
import type {
  BulkQuestionAction,
  TBulkQuestionAction,
  TBulkQuestionResult,
  ZBulkQuestionRequest,
} from '@prepward/shared/schemas/question-bank';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { questions } from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { withinExamScope } from '../../lib/exam-scope';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { QUESTION_NOT_FOUND } from './question-service';
import { removeQuestions } from './question-usage';
import { recordQuestionVersions, type QuestionVersionAction } from './question-versions';
import { loadSubject } from './structure-service';

type BulkRequest = z.output<typeof ZBulkQuestionRequest>;

const selected = {
  id: questions.id,
  examId: questions.examId,
  subjectId: questions.subjectId,
  status: questions.status,
  tags: questions.tags,
  category: questions.category,
  difficulty: questions.difficulty,
};
type Selected = {
  id: string;
  examId: string;
  subjectId: string;
  status: (typeof questions.$inferSelect)['status'];
  tags: string[];
  category: string | null;
  difficulty: (typeof questions.$inferSelect)['difficulty'];
};

/** The audit log's verb for each action. */
const AUDIT_ACTIONS: Record<BulkQuestionAction, string> = {
  add_tags: 'tagged',
  remove_tags: 'untagged',
  set_category: 'categorised',
  set_difficulty: 'updated',
  move: 'moved',
  retire: 'retired',
  submit_for_review: 'submitted_for_review',
  publish: 'published',
};

/** What one action did: the changed questions (their versions), and the removal's counts. */
type Outcome = {
  /** The changed questions by the kind of version each gets. */
  versions: { action: QuestionVersionAction; ids: string[] }[];
  changed: number;
  deletedQuestions?: number;
  retiredQuestions?: number;
  /** What the audit entry says besides the questions. */
  details: Record<string, unknown>;
};

const idsOf = (rows: readonly Selected[]) => rows.map((row) => row.id);
const now = () => new Date();

/** Writes each question's own tags in one statement. */
async function writeTags(tx: DatabaseOrTransaction, changes: { id: string; tags: string[] }[]) {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update ${questions} set tags = v.tags, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, tags text[])
    where ${questions.id} = v.id`);
}

async function changeTags(
  tx: DatabaseOrTransaction,
  rows: Selected[],
  action: Extract<TBulkQuestionAction, { type: 'add_tags' | 'remove_tags' }>,
): Promise<Outcome> {
  const removed = new Set(action.tags.map((tag) => tag.toLowerCase()));
  const changes = rows.flatMap((row) => {
    const tags =
      action.type === 'add_tags'
        ? uniqueTags([...row.tags, ...action.tags])
        : row.tags.filter((tag) => !removed.has(tag.toLowerCase()));
    return tags.length === row.tags.length ? [] : [{ id: row.id, tags }];
  });
  const over = changes.filter((change) => change.tags.length > QUESTION_METADATA_LIMITS.tags);
  if (over.length > 0) {
    throw badRequest(
      `A question may have at most ${QUESTION_METADATA_LIMITS.tags} tags: with these, ${over.length} of the selected questions would have more`,
    );
  }
  await writeTags(tx, changes);
  const ids = changes.map((change) => change.id);
  return {
    versions: [{ action: 'tagged', ids }],
    changed: ids.length,
    details: { tags: action.tags },
  };
}

async function setField(
  tx: DatabaseOrTransaction,
  rows: Selected[],
  field: 'category' | 'difficulty',
  value: string | null,
): Promise<Outcome> {
  const ids = idsOf(rows.filter((row) => row[field] !== value));
  if (ids.length > 0) {
    await tx
      .update(questions)
      .set(
        field === 'category'
          ? { category: value, updatedAt: now() }
          : { difficulty: value as Selected['difficulty'], updatedAt: now() },
      )
      .where(inArray(questions.id, ids));
  }
  return {
    versions: [{ action: 'edited', ids }],
    changed: ids.length,
    details: { [field]: value },
  };
}

async function move(
  tx: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  rows: Selected[],
  subjectId: string,
): Promise<Outcome> {
  const { subject } = await loadSubject(tx, admin, subjectId);
  if (rows.some((row) => row.examId !== subject.examId)) {
    throw badRequest('Questions move only to a subject of their own exam');
  }
  const ids = idsOf(rows.filter((row) => row.subjectId !== subjectId));
  if (ids.length > 0) {
    await tx
      .update(questions)
      .set({ subjectId, courseId: subject.courseId, updatedAt: now() })
      .where(inArray(questions.id, ids));
  }
  return { versions: [{ action: 'moved', ids }], changed: ids.length, details: { subjectId } };
}

async function retire(tx: DatabaseOrTransaction, rows: Selected[]): Promise<Outcome> {
  let deletedQuestions = 0;
  let retiredQuestions = 0;
  // Whether students met a question is a question of its exam's tests: one removal per exam.
  for (const examId of new Set(rows.map((row) => row.examId))) {
    const ofExam = rows.filter((row) => row.examId === examId);
    const removal = await removeQuestions(tx, examId, inArray(questions.id, idsOf(ofExam)));
    deletedQuestions += removal.deletedQuestions;
    retiredQuestions += removal.retiredQuestions;
  }
  return {
    versions: [{ action: 'retired', ids: idsOf(rows) }],
    changed: rows.length,
    deletedQuestions,
    retiredQuestions,
    details: { deletedQuestions, retiredQuestions },
  };
}

async function setStatus(
  tx: DatabaseOrTransaction,
  rows: Selected[],
  to: 'in_review' | 'published',
): Promise<Outcome> {
  // Submitting takes drafts only: a published question does not leave students that way.
  const changing = rows.filter((row) =>
    to === 'in_review' ? row.status === 'draft' : row.status !== 'published',
  );
  const ids = idsOf(changing);
  if (ids.length > 0) {
    await tx
      .update(questions)
      .set({ status: to, updatedAt: now() })
      .where(inArray(questions.id, ids));
  }
  const versions: Outcome['versions'] =
    to === 'in_review'
      ? [{ action: 'submitted_for_review', ids }]
      : [
          {
            action: 'approved',
            ids: idsOf(changing.filter((row) => row.status === 'in_review')),
          },
          {
            action: 'status_changed',
            ids: idsOf(changing.filter((row) => row.status === 'draft')),
          },
        ];
  return { versions, changed: ids.length, details: { status: to } };
}

function perform(
  tx: DatabaseOrTransaction,
  admin: AuthenticatedAdmin,
  rows: Selected[],
  action: TBulkQuestionAction,
): Promise<Outcome> {
  switch (action.type) {
    case 'add_tags':
    case 'remove_tags':
      return changeTags(tx, rows, action);
    case 'set_category':
      return setField(tx, rows, 'category', action.category || null);
    case 'set_difficulty':
      return setField(tx, rows, 'difficulty', action.difficulty);
    case 'move':
      return move(tx, admin, rows, action.subjectId);
    case 'retire':
      return retire(tx, rows);
    case 'submit_for_review':
      return setStatus(tx, rows, 'in_review');
    case 'publish':
      return setStatus(tx, rows, 'published');
  }
}

export function createQuestionBulkActions({ db }: { db: Database }) {
  return {
    async apply(admin: AuthenticatedAdmin, request: BulkRequest): Promise<TBulkQuestionResult> {
      const { questionIds, action } = request;
      // Publishing is a reviewer's decision as well as a write.
      if (action.type === 'publish' && !hasPermission(admin.roles, 'questions:review')) {
        throw forbidden();
      }
      return db.transaction(async (tx) => {
        const rows = await tx
          .select(selected)
          .from(questions)
          .where(
            and(
              inArray(questions.id, questionIds),
              isNull(questions.retiredAt),
              withinExamScope(admin, questions.examId),
            ),
          )
          .orderBy(asc(questions.id))
          .for('update');
        if (rows.length !== questionIds.length) throw notFound(QUESTION_NOT_FOUND);

        const outcome = await perform(tx, admin, rows, action);
        for (const { action: versionAction, ids } of outcome.versions) {
          if (ids.length === 0) continue;
          // Deleted questions match nothing here: their history went with them.
          await recordQuestionVersions(tx, {
            where: inArray(questions.id, ids),
            action: versionAction,
            adminId: admin.id,
          });
        }
        if (outcome.changed > 0) {
          await recordAudit(tx, {
            adminId: admin.id,
            action: AUDIT_ACTIONS[action.type],
            entity: 'question',
            details: {
              bulk: true,
              questionIds: outcome.versions.flatMap((version) => version.ids),
              ...outcome.details,
            },
          });
        }
        return {
          action: action.type,
          changed: outcome.changed,
          unchanged: rows.length - outcome.changed,
          deletedQuestions: outcome.deletedQuestions ?? 0,
          retiredQuestions: outcome.retiredQuestions ?? 0,
        };
      });
    },
  };
}
export type QuestionBulkActions = ReturnType<typeof createQuestionBulkActions>;
