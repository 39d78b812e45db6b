import '@mantine/dropzone/styles.css';

import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@prepward/shared/constants';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';

export const IMAGE_RULE = `JPG, PNG, GIF, WEBP or SVG, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

type ImageDropzoneProps = {
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  disabled?: boolean;
  /** Accessible name of the drop area. */
  label: string;
};

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The image is larger than ${IMAGE_MAX_BYTES / 1048576} MB`;
  if (code === 'too-many-files') return 'Choose one image';
  return `Only images can be uploaded: ${IMAGE_RULE}`;
}

/**
 * Drop or pick one image. The browser's check (type, size) is a convenience; the server
 * checks the bytes themselves.
 */
export function ImageDropzone({ onFile, onReject, disabled, label }: ImageDropzoneProps) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={(rejections) => onReject(rejectionMessage(rejections))}
      accept={[...IMAGE_MIME_TYPES]}
      maxSize={IMAGE_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      disabled={disabled}
      aria-label={label}
    >
      <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={36} aria-hidden="true" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} aria-hidden="true" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={36} aria-hidden="true" />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Drag an image here or click to choose one
          </Text>
          <Text size="xs" c="dimmed">
            {IMAGE_RULE}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
