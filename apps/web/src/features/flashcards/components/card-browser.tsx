import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FLASHCARD_SOURCE_LABELS, formatInterval } from '@prepward/shared/flashcards';
import { pageCount, paginationSummary } from '@prepward/shared/format';
import type { TFlashcard, TListedFlashcard } from '@prepward/shared/schemas/flashcards';
import { IconArrowLeft, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PrevNext } from '../../../components/admin-table/table-pagination';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { HtmlContent } from '../../../components/question/html-content';
import { formatDate } from '../../../lib/format-date';
import { useFlashcardList } from '../api/list-flashcards';
import { EditCardDialog } from './card-form-dialog';
import { DeleteCardDialog } from './delete-card-dialog';
import type { Deck } from './review-session';

const PER_PAGE = 20;

const STATE_LABELS: Record<TFlashcard['state'], string> = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
};

/** 'Due now', 'Due in 3 days' (within a month), else 'Due 12 Mar 2027'. */
export function dueText(dueAt: string, now: Date = new Date()): string {
  const seconds = (new Date(dueAt).getTime() - now.getTime()) / 1000;
  if (seconds <= 0) return 'Due now';
  if (seconds < 31 * 86_400) return `Due in ${formatInterval(seconds)}`;
  return `Due ${formatDate(dueAt)}`;
}

function CardRow({
  card,
  onEdit,
  onDelete,
}: {
  card: TListedFlashcard;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const backId = `card-back-${card.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs">
        <HtmlContent html={card.front} />
        {open ? (
          <div
            id={backId}
            style={{ borderTop: '1px dashed var(--mantine-color-default-border)', paddingTop: 8 }}
          >
            <HtmlContent html={card.back} />
          </div>
        ) : null}
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={card.state === 'new' ? 'blue' : 'gray'}>
            {STATE_LABELS[card.state]}
          </Badge>
          <Text size="xs" c="dimmed">
            {dueText(card.dueAt)} · {card.subjectName ?? card.examName} ·{' '}
            {FLASHCARD_SOURCE_LABELS[card.source]}
            {card.reps > 0 ? ` · ${card.reps} ${card.reps === 1 ? 'review' : 'reviews'}` : ''}
            {card.lapses > 0 ? ` · forgotten ${card.lapses}×` : ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={backId}
          >
            {open ? 'Hide back' : 'Show back'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={onEdit}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Every card of a deck (all, an exam's, a subject's), due soonest first, 20 a page, with a
 * search in the text of either side: to read, edit or delete a card that is not due.
 */
export function CardBrowser({
  deck,
  title,
  onBack,
}: {
  deck: Deck;
  /** What the deck is: 'All cards', an exam's or a subject's name. */
  title: string;
  onBack: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TFlashcard | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = useFlashcardList({
    ...deck,
    page,
    perPage: PER_PAGE,
    ...(debounced ? { search: debounced } : {}),
  });
  const pagination = list.data?.pagination;
  const pages = pagination ? pageCount(pagination.total, PER_PAGE) : 0;

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onBack}
          px={0}
        >
          Back to decks
        </Button>
      </Group>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <TextInput
        label="Search cards"
        placeholder="Words on the front or back"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={list.isFetching && list.data ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {list.isPending ? <PageLoader /> : null}
      {list.isError && !list.data ? (
        <LoadError
          title="The cards could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.data && list.data.cards.length === 0 ? (
        <Text c="dimmed" size="sm">
          {debounced ? `No cards match '${debounced}'.` : 'This deck has no cards.'}
        </Text>
      ) : null}
      {list.data && list.data.cards.length > 0 ? (
        <ul
          aria-label={title}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 'var(--mantine-spacing-sm)',
          }}
        >
          {list.data.cards.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              onEdit={() => setEditing(card)}
              onDelete={() => setDeleting(card.id)}
            />
          ))}
        </ul>
      ) : null}
      {pagination && pagination.total > 0 ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {paginationSummary(page, PER_PAGE, pagination.total)}
          </Text>
          {pages > 1 ? (
            <Group gap="xs">
              <PrevNext page={page} pages={pages} onPageChange={setPage} label="cards" />
            </Group>
          ) : null}
        </Group>
      ) : null}
      {editing ? (
        <EditCardDialog
          card={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      <DeleteCardDialog
        cardId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // The last card of a later page gone: show the page before.
          if (list.data?.cards.length === 1 && page > 1) setPage(page - 1);
        }}
      />
    </Stack>
  );
}
