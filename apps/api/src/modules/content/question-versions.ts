// Every change to a question is kept as a version: the whole question after the change (a
// snapshot), who made it and when, what kind of change and a reviewer's comment. Written in
// the transaction of the change, for one question or thousands (an import) in one statement.
// The history page compares consecutive snapshots; restore writes a snapshot back.
import type { QuestionDifficulty, QuestionStatus } from '@prepward/shared/question-metadata';
import type { QuestionType } from '@prepward/shared/constants';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import {
  admins,
  courses,
  questionOptions,
  questions,
  questionVersions,
  subjects,
} from '../../db/schema';

/** What kind of change a version records. */
export const QUESTION_VERSION_ACTIONS = [
  'created',
  'edited',
  'imported',
  'updated_by_import',
  /** A new question replacing one whose answer key changed after students answered it. */
  'new_version',
  'retired',
  'status_changed',
  'submitted_for_review',
  'approved',
  'sent_back',
  'moved',
  'tagged',
  'restored',
] as const;
export type QuestionVersionAction = (typeof QUESTION_VERSION_ACTIONS)[number];

/** The question as a version keeps it (the same shape as migration 0016's first versions). */
export type QuestionSnapshot = {
  type: QuestionType;
  question: string;
  explanation: string;
  answer: string | null;
  acceptedAnswers: string[];
  options: { value: string; answer: boolean }[];
  courseId: string;
  courseName: string;
  subjectId: string;
  subjectName: string;
  status: QuestionStatus;
  tags: string[];
  category: string | null;
  difficulty: QuestionDifficulty | null;
};

/** SQL: the snapshot of the `questions` row in scope, joined to its course and subject. */
const snapshotOf = sql`jsonb_build_object(
    'type', ${questions.type},
    'question', ${questions.questionHtml},
    'explanation', ${questions.explanationHtml},
    'answer', ${questions.answerText},
    'acceptedAnswers', to_jsonb(${questions.acceptedAnswers}),
    'scoring', ${questions.scoring},
    'layout', ${questions.layout},
    'options', coalesce((select jsonb_agg(jsonb_build_object('value', o.value, 'answer', o.is_correct,
          'part', o.part)
        order by o.position)
      from ${questionOptions} o where o.question_id = ${questions.id}), '[]'::jsonb),
    'courseId', ${questions.courseId},
    'courseName', ${courses.name},
    'subjectId', ${questions.subjectId},
    'subjectName', ${subjects.name},
    'status', ${questions.status},
    'tags', to_jsonb(${questions.tags}),
    'category', ${questions.category},
    'difficulty', ${questions.difficulty})`;

export type VersionEntry = {
  /** The questions whose new state to keep, as they are now in the transaction. */
  where: SQL;
  action: QuestionVersionAction;
  /** null for changes nobody made by hand (the demo catalogue). */
  adminId: string | null;
  comment?: string | null;
};

/**
 * Records a version of every question matching `where`, numbered after the last of its
 * lineage. Call it after the change, in the same transaction; the question rows must be locked
 * by that transaction (an update or `for update`) so two changes cannot take one number.
 */
export async function recordQuestionVersions(
  tx: DatabaseOrTransaction,
  entry: VersionEntry,
): Promise<void> {
  const adminName = entry.adminId
    ? sql`(select ${admins.name} from ${admins} where ${admins.id} = ${entry.adminId})`
    : sql`null`;
  await tx.execute(sql`
    insert into ${questionVersions} (question_id, lineage_id, exam_id, number, action, admin_id,
      admin_name, snapshot, comment)
    select ${questions.id}, ${questions.lineageId}, ${questions.examId},
      coalesce((select max(v.number) from ${questionVersions} v
        where v.lineage_id = ${questions.lineageId}), 0) + 1,
      ${entry.action}, ${entry.adminId}::uuid, ${adminName}, ${snapshotOf}, ${entry.comment ?? null}
    from ${questions}
    join ${courses} on ${courses.id} = ${questions.courseId}
    join ${subjects} on ${subjects.id} = ${questions.subjectId}
    where ${entry.where}`);
}
