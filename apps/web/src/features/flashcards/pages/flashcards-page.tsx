import { Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TExamDeck } from '@prepward/shared/schemas/flashcards';
import { IconCards, IconDownload, IconList, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFlashcardDecks } from '../../../api/flashcard-decks';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useExportFlashcards } from '../api/export-flashcards';
import { CardBrowser } from '../components/card-browser';
import { AddCardDialog } from '../components/card-form-dialog';
import { DeckList } from '../components/deck-list';
import { ReviewSession, type Deck } from '../components/review-session';

/** How cards come to be, for the empty state. */
function HowCardsAreMade() {
  return (
    <Card withBorder radius="lg" padding="xl" maw={640}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCards size={30} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={600}>No flashcards yet.</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            A question you answer wrong becomes a card once its answer is shown.
          </List.Item>
          <List.Item>So does a question you tag.</List.Item>
          <List.Item>
            'Make flashcard' under any question whose answer you have seen makes one too.
          </List.Item>
          <List.Item>Or write your own with 'Add card'.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Cards come back when you are about to forget them: the better you know one, the longer
          until you see it again.
        </Text>
      </Stack>
    </Card>
  );
}

/** A deck's name for the browse list's heading, from the decks the page read. */
function deckTitle(decks: TExamDeck[] | undefined, deck: Deck): string {
  if (!deck.examId) return 'All cards';
  const exam = decks?.find((candidate) => candidate.examId === deck.examId);
  if (!deck.subjectId) return exam ? `Cards of ${exam.examName}` : 'Cards of this exam';
  const subject = exam?.subjects.find((candidate) => candidate.subjectId === deck.subjectId);
  return subject?.subjectName ? `Cards of ${subject.subjectName}` : 'Cards of this subject';
}

/**
 * /user/flashcards: the decks with what is due; ?review=1 (with examId, subjectId) is a round of
 * reviews of those cards and ?browse=1 the list of them, so reload and back keep either.
 */
export function FlashcardsPage() {
  usePageTitle('Flashcards');
  const [params, setParams] = useSearchParams();
  const decks = useFlashcardDecks();
  const exporting = useExportFlashcards();
  const [adding, setAdding] = useState(false);
  const reviewing = params.get('review') === '1';
  const browsing = !reviewing && params.get('browse') === '1';
  const deck: Deck = {
    ...(params.get('examId') ? { examId: params.get('examId')! } : {}),
    ...(params.get('subjectId') ? { subjectId: params.get('subjectId')! } : {}),
  };
  const review = (chosen: Deck) => setParams({ review: '1', ...chosen });
  const browse = (chosen: Deck) => setParams({ browse: '1', ...chosen });
  const exportDeck = (chosen: Deck) =>
    exporting.mutate(chosen, {
      onError: (error) => notifyError(failureMessage(error, MESSAGES.failed)),
    });
  const totals = decks.data?.totals;

  return (
    <>
      <PageHeading
        title="Flashcards"
        description="Cards made from your questions, shown again just before you would forget them."
      >
        {!reviewing && !browsing ? (
          <Group gap="xs" wrap="wrap">
            {totals && totals.due > 0 ? (
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                onClick={() => review({})}
              >
                Review {totals.due} due {totals.due === 1 ? 'card' : 'cards'}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add card
            </Button>
            {totals && totals.total > 0 ? (
              <Button
                variant="default"
                leftSection={<IconList size={16} aria-hidden="true" />}
                onClick={() => browse({})}
              >
                Browse cards
              </Button>
            ) : null}
            {totals && totals.total > 0 ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={exporting.isPending}
                onClick={() => exportDeck({})}
              >
                Export to Anki
              </Button>
            ) : null}
          </Group>
        ) : null}
      </PageHeading>

      {reviewing ? (
        <ReviewSession
          key={`${deck.examId ?? ''}:${deck.subjectId ?? ''}`}
          deck={deck}
          onExit={() => setParams({})}
        />
      ) : browsing ? (
        <CardBrowser
          key={`${deck.examId ?? ''}:${deck.subjectId ?? ''}`}
          deck={deck}
          title={deckTitle(decks.data?.decks, deck)}
          onBack={() => setParams({})}
        />
      ) : (
        <>
          {decks.isPending ? <PageLoader /> : null}
          {decks.isError && !decks.data ? (
            <LoadError
              title="Your flashcards could not be loaded"
              error={decks.error}
              onRetry={() => void decks.refetch()}
              retrying={decks.isFetching}
              maw={640}
            />
          ) : null}
          {decks.data && decks.data.decks.length === 0 ? <HowCardsAreMade /> : null}
          {decks.data && decks.data.decks.length > 0 ? (
            <DeckList
              decks={decks.data.decks}
              onReview={review}
              onBrowse={browse}
              onExport={exportDeck}
              exporting={exporting.isPending}
            />
          ) : null}
        </>
      )}
      {adding ? (
        <AddCardDialog opened onClose={() => setAdding(false)} examId={deck.examId} />
      ) : null}
    </>
  );
}
