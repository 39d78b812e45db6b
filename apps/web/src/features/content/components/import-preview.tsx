import { Alert, Checkbox, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type {
  TImportDuplicate,
  TQuestionImportPreview,
  TQuestionImportResult,
} from '@prepward/shared/schemas/content';
import { ImportNotices } from './import-notices';

/** How many possible duplicates the preview lists; the rest are counted. */
const SHOWN_DUPLICATES = 50;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** What the file does to questions, one line each; lines with nothing to say are left out. */
function changeLines(counts: TQuestionImportResult, tense: 'will' | 'did'): string[] {
  const will = tense === 'will';
  const lines = [
    will
      ? `${plural(counts.questionsAdded, 'question', 'questions')} to add`
      : `${counts.questionsAdded} questions added`,
  ];
  if (counts.questionsUpdated > 0) {
    lines.push(
      `${plural(counts.questionsUpdated, 'question', 'questions')} ${will ? 'to update' : 'updated'}`,
    );
  }
  if (counts.questionsRetired > 0) {
    lines.push(
      `${plural(counts.questionsRetired, 'question', 'questions')} ${
        will ? 'to replace' : 'replaced'
      } by a new version: the answer key changed after students answered, so the earlier version is retired and stays in their tests`,
    );
  }
  if (counts.questionsUnchanged > 0) {
    lines.push(`${plural(counts.questionsUnchanged, 'question', 'questions')} unchanged`);
  }
  if (counts.questionsSkipped > 0) {
    lines.push(`${plural(counts.questionsSkipped, 'row', 'rows')} left out as possible duplicates`);
  }
  lines.push(
    will
      ? `${plural(counts.coursesCreated, 'course', 'courses')} to create`
      : `${counts.coursesCreated} courses created`,
    will
      ? `${plural(counts.subjectsCreated, 'subject', 'subjects')} to create`
      : `${counts.subjectsCreated} subjects created`,
  );
  return lines;
}

function describeDuplicate(duplicate: TImportDuplicate): string {
  const [best] = duplicate.matches;
  if (!best) return `Line ${duplicate.line}`;
  const percent =
    best.similarity === 1 ? 'the same text' : `${Math.floor(best.similarity * 100)}% alike`;
  return best.line !== null
    ? `Line ${duplicate.line} repeats line ${best.line} (${percent}): “${duplicate.question}”`
    : `Line ${duplicate.line} is like a question of this exam (${percent}): “${best.question}”`;
}

/** The check of a file before it is imported: what it will do, and what looks repeated. */
export function ImportPreview({
  preview,
  skipDuplicates,
  onSkipDuplicatesChange,
}: {
  preview: TQuestionImportPreview;
  skipDuplicates: boolean;
  onSkipDuplicatesChange: (skip: boolean) => void;
}) {
  const { duplicates } = preview;
  return (
    <Alert color="blue" role="status" title="File checked: nothing is imported yet">
      <Stack gap="xs">
        <List size="sm" spacing={2} aria-label="What the import will do">
          {changeLines(preview, 'will').map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <ImportNotices notices={preview.notices} heading="Notes on the file:" />
        {duplicates.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} fz="sm">
              {plural(duplicates.length, 'new row repeats', 'new rows repeat')} a question
            </Title>
            <Text size="xs" c="dimmed">
              Compared on the question and its options, ignoring formatting and case.
            </Text>
            <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
              <List size="sm" spacing={2} aria-label="Possible duplicates">
                {duplicates.slice(0, SHOWN_DUPLICATES).map((duplicate) => (
                  <List.Item key={duplicate.line}>{describeDuplicate(duplicate)}</List.Item>
                ))}
              </List>
              {duplicates.length > SHOWN_DUPLICATES ? (
                <Text size="sm" mt="xs">
                  and {duplicates.length - SHOWN_DUPLICATES} more
                </Text>
              ) : null}
            </ScrollArea.Autosize>
            <Checkbox
              checked={skipDuplicates}
              onChange={(event) => onSkipDuplicatesChange(event.currentTarget.checked)}
              label={
                duplicates.length === 1
                  ? 'Leave out this row'
                  : `Leave out these ${plural(duplicates.length, 'row', 'rows')}`
              }
            />
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** What an import did. */
export function ImportSummary({ result }: { result: TQuestionImportResult }) {
  return (
    <Alert color="teal" title="Import finished" role="status">
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {changeLines(result, 'did').map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <ImportNotices notices={result.notices} />
      </Stack>
    </Alert>
  );
}
