import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useExam } from '../api/get-exam';
import { useDuplicateQuestions, type DuplicateQuestions } from '../api/list-duplicate-questions';
import { EXAMS_PATH, editQuestionPath, examPath, subjectQuestionsPath } from '../lib/paths';

type Side = DuplicateQuestions['pairs'][number]['first'];

function QuestionSide({
  examId,
  side,
  label,
  canEdit,
}: {
  examId: string;
  side: Side;
  label: string;
  canEdit: boolean;
}) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" c="dimmed">
        {label} · {side.subject}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {side.question || '(no text: an image only)'}
      </Text>
      <Group gap="md">
        {canEdit ? (
          <Anchor
            component={Link}
            size="sm"
            to={editQuestionPath(examId, side.subjectId, side.id)}
            aria-label={`Edit ${label.toLowerCase()}`}
          >
            Edit
          </Anchor>
        ) : null}
        <Anchor component={Link} size="sm" to={subjectQuestionsPath(examId, side.subjectId)}>
          Open {side.subject}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * /admin/dashboard/exams/:examId/duplicates: pairs of the exam's questions whose question and
 * options read the same or nearly the same, the most alike first, for an editor to merge or
 * tell apart.
 */
export function AdminDuplicateQuestionsPage() {
  const { examId = '' } = useParams();
  const [params, setParams] = useListParams();
  const exam = useExam(examId);
  const duplicates = useDuplicateQuestions(examId, {
    page: params.page,
    perPage: params.perPage,
  });
  const { can } = useAdminPermissions();
  usePageTitle(exam.data ? `Possible duplicates: ${exam.data.name}` : 'Possible duplicates');

  const heading = (
    <>
      <Breadcrumbs mb="xs" separator="›">
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Anchor component={Link} to={examPath(examId)} size="sm">
          {exam.data?.name ?? 'Exam'}
        </Anchor>
        <Text size="sm">Possible duplicates</Text>
      </Breadcrumbs>
      <PageHeading
        title="Possible duplicates"
        description="Questions of this exam whose text and options read the same or nearly the same (85% alike or more), ignoring formatting, case and the options' order."
      />
    </>
  );

  const data = duplicates.data;
  if (!data) {
    return (
      <>
        {heading}
        {duplicates.isPending ? (
          <PageLoader />
        ) : (
          <LoadError
            title="Could not look for duplicates"
            error={duplicates.error}
            onRetry={() => void duplicates.refetch()}
            retrying={duplicates.isFetching}
          />
        )}
      </>
    );
  }

  return (
    <>
      {heading}
      <Stack gap="md">
        {data.pairs.length === 0 ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
          >
            No possible duplicates: no two questions of this exam are 85% alike or more.
          </Alert>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.pairs.map((pair) => (
              <Card
                key={`${pair.first.id}-${pair.second.id}`}
                component="li"
                withBorder
                padding="sm"
                radius="md"
              >
                <Stack gap="xs">
                  <Badge variant="light" color={pair.similarity === 1 ? 'red' : 'orange'}>
                    {pair.similarity === 1
                      ? 'The same text'
                      : `${Math.floor(pair.similarity * 100)}% alike`}
                  </Badge>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <QuestionSide
                      examId={examId}
                      side={pair.first}
                      label="First question"
                      canEdit={can('questions:write')}
                    />
                    <QuestionSide
                      examId={examId}
                      side={pair.second}
                      label="Second question"
                      canEdit={can('questions:write')}
                    />
                  </SimpleGrid>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {data.pagination.total > 0 ? (
          <TablePagination
            label="pairs"
            page={params.page}
            perPage={params.perPage}
            total={data.pagination.total}
            onPageChange={(page) => setParams({ page })}
            onPerPageChange={(perPage) => setParams({ perPage })}
          />
        ) : null}
      </Stack>
    </>
  );
}
