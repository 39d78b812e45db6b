import {
  Autocomplete,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import {
  CLIENT_NEED_CATEGORIES,
  QUESTION_DIFFICULTIES,
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_METADATA_LIMITS,
  type QuestionDifficulty,
} from '@prepward/shared/question-metadata';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import type { TBulkQuestionRequest } from '@prepward/shared/schemas/question-bank';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBulkQuestionAction } from '../api/bulk-question-action';
import { useQuestionFacets } from '../api/list-question-facets';
import { useSubjects } from '../api/list-subjects';

type BulkAction = TBulkQuestionRequest['action'];

const countOf = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/**
 * What can be done to the selected questions at once: tag, classify (category, difficulty),
 * move, submit for review, publish (reviewers), retire. Each asks first; the server's reply
 * (how many changed) is the toast.
 */
export function QuestionBulkBar({
  selected,
  canPublish,
  onDone,
}: {
  selected: TAdminQuestion[];
  canPublish: boolean;
  /** After a change went through: the selection is cleared. */
  onDone: () => void;
}) {
  const bulk = useBulkQuestionAction();
  const [dialog, setDialog] = useState<'tags' | 'classify' | 'move' | null>(null);
  const examIds = [...new Set(selected.map((question) => question.examId))];
  const count = countOf(selected.length);

  const run = (action: BulkAction) =>
    bulk.mutate(
      { questionIds: selected.map((question) => question.id), action },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setDialog(null);
          onDone();
        },
        onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
      },
    );
  const confirm = (title: string, text: string, label: string, action: BulkAction, red = false) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: red ? { color: 'red' } : {},
      onConfirm: () => run(action),
    });

  return (
    // Sticky under the header, so it stays in reach while questions further down are ticked.
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="region"
      aria-label="Bulk actions"
      shadow="xs"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 2 }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {count} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => setDialog('tags')}>
            Tag
          </Button>
          <Button size="xs" variant="light" onClick={() => setDialog('classify')}>
            Classify
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={examIds.length !== 1}
            title={examIds.length === 1 ? undefined : 'Questions move within one exam'}
            onClick={() => setDialog('move')}
          >
            Move
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={bulk.isPending}
            onClick={() =>
              confirm(
                'Submit for review',
                `Submit the drafts among the ${count} for review? Questions in review or published stay as they are.`,
                'Submit for review',
                { type: 'submit_for_review' },
              )
            }
          >
            Submit for review
          </Button>
          {canPublish ? (
            <Button
              size="xs"
              variant="light"
              loading={bulk.isPending}
              onClick={() =>
                confirm(
                  'Publish',
                  `Publish the ${count}? Published questions reach students in new tests.`,
                  'Publish',
                  { type: 'publish' },
                )
              }
            >
              Publish
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={bulk.isPending}
            onClick={() =>
              confirm(
                'Retire questions',
                `Remove the ${count}? Questions students have met are retired: they leave new tests and the answers given stay. The others are deleted.`,
                'Retire',
                { type: 'retire' },
                true,
              )
            }
          >
            Retire
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Clear selection
          </Button>
        </Group>
      </Group>
      <TagDialog
        opened={dialog === 'tags'}
        count={count}
        examId={examIds.length === 1 ? examIds[0] : undefined}
        pending={bulk.isPending}
        onClose={() => setDialog(null)}
        onApply={run}
      />
      <ClassifyDialog
        opened={dialog === 'classify'}
        count={count}
        examId={examIds.length === 1 ? examIds[0] : undefined}
        pending={bulk.isPending}
        onClose={() => setDialog(null)}
        onApply={run}
      />
      {examIds.length === 1 && examIds[0] ? (
        <MoveDialog
          opened={dialog === 'move'}
          count={count}
          examId={examIds[0]}
          pending={bulk.isPending}
          onClose={() => setDialog(null)}
          onApply={run}
        />
      ) : null}
    </Paper>
  );
}

