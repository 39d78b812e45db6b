import { MultiSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ADMIN_ROLES } from '@prepward/shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { useExamOptions } from '../api/list-exam-options';

type AccessFieldsProps = {
  /** The dialog is open: the exam list is loaded only then. */
  opened: boolean;
  rolesProps: GetInputPropsReturnType;
  examAccessProps: GetInputPropsReturnType;
};

/** What an administrator may do: its roles (at least one) and the exams it is limited to. */
export function AccessFields({ opened, rolesProps, examAccessProps }: AccessFieldsProps) {
  const exams = useExamOptions(opened);
  const examDescription = exams.error
    ? `The exam list could not be loaded (${errorMessage(exams.error)}). Leave empty for every exam.`
    : 'Leave empty for every exam.';
  return (
    <>
      <MultiSelect
        label="Roles"
        withAsterisk
        placeholder="Choose roles"
        description="At least one. Every role's permissions add up."
        data={[...ADMIN_ROLES]}
        clearable
        {...rolesProps}
      />
      <MultiSelect
        label="Exam access"
        placeholder={exams.isPending && opened ? 'Loading exams...' : 'All exams'}
        description={examDescription}
        data={(exams.data ?? []).map((exam) => ({ value: exam.id, label: exam.name }))}
        searchable
        clearable
        nothingFoundMessage="No exams"
        {...examAccessProps}
      />
    </>
  );
}
