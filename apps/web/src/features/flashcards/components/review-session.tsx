import {
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  FLASHCARD_RATING_LABELS,
  FLASHCARD_RATINGS,
  formatInterval,
  type FlashcardRating,
} from '@prepward/shared/flashcards';
import { MESSAGES } from '@prepward/shared/messages';
import type { TFlashcard, TQueuedFlashcard } from '@prepward/shared/schemas/flashcards';
import { IconArrowLeft, IconConfetti, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { HtmlContent } from '../../../components/question/html-content';
import { failureMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useFlashcardQueue } from '../api/get-flashcard-queue';
import { useReviewFlashcard } from '../api/review-flashcard';
import { EditCardDialog } from './card-form-dialog';
import { DeleteCardDialog } from './delete-card-dialog';
import classes from './review-session.module.css';

const RATING_COLORS: Record<FlashcardRating, string> = {
  again: 'red',
  hard: 'orange',
  good: 'teal',
  easy: 'blue',
};

export type Deck = { examId?: string; subjectId?: string };

/** Keys typed into a field or a dialog are not shortcuts. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A round of reviews: the front, 'Show answer' (Space), then the back and Again, Hard, Good,
 * Easy with the interval each gives (keys 1 to 4). The cards due when the round began are
 * worked through; when they are done, the next read brings any that came due since.
 */
export function ReviewSession({ deck, onExit }: { deck: Deck; onExit: () => void }) {
  const queue = useFlashcardQueue(deck);
  const review = useReviewFlashcard();
  const [done, setDone] = useState<string[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [edited, setEdited] = useState<Record<string, TFlashcard>>({});
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const cards = (queue.data?.cards ?? []).filter((card) => !done.includes(card.id));
  const read = cards[0];
  const current: TQueuedFlashcard | undefined = read && { ...read, ...edited[read.id] };
  const left = Math.max(cards.length, (queue.data?.dueCount ?? 0) - done.length);

  const finish = (cardId: string) => {
    setDone((ids) => [...ids, cardId]);
    setRevealed(false);
  };
  const rate = (rating: FlashcardRating) => {
    if (!current || !revealed) return;
    const cardId = current.id;
    finish(cardId);
    review.mutate(
      { cardId, rating },
      {
        onError: (error) => {
          // The card comes back to be rated again.
          setDone((ids) => ids.filter((id) => id !== cardId));
          notifyError(failureMessage(error, MESSAGES.failed), { id: 'review-failed' });
        },
      },
    );
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (editing || deleting || isTyping(event.target) || event.ctrlKey || event.metaKey) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        // Space would otherwise press the focused button or scroll the page.
        event.preventDefault();
        if (current) setRevealed(true);
        return;
      }
      const rating = FLASHCARD_RATINGS[Number(event.key) - 1];
      if (revealed && rating) {
        event.preventDefault();
        rate(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (queue.isPending) return <PageLoader />;
  if (queue.isError) {
    return (
      <LoadError
        title="Your cards could not be loaded"
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
        maw={640}
      />
    );
  }

  const backToDecks = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      onClick={onExit}
    >
      Back to decks
    </Button>
  );

  if (!current) {
    return (
      <Stack gap="md" maw={640}>
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconConfetti size={40} aria-hidden="true" />
            <Title order={2} fz="h3">
              {done.length > 0 ? 'Done for now' : 'Nothing due'}
            </Title>
            <Text c="dimmed">
              {done.length > 0
                ? `You reviewed ${done.length} ${done.length === 1 ? 'card' : 'cards'}. Cards you found hard come back in a few minutes; the others on the day they are due.`
                : 'No card of this deck is due now. Come back when the decks show cards due.'}
            </Text>
            <Group justify="center">
              <Button
                variant="default"
                loading={queue.isFetching}
                onClick={() => {
                  setDone([]);
                  void queue.refetch();
                }}
              >
                Check for due cards
              </Button>
              {backToDecks}
            </Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={760} className={classes.session}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        {backToDecks}
        <Text fw={600} aria-live="polite">
          {left} left
        </Text>
      </Group>
      <Card withBorder radius="lg" padding="lg" component="article" aria-label="Flashcard">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Text size="sm" c="dimmed">
            {current.examName}
            {current.subjectName ? ` · ${current.subjectName}` : ''}
          </Text>
          <Group gap={4}>
            {current.state === 'new' ? <Badge variant="light">New</Badge> : null}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <Box aria-label="Front" role="region">
          <HtmlContent html={current.front} />
        </Box>
        {revealed ? (
          <>
            <Divider my="md" />
            <Box aria-label="Back" role="region">
              <HtmlContent html={current.back} />
            </Box>
          </>
        ) : null}
      </Card>

      {revealed ? (
        <SimpleGrid cols={4} spacing="xs" role="group" aria-label="How well did you know it?">
          {FLASHCARD_RATINGS.map((rating, index) => (
            <Button
              key={rating}
              color={RATING_COLORS[rating]}
              variant="light"
              className={classes.rating}
              onClick={() => rate(rating)}
              aria-label={`${FLASHCARD_RATING_LABELS[rating]} ${formatInterval(current.next[rating])}`}
              aria-keyshortcuts={String(index + 1)}
            >
              <Stack gap={2} align="center">
                <span>{FLASHCARD_RATING_LABELS[rating]}</span>
                <Text span size="xs" fw={400}>
                  {formatInterval(current.next[rating])}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      ) : (
        <Button
          size="lg"
          className={classes.show}
          onClick={() => setRevealed(true)}
          aria-keyshortcuts="Space"
        >
          Show answer
        </Button>
      )}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        Keys: Space shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy.
      </Text>

      {editing ? (
        <EditCardDialog
          card={current}
          onClose={() => setEditing(false)}
          onSaved={(card) => {
            setEdited((cards) => ({ ...cards, [card.id]: card }));
            setEditing(false);
          }}
        />
      ) : null}
      <DeleteCardDialog
        cardId={deleting ? current.id : null}
        onClose={() => setDeleting(false)}
        onDeleted={(cardId) => {
          setDeleting(false);
          finish(cardId);
        }}
      />
    </Stack>
  );
}
