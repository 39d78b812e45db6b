import { Alert, Anchor, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useSubject } from '../api/get-subject';
import { useSubjectQuestions } from '../api/list-subject-questions';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { QuestionFilters } from '../components/question-filters';
import { ExportQuestionsMenu } from '../components/export-questions-menu';
import { QuestionList } from '../components/question-list';
import { EXAMS_PATH, examPath, newQuestionPath } from '../lib/paths';
import { hasQuestionFilters, questionFiltersFrom } from '../lib/question-filters';

/** /admin/dashboard/exams/:examId/view/:subjectId/questions: the subject's questions. */
export function AdminSubjectQuestionsPage() {
  const { examId = '', subjectId = '' } = useParams();
  const subject = useSubject(subjectId);
  const [params, setParams] = useListParams();
  const questions = useSubjectQuestions(subjectId, {
    page: params.page,
    perPage: params.perPage,
    search: params.search || undefined,
    ...questionFiltersFrom(params),
  });
  const filtered = Boolean(params.search || hasQuestionFilters(params));
  const { can } = useAdminPermissions();
  // Adding, editing and deleting questions is the admin role's (questions:write).
  const canWrite = can('questions:write');
  usePageTitle(subject.data ? `${subject.data.name} questions` : 'Subject questions');

  if (subject.isPending) return <PageLoader />;
  if (subject.error || !subject.data) {
    return (
      <>
        <PageHeading title="Subject questions" />
        <Alert color="red" title="Could not load this subject" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(subject.error)}</Text>
            <Button component={Link} to={EXAMS_PATH} size="xs" variant="light" color="red">
              Back to Exams
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }
  const { data } = subject;

  return (
    <>
      <Breadcrumbs mb="xs" separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Anchor component={Link} to={examPath(examId)} size="sm">
          {data.examName}
        </Anchor>
        <Anchor
          component={Link}
          to={`${examPath(examId, 'subjects')}&course=${data.courseId}`}
          size="sm"
        >
          {data.courseName}
        </Anchor>
        <Text size="sm">{data.name}</Text>
      </Breadcrumbs>
      <PageHeading
        title={data.name}
        description={`${data.questionCount} ${data.questionCount === 1 ? 'question' : 'questions'} in ${data.courseName}`}
      >
        <Group gap="sm">
          {canWrite ? (
            <Button
              component={Link}
              to={newQuestionPath(examId, subjectId)}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              Add question
            </Button>
          ) : null}
          <ExportQuestionsMenu
            examId={examId}
            subjectId={subjectId}
            disabled={data.questionCount === 0}
            label="Export"
          />
        </Group>
      </PageHeading>
      <Stack gap="md" mb="md">
        <AdminSearchBar
          basis="question text"
          value={params.search}
          onSearch={(search) => setParams({ search })}
        />
        <QuestionFilters params={params} setParams={setParams} examId={examId} />
      </Stack>
      <QuestionList
        data={questions.data}
        isPending={questions.isPending}
        error={questions.error}
        onRetry={() => void questions.refetch()}
        params={params}
        setParams={setParams}
        canWrite={canWrite}
        canReview={can('questions:review')}
        emptyText={
          filtered
            ? 'No questions match these filters.'
            : canWrite
              ? 'No questions yet: add one, or upload a CSV.'
              : 'No questions yet.'
        }
      />
    </>
  );
}
