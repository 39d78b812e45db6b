import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminCourse } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateCourse } from '../api/create-course';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/list-courses';
import { useRenameCourse } from '../api/rename-course';
import { CardGrid } from './card-grid';
import { confirmDelete } from './delete-confirm';
import { NameModal } from './name-modal';
import { EditDeleteActions } from './edit-delete-actions';

type CoursesTabProps = {
  examId: string;
  canWrite: boolean;
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
  onViewSubjects: (course: TAdminCourse) => void;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The courses grid of an exam: cards with edit, delete and View Subjects, and New Course. */
export function CoursesTab({
  examId,
  canWrite,
  params,
  setParams,
  onViewSubjects,
}: CoursesTabProps) {
  const query = useCourses(examId, { page: params.page, perPage: params.perPage });
  const createCourse = useCreateCourse();
  const renameCourse = useRenameCourse();
  const deleteCourse = useDeleteCourse();
  const [dialog, setDialog] = useState<{ course: TAdminCourse | null } | null>(null);
  const courses = query.data?.courses ?? [];

  const remove = (course: TAdminCourse) =>
    confirmDelete({
      kind: 'course',
      name: course.name,
      questionCount: course.questionCount,
      onConfirm: () =>
        deleteCourse.mutate(course.id, {
          onSuccess: () => notifySuccess(MESSAGES.courseDeleted),
          onError: () => notifyError(MESSAGES.courseDeleteFailed),
        }),
    });

  return (
    <>
      <CardGrid
        label="courses"
        newLabel={canWrite ? 'New Course' : undefined}
        onNew={() => setDialog({ course: null })}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={canWrite ? 'No courses yet: add the first one.' : 'No courses yet.'}
        pagination={query.data?.pagination}
        page={params.page}
        perPage={params.perPage}
        onPageChange={(page) => setParams({ page })}
        onPerPageChange={(perPage) => setParams({ perPage })}
        count={courses.length}
      >
        {courses.map((course) => (
          <Card key={course.id} withBorder padding="md" role="listitem">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {course.name}
                </Text>
                <Group gap={6} mt={4}>
                  <Badge variant="light">{plural(course.subjectCount, 'subject')}</Badge>
                  <Badge variant="light" color="gray">
                    {plural(course.questionCount, 'question')}
                  </Badge>
                </Group>
              </div>
              <Group justify="space-between" gap="xs">
                <Button size="xs" variant="light" onClick={() => onViewSubjects(course)}>
                  View Subjects
                </Button>
                {canWrite ? (
                  <EditDeleteActions
                    noun="course"
                    name={course.name}
                    onEdit={() => setDialog({ course })}
                    onDelete={() => remove(course)}
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
          title={dialog.course ? 'Edit course' : 'New Course'}
          label="Course name"
          submitLabel={dialog.course ? 'Save' : 'Add course'}
          initialName={dialog.course?.name ?? ''}
          pending={createCourse.isPending || renameCourse.isPending}
          onSubmit={({ name }, done) => {
            const handlers = {
              onError: (err: unknown) => notifyError(failureMessage(err, MESSAGES.failed)),
            };
            if (dialog.course) {
              renameCourse.mutate(
                { courseId: dialog.course.id, name },
                { ...handlers, onSuccess: (message) => (notifySuccess(message), done()) },
              );
            } else {
              createCourse.mutate(
                { examId, name },
                {
                  ...handlers,
                  onSuccess: () => {
                    notifySuccess('Course added successfully');
                    done();
                  },
                },
              );
            }
          }}
        />
      ) : null}
    </>
  );
}
