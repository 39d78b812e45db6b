import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { PAGINATION } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminSubject } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateSubject } from '../api/create-subject';
import { useDeleteSubject } from '../api/delete-subject';
import { useCourses } from '../api/list-courses';
import { useSubjects } from '../api/list-subjects';
import { useRenameSubject } from '../api/rename-subject';
import { subjectQuestionsPath } from '../lib/paths';
import { CardGrid } from './card-grid';
import { confirmDelete } from './delete-confirm';
import { NameModal } from './name-modal';
import { EditDeleteActions } from './edit-delete-actions';

type SubjectsTabProps = {
  examId: string;
  canWrite: boolean;
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
};

/** The subjects grid of an exam (of one course when `course` is in the URL). */
export function SubjectsTab({ examId, canWrite, params, setParams }: SubjectsTabProps) {
  const courseId = params.get('course');
  const query = useSubjects(examId, {
    page: params.page,
    perPage: params.perPage,
    ...(courseId ? { courseId } : {}),
  });
  // The course filter and the New Subject dialog choose among the exam's courses.
  const courses = useCourses(examId, { page: 1, perPage: PAGINATION.maxPerPage });
  const courseOptions = (courses.data?.courses ?? []).map((course) => ({
    value: course.id,
    label: course.name,
  }));
  const createSubject = useCreateSubject();
  const renameSubject = useRenameSubject();
  const deleteSubject = useDeleteSubject();
  const [dialog, setDialog] = useState<{ subject: TAdminSubject | null } | null>(null);
  const subjects = query.data?.subjects ?? [];

  const remove = (subject: TAdminSubject) =>
    confirmDelete({
      kind: 'subject',
      name: subject.name,
      questionCount: subject.questionCount,
      onConfirm: () =>
        deleteSubject.mutate(subject.id, {
          // The first client says 'course deleted successfully' for subjects too.
          onSuccess: () => notifySuccess(MESSAGES.courseDeleted),
          onError: () => notifyError(MESSAGES.courseDeleteFailed),
        }),
    });

  return (
    <Stack gap="md">
      <Select
        label="Course"
        placeholder="All courses"
        clearable
        searchable
        data={courseOptions}
        value={courseId || null}
        onChange={(value) => setParams({ course: value })}
        w={{ base: '100%', sm: 320 }}
        nothingFoundMessage="No course by that name"
      />
      <CardGrid
        label="subjects"
        newLabel={canWrite ? 'New Subject' : undefined}
        onNew={() => setDialog({ subject: null })}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={
          courseOptions.length === 0 && !courses.isPending
            ? 'Add a course first: subjects belong to a course.'
            : 'No subjects yet.'
        }
        pagination={query.data?.pagination}
        page={params.page}
        perPage={params.perPage}
        onPageChange={(page) => setParams({ page })}
        onPerPageChange={(perPage) => setParams({ perPage })}
        count={subjects.length}
      >
        {subjects.map((subject) => (
          <Card key={subject.id} withBorder padding="md" role="listitem">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {subject.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {subject.courseName}
                </Text>
                <Badge variant="light" color="gray" mt={4}>
                  {subject.questionCount} {subject.questionCount === 1 ? 'question' : 'questions'}
                </Badge>
              </div>
              <Group justify="space-between" gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={subjectQuestionsPath(examId, subject.id)}
                >
                  Questions
                </Button>
                {canWrite ? (
                  <EditDeleteActions
                    noun="subject"
                    name={subject.name}
                    onEdit={() => setDialog({ subject })}
                    onDelete={() => remove(subject)}
                  />
                ) : null}
              </Group>
            </Stack>
          </Card>
        ))}
      </CardGrid>
      {dialog ? (
        <NameModal
          opened
          onClose={() => setDialog(null)}
          title={dialog.subject ? 'Edit subject' : 'New Subject'}
          label="Subject name"
          submitLabel={dialog.subject ? 'Save' : 'Add subject'}
          initialName={dialog.subject?.name ?? ''}
          {...(dialog.subject ? {} : { courses: courseOptions, initialCourseId: courseId })}
          pending={createSubject.isPending || renameSubject.isPending}
          onSubmit={({ name, courseId: chosenCourse }, done) => {
            const onError = (err: unknown) => notifyError(failureMessage(err, MESSAGES.failed));
            if (dialog.subject) {
              renameSubject.mutate(
                { subjectId: dialog.subject.id, name },
                {
                  onError,
                  onSuccess: (message) => {
                    notifySuccess(message);
                    done();
                  },
                },
              );
            } else {
              createSubject.mutate(
                { courseId: chosenCourse, name },
                {
                  onError,
                  onSuccess: () => {
                    notifySuccess('Subject added successfully');
                    done();
                  },
                },
              );
            }
          }}
        />
      ) : null}
    </Stack>
  );
}
