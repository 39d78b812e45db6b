import {
  Button,
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { pageCount, paginationSummary } from '@prepward/shared/format';
import type { TCatalogueExam } from '@prepward/shared/schemas/commerce';
import { IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useExams } from '../api/list-exams';
import { ExamCard } from '../components/exam-card';
import { FreeTrialDialog } from '../../../components/free-trial-dialog';
import { LoadError } from '../../../components/load-error';

export const CATALOGUE_PER_PAGE = 9;

/** The user search: a form with placeholder 'Search' and a submit button. */
function SearchForm({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
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
    <form onSubmit={submit} role="search" aria-label="Search exams">
      <Group gap="xs" wrap="nowrap" maw={520}>
        <TextInput
          type="search"
          placeholder="Search"
          aria-label="Search exams by name"
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

/** /user/home: the catalogue. */
export function AllExamsPage() {
  usePageTitle('All Exams');
  const [params, setParams] = useListParams(CATALOGUE_PER_PAGE);
  const exams = useExams({ page: params.page, perPage: params.perPage, search: params.search });
  const [trialExam, setTrialExam] = useState<TCatalogueExam | null>(null);
  // The cards render in slices that let the browser answer between them, not in one long
  // task when the list arrives; the loader shows meanwhile.
  const data = useDeferredValue(exams.data);
  const pagination = data?.pagination;
  const pages = pagination ? pageCount(pagination.total, pagination.perPage) : 0;

  return (
    <>
      <PageHeading
        title="All Exams"
        description="Every exam you can prepare for. Buy months of access, or try 20 questions for free."
      >
        <SearchForm value={params.search} onSearch={(search) => setParams({ search })} />
      </PageHeading>

      {exams.isPending || (exams.data && !data) ? <PageLoader /> : null}
      {exams.isError && !exams.data ? (
        <LoadError
          title="The exams could not be loaded"
          error={exams.error}
          onRetry={() => void exams.refetch()}
          maw={640}
        />
      ) : null}
      {data && data.exams.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" maw={640}>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconZoomQuestion size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600}>
              {params.search ? `No exams match "${params.search}".` : 'No exams yet.'}
            </Text>
            {params.search ? (
              <Button variant="light" onClick={() => setParams({ search: null })}>
                Show all exams
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                New exams will appear here.
              </Text>
            )}
          </Stack>
        </Card>
      ) : null}
      {data && data.exams.length > 0 ? (
        <Stack gap="lg">
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: exams.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={exams.isPlaceholderData}
          >
            {data.exams.map((exam) => (
              <ExamCard key={exam.id} exam={exam} onFreeTrial={setTrialExam} />
            ))}
          </SimpleGrid>
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

      {trialExam ? (
        <FreeTrialDialog
          exam={{ id: trialExam.id, name: trialExam.name }}
          opened
          onClose={() => setTrialExam(null)}
        />
      ) : null}
    </>
  );
}
