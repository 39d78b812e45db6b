import { Badge } from '@mantine/core';
import { QUESTION_STATUS_LABELS, type QuestionStatus } from '@prepward/shared/question-metadata';

const COLORS: Record<QuestionStatus, string> = {
  draft: 'gray',
  in_review: 'orange',
  published: 'teal',
};

/** Where a question stands, in words (the colour only repeats them). */
export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {QUESTION_STATUS_LABELS[status]}
    </Badge>
  );
}
