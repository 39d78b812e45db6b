import {
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import {
  LAB_VALUE_CATEGORY_ORDER,
  LAB_VALUE_LIMITS,
  ZLabValueCreateRequest,
  type TAdminLabValue,
  type TLabValueCreateRequest,
} from '@prepward/shared/schemas/lab-values';
import { errorMessage, failureMessage, isApiError } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveLabValue } from '../api/save-lab-value';
import { zodErrors } from '../lib/zod-errors';

type FormValues = {
  category: string;
  testName: string;
  conventionalRange: string;
  conventionalUnit: string;
  siRange: string;
  siUnit: string;
  note: string;
  position: number | string;
};

const valuesOf = (labValue: TAdminLabValue | null): FormValues => ({
  category: labValue?.category ?? '',
  testName: labValue?.testName ?? '',
  conventionalRange: labValue?.conventionalRange ?? '',
  conventionalUnit: labValue?.conventionalUnit ?? '',
  siRange: labValue?.siRange ?? '',
  siUnit: labValue?.siUnit ?? '',
  note: labValue?.note ?? '',
  position: labValue?.position ?? '',
});

/** The request the form makes: an empty position leaves it to the server (or as it was). */
const requestOf = ({ position, ...text }: FormValues): TLabValueCreateRequest => ({
  ...text,
  ...(position === '' ? {} : { position: Number(position) }),
});

/** An edit sends only what changed, so the audit log says what was changed. */
function changesOf(before: TLabValueCreateRequest, after: TLabValueCreateRequest) {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => before[key as keyof TLabValueCreateRequest] !== value,
    ),
  ) as Partial<TLabValueCreateRequest>;
}

type LabValueFormModalProps = {
  /** Edit this lab value; null adds a new one. */
  labValue: TAdminLabValue | null;
  /** Categories in use, suggested in the category field with the usual ones. */
  categories: readonly string[];
  onClose: () => void;
};

/** The add and edit dialogs of a lab value. Mounted per opening, so it starts from its value. */
export function LabValueFormModal({ labValue, categories, onClose }: LabValueFormModalProps) {
  const save = useSaveLabValue();
  const form = useForm<FormValues>({
    initialValues: valuesOf(labValue),
    validate: (values) => zodErrors(ZLabValueCreateRequest, requestOf(values)),
    enhanceGetInputProps: markInvalid,
  });
  const close = () => {
    if (!save.isPending) onClose();
  };
  const suggestions = [...new Set([...LAB_VALUE_CATEGORY_ORDER, ...categories])];

  const submit = (values: FormValues) => {
    const request = requestOf(values);
    const changes = labValue ? changesOf(requestOf(valuesOf(labValue)), request) : request;
    if (labValue && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    save.mutate(labValue ? { id: labValue.id, values: changes } : { id: null, values: request }, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onClose();
      },
      onError: (err) => {
        // What the server refused shows under its field: a taken name under the name.
        if (isApiError(err)) {
          for (const detail of err.details) form.setFieldError(detail.path, detail.message);
          if (err.status === 409) form.setFieldError('testName', errorMessage(err));
        }
        notifyError(failureMessage(err, MESSAGES.failed));
      },
    });
  };

  return (
    <Modal
      opened
      onClose={close}
      title={labValue ? 'Edit lab value' : 'Add lab value'}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Autocomplete
            label="Category"
            withAsterisk
            data={suggestions}
            maxLength={LAB_VALUE_LIMITS.category}
            description="Choose one or type a new one."
            data-autofocus
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Test name"
            withAsterisk
            placeholder="e.g. Sodium, or Hemoglobin, male"
            {...form.getInputProps('testName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Conventional range"
              withAsterisk
              placeholder="e.g. 136-145"
              {...form.getInputProps('conventionalRange')}
            />
            <TextInput
              label="Conventional unit"
              placeholder="e.g. mEq/L"
              {...form.getInputProps('conventionalUnit')}
            />
            <TextInput
              label="SI range"
              withAsterisk
              placeholder="e.g. 136-145"
              {...form.getInputProps('siRange')}
            />
            <TextInput
              label="SI unit"
              placeholder="e.g. mmol/L"
              {...form.getInputProps('siUnit')}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            description="Plain text, shown under the test name."
            rows={2}
            {...form.getInputProps('note')}
          />
          <NumberInput
            label="Position in its category"
            description={
              labValue ? 'Empty keeps it where it is.' : 'Empty puts it last in its category.'
            }
            min={1}
            max={LAB_VALUE_LIMITS.maxPosition}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('position')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {labValue ? 'Save changes' : 'Add lab value'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
