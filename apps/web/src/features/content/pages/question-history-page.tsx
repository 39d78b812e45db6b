import {
  Accordion,
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TQuestionVersion, TRestoreResult } from '@prepward/shared/schemas/question-history';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useQuestionHistory } from '../api/get-question-history';
import { useRestoreQuestionVersion } from '../api/restore-question-version';
import { VersionItem } from '../components/version-item';
import { editQuestionPath, EXAMS_PATH, examPath, subjectQuestionsPath } from '../lib/paths';

const TITLE = 'Question history';

/** What a restore did, in a sentence added to the server's message. */
const OUTCOME_NOTE: Record<TRestoreResult['outcome'], string | null> = {
  restored: null,
  new_version:
    'Students had answered the question and its correct answers change, so the question they answered was retired (their results stay) and a new version takes its place.',
  revived: 'The question had been deleted after students answered it; it is back in new tests.',
};

/**
 * /admin/dashboard/questions/:questionId/history: every version of the question, newest
 * first, a page at a time; each opens to what changed; the admin role restores one.
 */
export function AdminQuestionHistoryPage() {
  const { questionId = '' } = useParams();
  usePageTitle(TITLE);
  const [params, setParams] = useListParams();
  const history = useQuestionHistory(questionId, { page: params.page, perPage: params.perPage });
  const { can } = useAdminPermissions();
  const restore = useRestoreQuestionVersion();
  const [result, setResult] = useState<(TRestoreResult & { message: string }) | null>(null);
  const canRestore = can('questions:write');

  const confirmRestore = (version: TQuestionVersion) =>
    modals.openConfirmModal({
      title: `Restore version ${version.number}?`,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            The question will read as version {version.number} again: text, options and correct
            answers, explanation, course and subject, tags, category and difficulty. Its status
            stays as it is.
          </Text>
          <Text size="sm">
            Nothing is lost: the restore is kept as a new version. If students have answered the
            question and its correct answers change, a new version of the question takes its place,
            as with any edit.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () =>
        restore.mutate(
          { questionId, versionId: version.id },
          {
            onSuccess: (reply) => {
              setResult(reply);
              notifySuccess(reply.message);
            },
            onError: (error) => notifyError(failureMessage(error, MESSAGES.failed)),
          },
        ),
    });

  const data = history.data;
  const subject = data?.question;
  return (
    <>
      {subject ? (
        <Breadcrumbs mb="xs" separator="›" style={{ flexWrap: 'wrap' }}>
          <Anchor component={Link} to={EXAMS_PATH} size="sm">
            Exams
          </Anchor>
          <Anchor component={Link} to={examPath(subject.examId)} size="sm">
            {subject.examName}
          </Anchor>
          <Anchor
            component={Link}
            to={subjectQuestionsPath(subject.examId, subject.subjectId)}
            size="sm"
          >
            {subject.subjectName}
          </Anchor>
          <Text size="sm">History</Text>
        </Breadcrumbs>
      ) : null}
      <PageHeading
        title={TITLE}
        description={
          subject ? `${subject.preview} (${subject.courseName} › ${subject.subjectName})` : null
        }
      >
        {subject?.liveQuestionId && canRestore ? (
          <Group>
            <Button
              component={Link}
              to={editQuestionPath(subject.examId, subject.subjectId, subject.liveQuestionId)}
              variant="default"
              size="xs"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
            >
              Edit the question
            </Button>
          </Group>
        ) : null}
      </PageHeading>
      <Stack gap="md">
        {subject && !subject.liveQuestionId ? (
          <Alert color="yellow" title="Retired question">
            This question was deleted after students answered it: it is in no new tests. Restoring a
            version brings it back.
          </Alert>
        ) : null}
        {result ? (
          <Alert color="teal" role="status" title={result.message} withCloseButton={false}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">
                {OUTCOME_NOTE[result.outcome] ??
                  `The question reads as version ${result.restoredNumber} again.`}{' '}
                The restore is version {result.versionNumber}.
              </Text>
              <CloseButton aria-label="Dismiss" onClick={() => setResult(null)} />
            </Group>
          </Alert>
        ) : null}
        {history.error && !data ? (
          <LoadError
            title="Could not load the history"
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : !data ? (
          <Center role="status" py="xl">
            <Loader size="sm" aria-hidden="true" />
            <Text ml="sm" size="sm">
              Loading...
            </Text>
          </Center>
        ) : data.versions.length === 0 ? (
          <Card withBorder padding="lg">
            <Text c="dimmed" ta="center">
              {data.pagination.total === 0
                ? 'No versions have been recorded for this question yet.'
                : 'No versions on this page.'}
            </Text>
          </Card>
        ) : (
          <Accordion variant="separated" multiple order={2}>
            {data.versions.map((version) => (
              <VersionItem
                key={version.id}
                version={version}
                onRestore={canRestore ? () => confirmRestore(version) : undefined}
                restoring={restore.isPending && restore.variables.versionId === version.id}
              />
            ))}
          </Accordion>
        )}
        {data && data.pagination.total > 0 ? (
          <TablePagination
            label="versions"
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
