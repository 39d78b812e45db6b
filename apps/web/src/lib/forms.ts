import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * For useForm's `enhanceGetInputProps`: marks a field with an error aria-invalid. Mantine's
 * PasswordInput does not do it itself (TextInput and Select do).
 */
export function markInvalid({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return { 'aria-invalid': inputProps.error ? true : undefined };
}
