// The comment a draft's author reads: what the reviewer said when sending it back, for as long
// as it has stayed a draft since. Read with the question, in the same query, for one question
// or a page of them.
import { sql, type SQL } from 'drizzle-orm';
import { questions, questionVersions } from '../../db/schema';

/**
 * SQL: the comment of the latest 'sent_back' version of the `questions` row in scope, when the
 * question is a draft and every version after that one is a draft too (a question approved or
 * submitted again, then made a draft by hand, shows no stale comment). Null otherwise. Served
 * by the (lineage_id, number) index of question_versions.
 */
export function reviewCommentOf(): SQL<string | null> {
  return sql<string | null>`case when ${questions.status} = 'draft' then (
    select v.comment from ${questionVersions} v
    where v.lineage_id = ${questions.lineageId} and v.action = 'sent_back'
      and not exists (select 1 from ${questionVersions} w
        where w.lineage_id = v.lineage_id and w.number > v.number
          and w.snapshot ->> 'status' <> 'draft')
    order by v.number desc limit 1) end`;
}
