import { TextInput, type TextInputProps } from '@mantine/core';

/** The 'Email' field every account form uses, with the browser hints for an address. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
