import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TExamDeck } from '@prepward/shared/schemas/flashcards';
import { IconDownload, IconList, IconPlayerPlay } from '@tabler/icons-react';
import type { Deck } from './review-session';

const cardsText = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;
const reviewText = (due: number) => `Review ${due} due ${due === 1 ? 'card' : 'cards'}`;

function Counts({ total, due, fresh }: { total: number; due: number; fresh: number }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed">
        {cardsText(total)}
      </Text>
      <Badge color={due > 0 ? 'teal' : 'gray'} variant="light">
        {due} due
      </Badge>
      {fresh > 0 ? (
        <Badge color="blue" variant="light">
          {fresh} new
        </Badge>
      ) : null}
    </Group>
  );
}

type DeckListProps = {
  decks: TExamDeck[];
  onReview: (deck: Deck) => void;
  onBrowse: (deck: Deck) => void;
  onExport: (deck: Deck) => void;
  exporting: boolean;
};

/**
 * Each exam's deck, then its subjects: what is due, a review of it, the list of its cards, an
 * export for Anki.
 */
export function DeckList({ decks, onReview, onBrowse, onExport, exporting }: DeckListProps) {
  return (
    <Stack gap="md">
      {decks.map((deck) => (
        <Card
          key={deck.examId}
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label={deck.examName}
        >
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {deck.examName}
              </Title>
              <Counts total={deck.total} due={deck.due} fresh={deck.new} />
            </Stack>
            <Group gap="xs" wrap="wrap">
              {deck.due > 0 ? (
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                  onClick={() => onReview({ examId: deck.examId })}
                  aria-label={`${reviewText(deck.due)} of ${deck.examName}`}
                >
                  {reviewText(deck.due)}
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconList size={16} aria-hidden="true" />}
                onClick={() => onBrowse({ examId: deck.examId })}
                aria-label={`Browse the cards of ${deck.examName}`}
              >
                Browse
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={exporting}
                onClick={() => onExport({ examId: deck.examId })}
                aria-label={`Export ${deck.examName} to Anki`}
              >
                Export to Anki
              </Button>
            </Group>
          </Group>
          <Stack gap={0} mt="md">
            {deck.subjects.map((subject) => (
              <Group
                key={subject.subjectId ?? 'none'}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {subject.subjectName ?? 'No subject'}
                  </Text>
                  <Counts total={subject.total} due={subject.due} fresh={subject.new} />
                </Stack>
                <Group gap="xs" wrap="wrap">
                  {subject.subjectId ? (
                    <Button
                      variant="subtle"
                      size="sm"
                      onClick={() =>
                        onBrowse({ examId: deck.examId, subjectId: subject.subjectId ?? undefined })
                      }
                      aria-label={`Browse the cards of ${subject.subjectName}`}
                    >
                      Browse
                    </Button>
                  ) : null}
                  {subject.due > 0 && subject.subjectId ? (
                    <Button
                      variant="light"
                      size="sm"
                      onClick={() =>
                        onReview({ examId: deck.examId, subjectId: subject.subjectId ?? undefined })
                      }
                      aria-label={`${reviewText(subject.due)} of ${subject.subjectName}`}
                    >
                      {reviewText(subject.due)}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
