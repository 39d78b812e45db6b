import { Alert, Button, Card, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUploadImage } from '../api/upload-image';
import { copyWithToast } from '../lib/clipboard';
import { ImageDropzone } from './image-dropzone';
import { UploadProgressBar } from './upload-progress';

/** Upload an image and get its URL to paste into the editor, with a copy button. */
export function QuestionImagePanel() {
  const upload = useUploadImage();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [url, setUrl] = useState('');

  const send = (file: File) => {
    setProblem(null);
    setPercent(0);
    upload.mutate(
      { file, onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)) },
      {
        onSuccess: (stored) => {
          setPercent(null);
          setUrl(stored);
          notifySuccess(MESSAGES.imageUploadSuccess);
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
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Question image
        </Title>
        <Text size="sm" c="dimmed">
          Upload an image to get its URL, or use Insert image in the editor&apos;s toolbar.
        </Text>
        <ImageDropzone
          label="Question image"
          disabled={upload.isPending}
          onFile={send}
          onReject={setProblem}
        />
        {percent !== null ? (
          <UploadProgressBar percent={percent} workingLabel="Checking and saving the image…" />
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {url ? (
          <Stack gap={6}>
            <Image src={url} alt="The uploaded image" mah={160} fit="contain" radius="sm" />
            <TextInput
              label="Image URL"
              description="Paste it into the question editor (or a CSV cell's HTML) to show the image"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              onClick={() =>
                void copyWithToast(url, {
                  success: MESSAGES.messageCopied,
                  failure: MESSAGES.messageCopyFailed,
                })
              }
            >
              Copy URL
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
