import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Checkbox,
  Group,
  Spoiler,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { QUESTION_TYPE_LABELS } from '@prepward/shared/constants';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { IconEdit, IconEye, IconHistory, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HtmlContent } from '../../../components/question/html-content';
import { ItemSummary } from './items/item-summary';
import { QuestionMetadataLine } from './question-metadata-line';
import { QuestionStatusBadge } from './question-status-badge';

type QuestionCardProps = {
  question: TAdminQuestion;
  /** Its number in the list. */
  number: number;
  onPreview: () => void;
  /** Where editing happens; absent for those who may not edit. */
  editHref?: string | undefined;
  /** The question's version history. */
  historyHref?: string | undefined;
  onDelete?: (() => void) | undefined;
  /** Show exam, course and subject (lists across subjects). */
  showPlace?: boolean;
  /** A checkbox for bulk actions; absent for those who may not use them. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  /** Workflow buttons under the question (submit for review, approve, send back). */
  actions?: ReactNode;
};

/** A question as administrators review it: type, text, options with the correct ones marked. */
export function QuestionCard({
  question,
  number,
  onPreview,
  editHref,
  historyHref,
  onDelete,
  showPlace = false,
  selection,
  actions,
}: QuestionCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Question ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            {selection ? (
              <Checkbox
                aria-label={`Select question ${number}`}
                checked={selection.checked}
                onChange={(event) => selection.onChange(event.currentTarget.checked)}
              />
            ) : null}
            <Text fw={700}>{number}.</Text>
            <Badge variant="light">{QUESTION_TYPE_LABELS[question.type]}</Badge>
            <QuestionStatusBadge status={question.status} />
            {question.caseStudy ? (
              <Badge variant="outline" color="grape" tt="none" maw="100%">
                Case: {question.caseStudy.title} · step {question.caseStudy.step}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Preview as a student sees it">
              <ActionIcon
                variant="subtle"
                aria-label={`Preview question ${number}`}
                onClick={onPreview}
              >
                <IconEye size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            {editHref ? (
              <Tooltip label="Edit question">
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={editHref}
                  aria-label={`Edit question ${number}`}
                >
                  <IconEdit size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {historyHref ? (
              <Tooltip label="Version history">
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={historyHref}
                  aria-label={`History of question ${number}`}
                >
                  <IconHistory size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {onDelete ? (
              <Tooltip label="Delete question">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete question ${number}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        {showPlace ? (
          <Text size="xs" c="dimmed">
            {question.examName} › {question.courseName} › {question.subjectName}
          </Text>
        ) : null}
        <QuestionMetadataLine question={question} />
        {question.reviewComment ? (
          <Alert color="yellow" variant="light" title="Sent back by the reviewer" p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {question.reviewComment}
            </Text>
          </Alert>
        ) : null}
        <HtmlContent html={question.question} />
        {question.layout.exhibits?.length ? (
          <Text size="sm">
            <Text span fw={600}>
              Exhibit:
            </Text>{' '}
            {question.layout.exhibits.map((exhibit) => exhibit.title).join(', ')}
          </Text>
        ) : null}
        {question.type === 'fill_in_the_blanks' ? (
          <Text size="sm">
            <Text span fw={600}>
              Answer:
            </Text>{' '}
            {question.answer}
            {question.acceptedAnswers.length > 0
              ? ` (also accepted: ${question.acceptedAnswers.join('; ')})`
              : null}
          </Text>
        ) : (
          <ItemSummary type={question.type} layout={question.layout} options={question.options} />
        )}
        {question.explanation ? (
          <Spoiler maxHeight={0} showLabel="Show explanation" hideLabel="Hide explanation">
            <HtmlContent html={question.explanation} />
          </Spoiler>
        ) : (
          <Text size="xs" c="dimmed">
            No explanation.
          </Text>
        )}
        {actions ? (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
