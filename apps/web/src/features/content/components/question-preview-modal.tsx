import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { formatPercentage } from '@prepward/shared/format';
import { MESSAGES } from '@prepward/shared/messages';
import { optionLetter } from '@prepward/shared/constants';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import { RichHtml } from './rich-html';

type QuestionPreviewModalProps = {
  question: TAdminQuestion | null;
  onClose: () => void;
};

/**
 * A question as a student meets it in a practice test: the question, options labelled a to
 * d (or an answer field), Submit; then the result, the pick percentages and the
 * explanation. Nothing is sent to the server.
 */
export function QuestionPreviewModal({ question, onClose }: QuestionPreviewModalProps) {
  return (
    <Modal
      opened={question !== null}
      onClose={onClose}
      title="Preview: as a student sees it"
      size="lg"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {question ? <PreviewBody key={question.id} question={question} /> : null}
    </Modal>
  );
}

function PreviewBody({ question }: { question: TAdminQuestion }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [warning, setWarning] = useState(false);
  const totalPicks = question.options.reduce((sum, option) => sum + option.selected, 0);
  const correctIds = question.options.filter((option) => option.answer).map((option) => option.id);

  const isCorrect =
    question.type === 'fill_in_the_blanks'
      ? typed.trim().toLowerCase() === (question.answer ?? '').trim().toLowerCase()
      : selected.length === correctIds.length && selected.every((id) => correctIds.includes(id));

  const submit = () => {
    const empty =
      question.type === 'fill_in_the_blanks' ? typed.trim() === '' : selected.length === 0;
    setWarning(empty);
    if (!empty) setSubmitted(true);
  };

  const optionLabel = (index: number, html: string, id: string) => (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text fw={700}>{optionLetter(index)}.</Text>
      <RichHtml html={html} />
      {submitted ? (
        <Text size="xs" c="dimmed" ml="auto">
          {formatPercentage(question.options[index]?.selected ?? 0, totalPicks)}
          {correctIds.includes(id) ? ' · correct' : ''}
        </Text>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light">Question 1</Badge>
      </Group>
      <RichHtml html={question.question} />
      {question.type === 'fill_in_the_blanks' ? (
        <TextInput
          label="Your answer"
          value={typed}
          disabled={submitted}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      ) : question.type === 'single_choice' ? (
        <Radio.Group
          value={selected[0] ?? null}
          onChange={(id) => setSelected([id])}
          label="Options"
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option, index) => (
              <Radio
                key={option.id}
                value={option.id}
                disabled={submitted}
                label={optionLabel(index, option.value, option.id)}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Checkbox.Group value={selected} onChange={setSelected} label="Options (one or more)">
          <Stack gap="xs" mt="xs">
            {question.options.map((option, index) => (
              <Checkbox
                key={option.id}
                value={option.id}
                disabled={submitted}
                label={optionLabel(index, option.value, option.id)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {warning ? (
        <Alert color="yellow" role="alert">
          {MESSAGES.noAnswerSelected}
        </Alert>
      ) : null}
      {submitted ? (
        <Alert color={isCorrect ? 'teal' : 'red'} title={isCorrect ? 'Correct' : 'Incorrect'}>
          {question.type === 'fill_in_the_blanks' ? (
            <Text size="sm">Expected answer: {question.answer}</Text>
          ) : null}
          {question.explanation ? <RichHtml html={question.explanation} mt="xs" /> : null}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" disabled>
          Previous
        </Button>
        {submitted ? (
          <Button
            variant="light"
            onClick={() => {
              setSubmitted(false);
              setSelected([]);
              setTyped('');
            }}
          >
            Try again
          </Button>
        ) : (
          <Button onClick={submit}>Submit</Button>
        )}
        <Button variant="default" disabled>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
