import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import {
  ZCaseStudyUpdateRequest,
  type TAdminCaseStudy,
  type TCaseStudyUpdateRequest,
} from '@prepward/shared/schemas/case-studies';
import { failureMessage, isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateCaseStudy } from '../api/create-case-study';
import { useUpdateCaseStudy } from '../api/update-case-study';
import { zodErrors } from '../lib/zod-errors';
import { RichTextField } from './rich-text-field';

type CaseStudyFormModalProps = {
  examId: string;
  /** The case to edit; null adds one. */
  caseStudy: TAdminCaseStudy | null;
  onClose: () => void;
};

/**
 * Add or edit a case study: its title and the scenario every question of it shows above its
 * own text. Callers mount it per opening, so it starts from the case given.
 */
export function CaseStudyFormModal({ examId, caseStudy, onClose }: CaseStudyFormModalProps) {
  const createCaseStudy = useCreateCaseStudy();
  const updateCaseStudy = useUpdateCaseStudy();
  const pending = createCaseStudy.isPending || updateCaseStudy.isPending;
  const form = useForm<TCaseStudyUpdateRequest>({
    initialValues: { title: caseStudy?.title ?? '', scenario: caseStudy?.scenario ?? '' },
    validate: (values) => zodErrors(ZCaseStudyUpdateRequest, values),
  });
  const close = () => {
    if (!pending) onClose();
  };

  const submit = (values: TCaseStudyUpdateRequest) => {
    const request = { title: values.title.trim(), scenario: values.scenario };
    const callbacks = {
      onSuccess: () => {
        notifySuccess(caseStudy ? 'Case study saved' : 'Case study added');
        onClose();
      },
      onError: (err: unknown) => {
        // What the server refused shows under its field.
        if (isApiError(err)) {
          for (const detail of err.details) form.setFieldError(detail.path, detail.message);
        }
        notifyError(failureMessage(err, MESSAGES.failed));
      },
    };
    if (caseStudy) {
      updateCaseStudy.mutate({ caseStudyId: caseStudy.id, changes: request }, callbacks);
    } else {
      createCaseStudy.mutate({ examId, ...request }, callbacks);
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={caseStudy ? 'Edit case study' : 'Add case study'}
      centered
      size="xl"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            label="Title"
            description="How administrators and students tell the case apart"
            placeholder="A client with chest pain in the emergency department"
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <RichTextField
            label="Scenario"
            required
            placeholder="Who the client is, where, and what has happened so far: shown above every question of the case"
            value={form.values.scenario}
            onChange={(html) => form.setFieldValue('scenario', html)}
            error={form.errors.scenario as string | undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {caseStudy ? 'Save changes' : 'Add case study'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