type DialogProps = {
  opened: boolean;
  count: string;
  pending: boolean;
  onClose: () => void;
  onApply: (action: BulkAction) => void;
};

function TagDialog({
  opened,
  count,
  examId,
  pending,
  onClose,
  onApply,
}: DialogProps & { examId: string | undefined }) {
  const [mode, setMode] = useState<'add_tags' | 'remove_tags'>('add_tags');
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const facets = useQuestionFacets(examId);
  return (
    <Modal opened={opened} onClose={onClose} title={`Tag ${count}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (tags.length === 0) {
            setError('Name at least one tag');
            return;
          }
          onApply({ type: mode, tags });
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="Add or remove"
            value={mode}
            onChange={(value) => setMode(value)}
            data={[
              { value: 'add_tags', label: 'Add tags' },
              { value: 'remove_tags', label: 'Remove tags' },
            ]}
          />
          <TagsInput
            label="Tags"
            description="Press Enter after each tag"
            data={(facets.data?.tags ?? []).map((facet) => facet.name)}
            value={tags}
            onChange={(value) => {
              setTags(value);
              setError(null);
            }}
            maxTags={QUESTION_METADATA_LIMITS.tags}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {mode === 'add_tags' ? 'Add tags' : 'Remove tags'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const DIFFICULTY_OPTIONS = QUESTION_DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: QUESTION_DIFFICULTY_LABELS[difficulty],
}));

/** One category or one difficulty for every selected question; left empty, it is cleared. */
function ClassifyDialog({
  opened,
  count,
  examId,
  pending,
  onClose,
  onApply,
}: DialogProps & { examId: string | undefined }) {
  const [field, setField] = useState<'category' | 'difficulty'>('category');
  const [category, setCategory] = useState('');
  const [difficulty, setDifficulty] = useState<QuestionDifficulty | null>(null);
  const facets = useQuestionFacets(examId);
  const categories = [
    ...new Set([...CLIENT_NEED_CATEGORIES, ...(facets.data?.categories ?? []).map((c) => c.name)]),
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={`Classify ${count}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply(
            field === 'category'
              ? { type: 'set_category', category }
              : { type: 'set_difficulty', difficulty },
          );
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="What to set"
            value={field}
            onChange={setField}
            data={[
              { value: 'category', label: 'Category' },
              { value: 'difficulty', label: 'Difficulty' },
            ]}
          />
          {field === 'category' ? (
            <Autocomplete
              label="Category"
              description="Left empty, the category is cleared"
              data={categories}
              maxLength={QUESTION_METADATA_LIMITS.category}
              value={category}
              onChange={setCategory}
              data-autofocus
            />
          ) : (
            <Select
              label="Difficulty"
              description="Left empty, the difficulty is cleared"
              placeholder="Not set"
              clearable
              data={DIFFICULTY_OPTIONS}
              value={difficulty}
              onChange={setDifficulty}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {field === 'category' ? 'Set category' : 'Set difficulty'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MoveDialog({
  opened,
  count,
  examId,
  pending,
  onClose,
  onApply,
}: DialogProps & { examId: string }) {
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subjects = useSubjects(examId, { page: 1, perPage: 100 }, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={`Move ${count}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!subjectId) {
            setError('Choose a subject');
            return;
          }
          onApply({ type: 'move', subjectId });
        }}
      >
        <Stack gap="md">
          <Select
            label="Subject"
            description="A subject of the same exam"
            placeholder={subjects.isPending ? 'Loading subjects...' : 'Choose a subject'}
            searchable
            data={(subjects.data?.subjects ?? []).map((subject) => ({
              value: subject.id,
              label: `${subject.name} (${subject.courseName})`,
            }))}
            value={subjectId}
            onChange={(value) => {
              setSubjectId(value);
              setError(null);
            }}
            error={error}
            nothingFoundMessage="No subject by that name"
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
