import { Alert, Anchor, Breadcrumbs, Button, Grid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { ZCaseStep } from '@prepward/shared/schemas/content';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, failureMessage, isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateQuestion } from '../api/create-question';
import { useCaseStudies } from '../api/list-case-studies';
import { useQuestion } from '../api/get-question';
import { useQuestionFacets } from '../api/list-question-facets';
import { useSubject } from '../api/get-subject';
import { useUpdateQuestion } from '../api/update-question';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import type { CaseChoice } from '../components/question-case-fields';
import { QuestionForm } from '../components/question-form';
import { QuestionImagePanel } from '../components/question-image-panel';
import { EXAMS_PATH, examPath, questionHistoryPath, subjectQuestionsPath } from '../lib/paths';
import {
  emptyQuestionForm,
  questionFormFrom,
  serverFieldErrors,
  type QuestionCaseValues,
} from '../lib/question-form';

/** A new question's case and step from the address (?case=&step=, as a case study offers). */
function placeFromSearch(search: URLSearchParams): QuestionCaseValues | undefined {
  const caseStudyId = search.get('case');
  if (!caseStudyId) return undefined;
  const step = ZCaseStep.safeParse(Number(search.get('step')));
  return { caseStudyId, caseStep: step.success ? step.data : null };
}

/**
 * .../questions/new and .../questions/:questionId/edit: the question form, the image panel
 * and (when adding) Bulk Upload Questions.
 */
export function AdminQuestionEditorPage() {
  const { examId = '', subjectId = '', questionId } = useParams();
  const editing = Boolean(questionId);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const subject = useSubject(subjectId);
  const question = useQuestion(questionId);
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const { can, isPending: permissionsPending } = useAdminPermissions();
  const facets = useQuestionFacets(examId);
  const suggestions = {
    tagSuggestions: (facets.data?.tags ?? []).map((facet) => facet.name),
    categorySuggestions: (facets.data?.categories ?? []).map((facet) => facet.name),
  };
  const caseStudies = useCaseStudies(examId);
  // Each case with the steps its other questions hold; the question's own case even before
  // the list arrives (or if it cannot), so that the form shows where the question stands.
  const caseChoices: CaseChoice[] = (caseStudies.data ?? []).map((caseStudy) => ({
    id: caseStudy.id,
    title: caseStudy.title,
    takenSteps: caseStudy.questions
      .filter((other) => other.id !== questionId)
      .map((other) => other.step),
  }));
  const ownCase = question.data?.caseStudy;
  if (ownCase && !caseChoices.some((choice) => choice.id === ownCase.id)) {
    caseChoices.unshift({ id: ownCase.id, title: ownCase.title, takenSteps: [] });
  }
  const place = placeFromSearch(search);
  usePageTitle(editing ? 'Edit question' : 'Add question');
  const listPath = subjectQuestionsPath(examId, subjectId);

  if (subject.isPending || permissionsPending || (editing && question.isPending)) {
    return <PageLoader />;
  }
  const loadError = subject.error ?? (editing ? question.error : null);
  if (loadError || !subject.data || (editing && !question.data)) {
    return (
      <>
        <PageHeading title={editing ? 'Edit question' : 'Add question'} />
        <Alert color="red" title="Could not load this question" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(loadError)}</Text>
            <Button component={Link} to={EXAMS_PATH} size="xs" variant="light" color="red">
              Back to Exams
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }
  // The form, its correct-answer select and Bulk Upload Questions are the admin role's.
  if (!can('questions:write')) {
    return (
      <>
        <PageHeading title={editing ? 'Edit question' : 'Add question'} />
        <Alert color="yellow" title="View only" role="alert">
          Only the admin role adds and changes questions.{' '}
          <Anchor component={Link} to={listPath}>
            Back to the questions
          </Anchor>
        </Alert>
      </>
    );
  }

  return (
    <>
      <Breadcrumbs mb="xs" separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Anchor component={Link} to={examPath(examId)} size="sm">
          {subject.data.examName}
        </Anchor>
        <Anchor component={Link} to={listPath} size="sm">
          {subject.data.name}
        </Anchor>
        <Text size="sm">{editing ? 'Edit question' : 'Add question'}</Text>
      </Breadcrumbs>
      <PageHeading
        title={editing ? 'Edit question' : 'Add question'}
        description={`${subject.data.courseName} › ${subject.data.name}`}
      />
      {editing && question.data?.reviewComment ? (
        <Alert color="yellow" title="Sent back by the reviewer" mb="lg">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {question.data.reviewComment}
          </Text>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {editing && question.data ? (
            <QuestionForm
              key={question.data.id}
              initialValues={questionFormFrom(question.data)}
              submitLabel="Save changes"
              pending={updateQuestion.isPending}
              {...suggestions}
              caseStudies={caseChoices}
              onSubmit={(request, _reset, setErrors) =>
                updateQuestion.mutate(
                  { questionId: question.data.id, question: request },
                  {
                    onSuccess: ({ message }) => {
                      notifySuccess(message);
                      void navigate(listPath);
                    },
                    onError: (err) => {
                      if (isApiError(err)) setErrors(serverFieldErrors(err.details));
                      notifyError(failureMessage(err, MESSAGES.failed));
                    },
                  },
                )
              }
            />
          ) : (
            <QuestionForm
              initialValues={place ? emptyQuestionForm(undefined, undefined, place) : undefined}
              submitLabel="Submit"
              pending={createQuestion.isPending}
              {...suggestions}
              caseStudies={caseChoices}
              onSubmit={(request, reset, setErrors) =>
                createQuestion.mutate(
                  { subjectId, question: request },
                  {
                    onSuccess: ({ message }) => {
                      notifySuccess(message);
                      reset();
                      window.scrollTo({ top: 0 });
                    },
                    onError: (err) => {
                      if (isApiError(err)) setErrors(serverFieldErrors(err.details));
                      notifyError(failureMessage(err, MESSAGES.failed));
                    },
                  },
                )
              }
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <QuestionImagePanel />
            {editing ? null : <BulkUploadPanel examId={examId} />}
            {questionId ? (
              <Button component={Link} to={questionHistoryPath(questionId)} variant="default">
                History and restore
              </Button>
            ) : null}
            <Button component={Link} to={listPath} variant="subtle">
              Back to the questions of {subject.data.name}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
