import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUploadExamImage } from '../api/upload-exam-image';
import { formatBytes } from '../lib/format-bytes';
import { ImageDropzone } from './image-dropzone';
import { UploadProgressBar } from './upload-progress';

type ExamImageModalProps = { opened: boolean; onClose: () => void; exam: TAdminExam | null };

/** The upload exam image dialog: one image, its progress, and a fresh dialog after success. */
export function ExamImageModal({ opened, onClose, exam }: ExamImageModalProps) {
  const upload = useUploadExamImage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setPercent(null);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const submit = () => {
    if (!exam || !file) return;
    setProblem(null);
    setPercent(0);
    upload.mutate(
      {
        examId: exam.id,
        file,
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
      },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.imageUploadSuccess);
          reset();
          onClose();
        },
        onError: (err) => {
          setPercent(null);
          // Said once, where the image was chosen: the server's reason, no toast besides.
          setProblem(failureMessage(err, MESSAGES.imageUploadFailed));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload exam image"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        {exam ? (
          <Text size="sm" c="dimmed">
            {exam.name}
          </Text>
        ) : null}
        <ImageDropzone
          label="Exam image"
          disabled={upload.isPending}
          onFile={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          onReject={setProblem}
        />
        {file ? (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            Chosen: {file.name} ({formatBytes(file.size)})
          </Text>
        ) : null}
        {percent !== null ? (
          <UploadProgressBar percent={percent} workingLabel="Checking and saving the image…" />
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
