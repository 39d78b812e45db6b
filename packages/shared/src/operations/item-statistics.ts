// Item statistics for content teams: per question of an exam (p-value, discrimination,
// distractors, flags) and an exam summary, from students' final answers in ended tests.
// Read with content:read, within the administrator's exams (another exam answers 404).
// The tag starts with 'content', so a content write refreshes these figures too.
import { z } from 'zod';
import { operation } from '../operation';
import { ZUuid } from '../schemas/common';
import { ZItemStatisticsQuery, ZItemStatisticsReply } from '../schemas/item-statistics';

const tag = 'content: item statistics';
const read = { permission: 'content:read' } as const;

export const ZItemStatisticsParams = z.object({ examId: ZUuid });

export const itemStatisticsOperations = {
  getItemStatistics: operation({
    method: 'GET',
    path: '/admin/exam/:examId/item-statistics',
    tag,
    caller: read,
    summary:
      "Item statistics of an exam's questions (a page, sorted and filtered) and the exam summary",
    params: ZItemStatisticsParams,
    query: ZItemStatisticsQuery,
    reply: ZItemStatisticsReply,
  }),
  exportItemStatistics: operation({
    method: 'GET',
    path: '/admin/exam/:examId/item-statistics/export',
    tag,
    caller: read,
    summary:
      'The item statistics table as CSV (the same filters and sort; page and perPage ignored)',
    params: ZItemStatisticsParams,
    query: ZItemStatisticsQuery,
    reply: 'file',
  }),
};
