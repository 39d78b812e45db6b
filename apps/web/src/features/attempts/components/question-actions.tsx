import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { MESSAGES } from '@prepward/shared/messages';
import { IconArrowLeft, IconArrowRight, IconFlag, IconTag } from '@tabler/icons-react';

type QuestionActionsProps = {
  /** 'No valid answer selected.' after an empty submit. */
  warning: boolean;
  /** What is known of the current answer's saving, if anything to say. */
  saveStatus: { text: string; attention: boolean } | null;
  submitDisabled: boolean;
  onPrevious: () => void;
  onSubmit: () => void;
  onNext: () => void;
  /** Where the focus goes once a submitted answer locks the options and Submit. */
  nextRef?: Ref<HTMLButtonElement>;
  tagged: boolean;
  tagging: boolean;
  onTag: () => void;
  /** Absent where questions cannot be reported (a free trial). */
  onReport?: () => void;
};

/** Under the question: its save state, Previous, Submit, Next, Tag and Report. */
export function QuestionActions({
  warning,
  saveStatus,
  submitDisabled,
  onPrevious,
  onSubmit,
  onNext,
  nextRef,
  tagged,
  tagging,
  onTag,
  onReport,
}: QuestionActionsProps) {
  return (
    <Stack gap="sm" mt="lg">
      {warning ? (
        <Alert color="yellow" role="alert" py="xs">
          {MESSAGES.noAnswerSelected}
        </Alert>
      ) : null}
      {saveStatus ? (
        <Text
          size="sm"
          c={saveStatus.attention ? 'yellow' : 'dimmed'}
          role={saveStatus.attention ? 'note' : undefined}
        >
          {saveStatus.text}
        </Text>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={onPrevious}
        >
          Previous
        </Button>
        <Button onClick={onSubmit} disabled={submitDisabled}>
          Submit
        </Button>
        <Button
          ref={nextRef}
          variant="default"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          onClick={onNext}
        >
          Next
        </Button>
      </Group>
      <Group gap="xs">
        <Button
          variant={tagged ? 'light' : 'subtle'}
          size="xs"
          leftSection={<IconTag size={16} aria-hidden="true" />}
          aria-pressed={tagged}
          onClick={onTag}
          loading={tagging}
        >
          {tagged ? 'Tagged' : 'Tag'}
        </Button>
        {onReport ? (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconFlag size={16} aria-hidden="true" />}
            onClick={onReport}
          >
            Report
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
