import { Button, Card, Code, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatPrice } from '@prepward/shared/format';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminExamDetail } from '@prepward/shared/schemas/content';
import { IconCopy, IconEdit, IconFileCertificate, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteExam } from '../api/delete-exam';
import { copyWithToast } from '../lib/clipboard';
import { formatDate } from '../../../lib/format-date';
import { EXAMS_PATH } from '../lib/paths';
import { confirmDelete } from './delete-confirm';
import { ExamFormModal } from './exam-form-modal';
import { ExamImageModal } from './exam-image-modal';
import { ExportQuestionsMenu } from './export-questions-menu';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

type ExamInfoTabProps = { exam: TAdminExamDetail; canWrite: boolean; canDelete: boolean };

/** The info tab: copy-exam-id, name, description, image, price and the edit buttons. */
export function ExamInfoTab({ exam, canWrite, canDelete }: ExamInfoTabProps) {
  const navigate = useNavigate();
  const [editOpened, editModal] = useDisclosure(false);
  const [imageOpened, imageModal] = useDisclosure(false);
  const deleteExam = useDeleteExam();

  const remove = () =>
    confirmDelete({
      kind: 'exam',
      name: exam.name,
      questionCount: exam.questionCount,
      onConfirm: () =>
        deleteExam.mutate(exam.id, {
          onSuccess: (message) => {
            notifySuccess(message);
            void navigate(EXAMS_PATH);
          },
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {exam.imageUrl ? (
          <Image
            src={exam.imageUrl}
            alt={`${exam.name} image`}
            w={{ base: '100%', xs: 220 }}
            h={160}
            fit="cover"
            radius="md"
          />
        ) : (
          <Card
            withBorder
            w={{ base: '100%', xs: 220 }}
            h={160}
            bg="gray.0"
            style={{ display: 'grid', placeItems: 'center' }}
          >
            <Stack align="center" gap={4}>
              <IconFileCertificate
                size={40}
                aria-hidden="true"
                color="var(--mantine-color-gray-6)"
              />
              <Text size="xs" c="dimmed">
                No image yet
              </Text>
            </Stack>
          </Card>
        )}
        <Stack gap="xs" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {exam.name}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{exam.description || 'No description.'}</Text>
          <Group gap="xs">
            <Code style={{ overflowWrap: 'anywhere' }}>{exam.id}</Code>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCopy size={14} aria-hidden="true" />}
              onClick={() =>
                void copyWithToast(exam.id, {
                  success: MESSAGES.idCopied,
                  failure: MESSAGES.idCopyFailed,
                })
              }
            >
              Copy exam ID
            </Button>
          </Group>
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        <Fact label="Price" value={`${formatPrice(exam.subscriptionAmount)}/month`} />
        <Fact label="Mock questions" value={String(exam.mockQuestions)} />
        <Fact label="Mock test time" value={`${exam.mockTestTime} min`} />
        <Fact label="Pass mark" value={exam.passMark === null ? 'None' : `${exam.passMark}%`} />
        <Fact label="Courses" value={String(exam.courseCount)} />
        <Fact label="Subjects" value={String(exam.subjectCount)} />
        <Fact label="Questions" value={String(exam.questionCount)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Added {formatDate(exam.createdAt)} · {exam.activeSubscriptions}{' '}
        {exam.activeSubscriptions === 1 ? 'student has' : 'students have'} active access
      </Text>

      <Group gap="sm">
        {canWrite ? (
          <>
            <Button
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={editModal.open}
            >
              Edit exam
            </Button>
            <Button
              variant="light"
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              onClick={imageModal.open}
            >
              Upload image
            </Button>
          </>
        ) : null}
        <ExportQuestionsMenu examId={exam.id} disabled={exam.questionCount === 0} />
        {canDelete ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={remove}
            loading={deleteExam.isPending}
          >
            Delete exam
          </Button>
        ) : null}
      </Group>
      {canWrite ? (
        <>
          <ExamFormModal opened={editOpened} onClose={editModal.close} exam={exam} />
          <ExamImageModal opened={imageOpened} onClose={imageModal.close} exam={exam} />
        </>
      ) : null}
    </Stack>
  );
}
