import { Divider } from '@mantine/core';

/** 'or' between a form and the Google button. */
export function AuthDivider() {
  return <Divider label="or" labelPosition="center" my="xs" />;
}
