import { Anchor, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { PAGINATION } from '@prepward/shared/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useSubjects } from '../api/list-subjects';
import { examPath, newQuestionPath } from '../lib/paths';

type CaseStepSubjectModalProps = {
  examId: string;
  caseStudy: { id: string; title: string };
  step: number;
  onClose: () => void;
};

/**
 * Before writing a step's question: every question belongs to a subject as well, so the
 * administrator picks it, and the question form opens with the case and the step chosen.
 */
export function CaseStepSubjectModal({
  examId,
  caseStudy,
  step,
  onClose,
}: CaseStepSubjectModalProps) {
  const navigate = useNavigate();
  const subjects = useSubjects(examId, { page: 1, perPage: PAGINATION.maxPerPage });
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = subjects.data?.subjects ?? [];
  const courses = [...new Set(list.map((subject) => subject.courseName))];
  const choices = courses.map((course) => ({
    group: course,
    items: list
      .filter((subject) => subject.courseName === course)
      .map((subject) => ({ value: subject.id, label: subject.name })),
  }));

  const go = () => {
    if (!subjectId) {
      setError('Choose the subject of the question');
      return;
    }
    void navigate(newQuestionPath(examId, subjectId, { caseStudyId: caseStudy.id, step }));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Add the question of step ${step}`}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {subjects.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the subjects" />
        </Group>
      ) : subjects.error ? (
        <LoadError
          title="Could not load the subjects"
          error={subjects.error}
          onRetry={() => void subjects.refetch()}
          retrying={subjects.isFetching}
        />
      ) : list.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Every question belongs to a subject: add a course and a subject first.
          </Text>
          <Anchor component={Link} to={examPath(examId, 'subjects')} size="sm">
            Go to the subjects
          </Anchor>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              The question will be step {step} of <strong>{caseStudy.title}</strong>. Like every
              question, it also belongs to a subject: choose it, then write the question.
            </Text>
            <Select
              label="Subject"
              required
              searchable
              data-autofocus
              placeholder="Choose a subject"
              nothingFoundMessage="No subject by that name"
              data={choices}
              value={subjectId}
              onChange={(value) => {
                setSubjectId(value);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Continue to the question form</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
