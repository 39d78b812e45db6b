import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center role="status" mih={fullScreen ? '100dvh' : 240} py="xl">
      <Loader size="md" aria-hidden="true" />
      <VisuallyHidden>Loading...</VisuallyHidden>
    </Center>
  );
}
