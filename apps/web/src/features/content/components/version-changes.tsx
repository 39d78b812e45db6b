import { Badge, List, Stack, Text } from '@mantine/core';
import type { TQuestionChange } from '@prepward/shared/schemas/question-history';
import { Added, Removed, WordDiff } from './word-diff';

type Of<K extends TQuestionChange['kind']> = Extract<TQuestionChange, { kind: K }>;

const NONE = 'none';

/** 'Correct' in words, not only as a colour or a tick. */
function CorrectMark({ correct }: { correct: boolean | null }) {
  if (!correct) return null;
  return (
    <Badge size="sm" color="teal" variant="light" ml={6}>
      Correct
    </Badge>
  );
}

function TextChange({ change }: { change: Of<'text'> }) {
  return (
    <>
      <Text fw={600}>{change.label}</Text>
      <Text component="div">
        <WordDiff segments={change.diff} />
      </Text>
      {change.formattingOnly ? (
        <Text size="sm" c="dimmed">
          Only formatting, links or images changed: the words are the same.
        </Text>
      ) : null}
    </>
  );
}

function ValueChange({ change }: { change: Of<'value'> }) {
  return (
    <Text>
      <Text span fw={600}>
        {change.label}:
      </Text>{' '}
      <Removed>{change.before ?? NONE}</Removed> <span aria-hidden="true">→</span>{' '}
      <Added>{change.after ?? NONE}</Added>
    </Text>
  );
}

function ListChange({ change }: { change: Of<'list'> }) {
  const side = (items: string[], marked: string[], Mark: typeof Added) =>
    items.length === 0 ? (
      NONE
    ) : (
      <List size="sm" spacing={2} withPadding>
        {items.map((item) => (
          <List.Item key={item}>{marked.includes(item) ? <Mark>{item}</Mark> : item}</List.Item>
        ))}
      </List>
    );
  return (
    <>
      <Text fw={600}>{change.label}</Text>
      <Text size="sm" component="div">
        Before: {side(change.before, change.removed, Removed)}
      </Text>
      <Text size="sm" component="div">
        After: {side(change.after, change.added, Added)}
      </Text>
    </>
  );
}

function OptionChange({ change }: { change: Of<'option'> }) {
  const was =
    change.letterBefore && change.letterAfter && change.letterBefore !== change.letterAfter
      ? ` (was ${change.letterBefore})`
      : '';
  const markChanged =
    change.correctBefore !== null &&
    change.correctAfter !== null &&
    change.correctBefore !== change.correctAfter;
  return (
    <>
      <Text fw={600}>
        {change.label}
        {was} {change.change}
      </Text>
      <Text component="div">
        {change.change === 'added' ? <Added>{change.after}</Added> : null}
        {change.change === 'removed' ? <Removed>{change.before}</Removed> : null}
        {change.change === 'reworded' && change.diff ? <WordDiff segments={change.diff} /> : null}
        {change.change === 'moved' ? change.after : null}
        <CorrectMark
          correct={change.change === 'removed' ? change.correctBefore : change.correctAfter}
        />
      </Text>
      {markChanged ? (
        <Text size="sm" c="dimmed">
          {change.correctAfter
            ? 'Now a correct answer; it was not.'
            : 'No longer a correct answer.'}
        </Text>
      ) : null}
    </>
  );
}

function ChangeView({ change }: { change: TQuestionChange }) {
  switch (change.kind) {
    case 'text':
      return <TextChange change={change} />;
    case 'value':
      return <ValueChange change={change} />;
    case 'list':
      return <ListChange change={change} />;
    case 'option':
      return <OptionChange change={change} />;
  }
}

/** What changed in a version against the one before: the changed fields only. */
export function VersionChanges({ changes }: { changes: TQuestionChange[] }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
      {changes.map((change, index) => (
        <Stack component="li" key={`${change.field}-${change.label}-${index}`} gap={4}>
          <ChangeView change={change} />
        </Stack>
      ))}
    </Stack>
  );
}
