import { Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CASE_STUDY_LIMITS } from '@prepward/shared/schemas/case-studies';
import type { QuestionFormValues } from '../lib/question-form';

/** A case study the question may join, and its steps other questions already hold. */
export type CaseChoice = { id: string; title: string; takenSteps: readonly number[] };

const NONE = 'none';
const STEPS = Array.from({ length: CASE_STUDY_LIMITS.steps }, (_, index) => index + 1);

/**
 * Whether the question is a step of one of the exam's case studies, and which: 'None' for a
 * question that stands alone; a chosen case asks for its step (1 to 6).
 */
export function QuestionCaseFields({
  form,
  caseStudies,
}: {
  form: UseFormReturnType<QuestionFormValues>;
  caseStudies: readonly CaseChoice[];
}) {
  const { caseStudyId, caseStep } = form.values;
  const chosen = caseStudies.find((caseStudy) => caseStudy.id === caseStudyId);
  const choose = (value: string | null) => {
    const id = value === NONE ? null : value;
    form.setValues({ caseStudyId: id, caseStep: id === caseStudyId ? caseStep : null });
    form.clearFieldError('caseStudyId');
    form.clearFieldError('caseStep');
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Case study</Text>
          <Text size="sm" c="dimmed">
            A step of a case is shown below the case&apos;s scenario, with the other steps in order.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Case study"
            allowDeselect={false}
            data={[
              { value: NONE, label: 'None' },
              ...caseStudies.map((caseStudy) => ({ value: caseStudy.id, label: caseStudy.title })),
            ]}
            value={caseStudyId ?? NONE}
            onChange={choose}
            error={form.errors.caseStudyId}
            nothingFoundMessage="No case study by that name"
            searchable={caseStudies.length > 8}
          />
          {caseStudyId ? (
            <Select
              label="Step"
              required
              placeholder="Choose the step"
              data={STEPS.map((step) => {
                const taken = chosen?.takenSteps.includes(step) ?? false;
                return {
                  value: String(step),
                  label: taken ? `Step ${step} (has a question)` : `Step ${step}`,
                  disabled: taken,
                };
              })}
              value={caseStep === null ? null : String(caseStep)}
              onChange={(value) => {
                form.setFieldValue('caseStep', value === null ? null : Number(value));
                form.clearFieldError('caseStep');
              }}
              error={form.errors.caseStep}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
