import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { optionLetter, QUESTION_TYPE_LABELS } from '@prepward/shared/constants';
import {
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_STATUS_LABELS,
} from '@prepward/shared/question-metadata';
import { hasParts, type TItemLayout } from '@prepward/shared/item-types';
import type { TQuestionSnapshot } from '@prepward/shared/schemas/question-history';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/question/html-content';
import { ItemSummary, type SummaryOption } from './items/item-summary';

/**
 * A version of a Next Generation question may carry its options' parts and its layout; the
 * snapshot schema does not name them yet, so they are read when present.
 */
type ItemSnapshot = { layout?: TItemLayout; options: SummaryOption[] };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The whole question as a version keeps it, options with their correct marks in words. */
export function VersionSnapshot({ snapshot }: { snapshot: TQuestionSnapshot }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{QUESTION_TYPE_LABELS[snapshot.type]}</Badge>
        <Badge variant="outline">{QUESTION_STATUS_LABELS[snapshot.status]}</Badge>
      </Group>
      <HtmlContent html={snapshot.question} />
      {hasParts(snapshot.type) ? (
        <ItemSummary
          type={snapshot.type}
          layout={(snapshot as ItemSnapshot).layout}
          options={(snapshot as ItemSnapshot).options}
        />
      ) : snapshot.type === 'fill_in_the_blanks' ? (
        <>
          <Field label="Answer">{snapshot.answer ?? 'none'}</Field>
          {snapshot.acceptedAnswers.length > 0 ? (
            <Field label="Also accepted">{snapshot.acceptedAnswers.join('; ')}</Field>
          ) : null}
        </>
      ) : (
        <Stack
          component="ol"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Options"
        >
          {snapshot.options.map((option, index) => (
            <Group
              key={index}
              component="li"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              p={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `1px solid ${option.answer ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-gray-3)'}`,
              }}
            >
              <Text fw={700} w={20}>
                {optionLetter(index)}.
              </Text>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <HtmlContent html={option.value} />
              </Box>
              {option.answer ? (
                <Badge size="sm" color="teal" variant="light">
                  Correct
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {snapshot.explanation ? (
        <Box>
          <Text size="sm" fw={600}>
            Explanation
          </Text>
          <HtmlContent html={snapshot.explanation} />
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          No explanation.
        </Text>
      )}
      <Field label="Course and subject">
        {snapshot.courseName} › {snapshot.subjectName}
      </Field>
      <Field label="Tags">{snapshot.tags.length > 0 ? snapshot.tags.join(', ') : 'none'}</Field>
      <Field label="Category">{snapshot.category ?? 'none'}</Field>
      <Field label="Difficulty">
        {snapshot.difficulty ? QUESTION_DIFFICULTY_LABELS[snapshot.difficulty] : 'none'}
      </Field>
    </Stack>
  );
}
