import { Accordion, Box, Button, Chip, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { startTransition, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ALL_SUBJECTS,
  applyReviewFilter,
  emptyReviewText,
  readReviewFilter,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  statusCounts,
  subjectCounts,
  withReviewFilter,
  type ReviewFilter,
} from '../lib/review-filter';
import { ReviewItem } from './review-item';
import classes from './review-list.module.css';

/** About the height of a closed question with the space after it, for the room kept. */
const ITEM_HEIGHT = 64;
/** Questions rendered per step (see ReviewList). */
const ITEMS_PER_STEP = 8;

/**
 * The question review of a test's results, filtered by outcome (or the student's tags) and by
 * subject, the two combined; each filter's choices say how many questions they would show.
 */
export function ReviewList({ examId, analytics }: { examId: string; analytics: TTestAnalytics }) {
  const { review, breakdown } = analytics;
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readReviewFilter(searchParams, new Set(breakdown.map((row) => row.subjectId)));
  const shown = applyReviewFilter(review, filter);
  const byStatus = statusCounts(review, filter.subject);
  const bySubject = subjectCounts(review, filter.status);
  const statusLabelId = useId();
  const statusName = useId();
  // The questions open: each renders its details only once opened (ReviewItem).
  const [opened, setOpened] = useState<string[]>([]);
  // The questions come a few at a time once the results above them have shown, each step a
  // short task: a hundred questions' items at once held a phone's main thread for a second.
  // Their room is kept meanwhile.
  const [rendered, setRendered] = useState(0);
  useEffect(() => {
    if (rendered >= shown.length) return;
    const step = window.setTimeout(() => {
      startTransition(() => setRendered((count) => count + ITEMS_PER_STEP));
    }, 0);
    return () => window.clearTimeout(step);
  }, [rendered, shown.length]);

  // A new history entry: back and forward go through the filters; the page keeps its place.
  const change = (next: Partial<ReviewFilter>) =>
    setSearchParams((current) => withReviewFilter(current, { ...filter, ...next }), {
      preventScrollReset: true,
    });

  const subjectName = breakdown.find((row) => row.subjectId === filter.subject)?.subjectName;
  const courses = [...new Set(breakdown.map((row) => row.courseName))];
  const subjectChoices = [
    { value: ALL_SUBJECTS, label: `All subjects (${byStatus[filter.status]})` },
    ...courses.map((course) => ({
      group: course,
      items: breakdown
        .filter((row) => row.courseName === course)
        .map((row) => ({
          value: row.subjectId,
          label: `${row.subjectName} (${bySubject.get(row.subjectId) ?? 0})`,
        })),
    })),
  ];

  return (
    <section aria-labelledby="review-title">
      <Stack gap="sm" mb="sm">
        <Title order={2} fz="lg" id="review-title">
          Review
        </Title>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text id={statusLabelId} size="sm" fw={500}>
              Show
            </Text>
            <Chip.Group value={filter.status} onChange={(status) => change({ status })}>
              <Group gap="xs" role="radiogroup" aria-labelledby={statusLabelId}>
                {REVIEW_STATUSES.map((status) => (
                  <Chip
                    key={status}
                    value={status}
                    name={statusName}
                    size="md"
                    classNames={{ label: classes.chipLabel }}
                  >
                    {`${REVIEW_STATUS_LABELS[status]} (${byStatus[status]})`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Select
            label="Subject"
            data={subjectChoices}
            value={filter.subject}
            onChange={(subject) => change({ subject: subject ?? ALL_SUBJECTS })}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
            classNames={{ input: classes.select }}
            // Mantine keeps a closed list mounted, and places it as the page first renders:
            // the browser lays the whole results page out in the middle of React's work.
            comboboxProps={{ keepMounted: false }}
          />
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {`Showing ${shown.length} of ${review.length} ${review.length === 1 ? 'question' : 'questions'}`}
        </Text>
      </Stack>
      {shown.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{emptyReviewText(filter.status, subjectName ?? null)}</Text>
          {filter.status !== 'all' || filter.subject !== ALL_SUBJECTS ? (
            <Button
              variant="subtle"
              mih={44}
              onClick={() => change({ status: 'all', subject: ALL_SUBJECTS })}
            >
              Show every question
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Accordion variant="separated" multiple value={opened} onChange={setOpened}>
          {shown.slice(0, rendered).map((item) => (
            // Numbered as in the test, whatever the filter leaves out.
            <ReviewItem
              key={item.id}
              item={item}
              total={analytics.score.total}
              examId={examId}
              testId={analytics.test.testId}
              opened={opened.includes(item.id)}
            />
          ))}
          {rendered < shown.length ? (
            <Box mih={(shown.length - rendered) * ITEM_HEIGHT} aria-busy="true" />
          ) : null}
        </Accordion>
      )}
    </section>
  );
}
