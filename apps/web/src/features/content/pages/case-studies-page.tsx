import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminCaseStudy } from '@prepward/shared/schemas/case-studies';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteCaseStudy } from '../api/delete-case-study';
import { useExam } from '../api/get-exam';
import { useCaseStudies } from '../api/list-case-studies';
import { CaseStepSubjectModal } from '../components/case-step-subject-modal';
import { CaseStudyCard } from '../components/case-study-card';
import { CaseStudyFormModal } from '../components/case-study-form-modal';
import { EXAMS_PATH, examPath } from '../lib/paths';

/** What a case study is, for an exam that has none yet. */
function NoCaseStudies({ onAdd }: { onAdd: (() => void) | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          No case studies yet
        </Title>
        <Text size="sm">
          A case study follows one client over six questions, as the Next Generation NCLEX does. Its
          scenario stays above every question, while each question&apos;s exhibits show the chart as
          it stands at that step (new vital signs, a laboratory result, the provider&apos;s orders),
          and each step asks the next part of clinical judgement: recognise cues, analyse cues,
          prioritise hypotheses, generate solutions, take action, evaluate outcomes.
        </Text>
        <Text size="sm">
          Tests give a case&apos;s questions together and in step order, and results count the case
          as a whole. Add a case study, then give it its questions step by step.
        </Text>
        {onAdd ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            Add case study
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

type Dialog =
  | { kind: 'form'; caseStudy: TAdminCaseStudy | null }
  | { kind: 'step'; caseStudy: TAdminCaseStudy; step: number };

/**
 * /admin/dashboard/exams/:examId/case-studies: the exam's unfolding cases, each with its
 * questions step by step; administrators who write questions add, edit and delete them.
 */
export function AdminCaseStudiesPage() {
  const { examId = '' } = useParams();
  const exam = useExam(examId);
  const caseStudies = useCaseStudies(examId);
  const deleteCaseStudy = useDeleteCaseStudy();
  const { can } = useAdminPermissions();
  const canWrite = can('questions:write');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  usePageTitle(exam.data ? `Case studies: ${exam.data.name}` : 'Case studies');

  const add = () => setDialog({ kind: 'form', caseStudy: null });
  const remove = (caseStudy: TAdminCaseStudy) => {
    const count = caseStudy.questions.length;
    modals.openConfirmModal({
      title: 'Delete case study',
      centered: true,
      children: (
        <>
          <Text size="sm">
            Delete the case study <strong>{caseStudy.title}</strong>?
          </Text>
          <Text size="sm" mt="xs">
            {count === 0
              ? 'It has no questions yet.'
              : `Its ${count === 1 ? 'question stays' : `${count} questions stay`} in the bank, standing alone: no longer shown with this scenario, nor given together in tests.`}
          </Text>
        </>
      ),
      labels: { confirm: 'Delete case study', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteCaseStudy.mutate(caseStudy.id, {
          onSuccess: () => notifySuccess('Case study deleted'),
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });
  };

  const heading = (
    <>
      <Breadcrumbs mb="xs" separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Anchor component={Link} to={examPath(examId)} size="sm">
          {exam.data?.name ?? 'Exam'}
        </Anchor>
        <Text size="sm">Case studies</Text>
      </Breadcrumbs>
      <PageHeading
        title="Case studies"
        description="Unfolding cases: one client's scenario shared by up to six questions, one a step, given together and in step order."
      >
        {canWrite && caseStudies.data?.length ? (
          <Group>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add}>
              Add case study
            </Button>
          </Group>
        ) : null}
      </PageHeading>
    </>
  );

  const list = caseStudies.data;
  return (
    <>
      {heading}
      {!list ? (
        caseStudies.isPending ? (
          <PageLoader />
        ) : (
          <LoadError
            title="Could not load the case studies"
            error={caseStudies.error}
            onRetry={() => void caseStudies.refetch()}
            retrying={caseStudies.isFetching}
          />
        )
      ) : list.length === 0 ? (
        <NoCaseStudies onAdd={canWrite ? add : undefined} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, lg: 2 }}
          spacing="md"
          component="ul"
          aria-label="Case studies"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((caseStudy) => (
            <li key={caseStudy.id}>
              <CaseStudyCard
                caseStudy={caseStudy}
                actions={
                  canWrite
                    ? {
                        onEdit: () => setDialog({ kind: 'form', caseStudy }),
                        onDelete: () => remove(caseStudy),
                        onAddQuestion: (step) => setDialog({ kind: 'step', caseStudy, step }),
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {dialog?.kind === 'form' ? (
        <CaseStudyFormModal
          examId={examId}
          caseStudy={dialog.caseStudy}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'step' ? (
        <CaseStepSubjectModal
          examId={examId}
          caseStudy={dialog.caseStudy}
          step={dialog.step}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
