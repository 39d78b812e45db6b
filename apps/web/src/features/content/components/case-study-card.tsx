import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '@prepward/shared/constants';
import { QUESTION_STATUSES, type QuestionStatus } from '@prepward/shared/question-metadata';
import { CASE_STUDY_LIMITS, type TAdminCaseStudy } from '@prepward/shared/schemas/case-studies';
import { htmlToText } from '@prepward/shared/html-text';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { questionEditPath } from '../lib/paths';
import { EditDeleteActions } from './edit-delete-actions';
import { QuestionStatusBadge } from './question-status-badge';
import classes from './case-study-card.module.css';

const STEPS = Array.from({ length: CASE_STUDY_LIMITS.steps }, (_, index) => index + 1);

// The case's questions come typed loosely (strings); the labels are only for the known values.
const isQuestionType = (type: string): type is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(type);
const isQuestionStatus = (status: string): status is QuestionStatus =>
  (QUESTION_STATUSES as readonly string[]).includes(status);

/** '4 of 6 steps': how many steps have a question. */
export const stepsFilledText = (caseStudy: TAdminCaseStudy) =>
  `${new Set(caseStudy.questions.map((question) => question.step)).size} of ${CASE_STUDY_LIMITS.steps} steps`;

type CaseStudyCardProps = {
  caseStudy: TAdminCaseStudy;
  /** Edit, delete and add a step's question; absent for those who may not write questions. */
  actions?: {
    onEdit: () => void;
    onDelete: () => void;
    onAddQuestion: (step: number) => void;
  };
};

/** A case study: its title, how full it is, the start of its scenario and its six steps. */
export function CaseStudyCard({ caseStudy, actions }: CaseStudyCardProps) {
  const headingId = `case-study-${caseStudy.id}`;
  const preview = htmlToText(caseStudy.scenario);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      className={classes.card}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Title order={2} fz="lg" id={headingId} className={classes.title}>
              {caseStudy.title}
            </Title>
            <Badge variant="light" color="gray">
              {stepsFilledText(caseStudy)}
            </Badge>
          </Stack>
          {actions ? (
            <EditDeleteActions
              noun="case study"
              name={caseStudy.title}
              onEdit={actions.onEdit}
              onDelete={actions.onDelete}
            />
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {preview || '(no text: an image only)'}
        </Text>
        <ol className={classes.steps} aria-label={`Steps of ${caseStudy.title}`}>
          {STEPS.map((step) => {
            const question = caseStudy.questions.find((candidate) => candidate.step === step);
            return (
              <li key={step} className={classes.step} data-empty={question ? undefined : true}>
                <Text size="sm" fw={700} className={classes.stepNumber}>
                  Step {step}
                </Text>
                {question ? (
                  <div className={classes.stepBody}>
                    <Text size="sm" lineClamp={2} className={classes.questionText}>
                      {htmlToText(question.question) || '(no text: an image only)'}
                    </Text>
                    <Group gap="xs" wrap="wrap">
                      <Text size="xs" c="dimmed">
                        {isQuestionType(question.type)
                          ? QUESTION_TYPE_LABELS[question.type]
                          : question.type}{' '}
                        · {question.subjectName}
                      </Text>
                      {isQuestionStatus(question.status) ? (
                        <QuestionStatusBadge status={question.status} />
                      ) : null}
                      {actions ? (
                        <Anchor
                          component={Link}
                          to={questionEditPath(question.id)}
                          size="sm"
                          aria-label={`Edit the question of step ${step}`}
                        >
                          Edit
                        </Anchor>
                      ) : null}
                    </Group>
                  </div>
                ) : (
                  <Group gap="xs" className={classes.stepBody} wrap="wrap">
                    <Text size="sm" c="dimmed">
                      Empty
                    </Text>
                    {actions ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPlus size={14} aria-hidden="true" />}
                        onClick={() => actions.onAddQuestion(step)}
                        aria-label={`Add question at step ${step}`}
                      >
                        Add question
                      </Button>
                    ) : null}
                  </Group>
                )}
              </li>
            );
          })}
        </ol>
      </Stack>
    </Card>
  );
}
