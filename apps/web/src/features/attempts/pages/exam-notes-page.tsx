import {
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { pageCount, paginationSummary } from '@prepward/shared/format';
import { IconNotes, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { BackToMyExams } from '../components/back-to-my-exams';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useExamNotes } from '../api/list-exam-notes';
import { ExamNoteCard } from '../components/exam-note-card';

export const NOTES_PER_PAGE = 10;

/** The search within the notes, kept in the URL when submitted. */
function NoteSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new search from the URL (back button) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search your notes">
      <Group gap="xs" wrap="nowrap" maw={520}>
        <TextInput
          type="search"
          placeholder="Search your notes"
          aria-label="Search your notes"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          flex={1}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}

/** /user/my-exams/:examId/notes: the student's notes on an exam's questions, newest first. */
export function ExamNotesPage() {
  const { examId = '' } = useParams();
  const [params, setParams] = useListParams(NOTES_PER_PAGE);
  const notes = useExamNotes(examId, {
    page: params.page,
    perPage: params.perPage,
    ...(params.search ? { search: params.search } : {}),
  });
  const data = notes.data;
  usePageTitle(data ? `My notes: ${data.exam.name}` : 'My notes');
  const pagination = data?.pagination;
  const pages = pagination ? pageCount(pagination.total, pagination.perPage) : 0;

  return (
    <>
      <BackToMyExams />
      <Stack mt="md" gap={0}>
        <PageHeading
          title="My notes"
          description={
            data
              ? `Your notes on the questions of ${data.exam.name}, the latest first.`
              : 'Your notes on the questions of this exam, the latest first.'
          }
        >
          <NoteSearch value={params.search} onSearch={(search) => setParams({ search })} />
        </PageHeading>
      </Stack>

      {notes.isPending ? <PageLoader /> : null}
      {notes.isError && !data ? (
        <LoadError
          title="Your notes could not be loaded"
          error={notes.error}
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
          maw={640}
        />
      ) : null}
      {data && !data.editable && data.notes.length > 0 ? (
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          Your access to this exam has ended: you can read and delete your notes, and edit them
          again once you renew it.
        </Text>
      ) : null}
      {data && data.notes.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" maw={640}>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconNotes size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600}>
              {data.pagination.total > 0
                ? 'No notes on this page.'
                : params.search
                  ? `No notes match "${params.search}".`
                  : 'No notes yet.'}
            </Text>
            {data.pagination.total > 0 ? (
              <Button variant="light" onClick={() => setParams({ page: 1 })}>
                Go to the first page
              </Button>
            ) : params.search ? (
              <Button variant="light" onClick={() => setParams({ search: null })}>
                Show all notes
              </Button>
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                During a test or in its review, press Notes above a question to write one.
              </Text>
            )}
          </Stack>
        </Card>
      ) : null}
      {data && data.notes.length > 0 ? (
        <Stack gap="md" maw={860}>
          <Stack
            gap="sm"
            style={{ opacity: notes.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={notes.isPlaceholderData}
          >
            {data.notes.map((note) => (
              <ExamNoteCard
                key={note.questionId}
                examId={examId}
                note={note}
                editable={data.editable}
              />
            ))}
          </Stack>
          {pagination ? (
            <Stack gap="xs" align="center">
              <Text size="sm" c="dimmed" aria-live="polite">
                {paginationSummary(pagination.currentPage, pagination.perPage, pagination.total)}
              </Text>
              {pages > 1 ? (
                <Center>
                  <Pagination
                    total={pages}
                    value={params.page}
                    onChange={(page) => setParams({ page })}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                    })}
                    getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  />
                </Center>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
