import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

/** An exam's image, or a book icon when it has none (or it fails to load). */
export function ExamImage({
  src,
  size = 48,
  ...props
}: { src: string | null | undefined; size?: number } & Omit<AvatarProps, 'src' | 'size'>) {
  return (
    <Avatar
      src={src || null}
      alt=""
      radius="md"
      size={size}
      color="clinical"
      variant="light"
      {...props}
    >
      <IconBook2 size={Math.round(size / 2)} aria-hidden="true" />
    </Avatar>
  );
}
