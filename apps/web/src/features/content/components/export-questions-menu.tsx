import { Button, Menu, Text } from '@mantine/core';
import {
  QUESTION_EXPORT_FORMATS,
  QUESTION_FORMAT_LABELS,
  type QuestionExportFormat,
} from '@prepward/shared/question-formats';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { useExportQuestions } from '../api/export-questions';

/** What each format is for, under its name in the menu. */
const FORMAT_HINTS: Record<QuestionExportFormat, string> = {
  csv: 'Edit in a spreadsheet, import here again',
  'moodle-xml': 'Moodle question bank, with images',
  gift: 'Moodle text format',
  aiken: 'Single choice questions only',
  qti21: 'IMS QTI 2.1 package (.zip)',
  qti12: 'Canvas and Blackboard (.zip)',
};

/** Why a format leaves questions out. */
const CANNOT_CARRY: Partial<Record<QuestionExportFormat, string>> = {
  aiken: 'it holds single choice questions only',
};

/**
 * 'Export questions': a menu of the file formats (CSV, Moodle XML, GIFT, Aiken, QTI 2.1,
 * QTI 1.2) for an exam's or a subject's questions. A format that cannot carry some of them
 * (Aiken) leaves them out and a toast says how many.
 */
export function ExportQuestionsMenu({
  examId,
  subjectId,
  disabled,
  label = 'Export questions',
}: {
  examId: string;
  subjectId?: string;
  disabled: boolean;
  label?: string;
}) {
  const exportQuestions = useExportQuestions();
  const run = (format: QuestionExportFormat) =>
    exportQuestions.mutate(
      { examId, ...(subjectId ? { subjectId } : {}), format },
      {
        onSuccess: ({ leftOut }) => {
          if (leftOut > 0) {
            notifyInfo(
              `${leftOut} ${leftOut === 1 ? 'question was' : 'questions were'} left out of the ${QUESTION_FORMAT_LABELS[format]} file: ${CANNOT_CARRY[format] ?? 'the format cannot carry them'}`,
            );
          }
        },
        onError: (err) => notifyError(errorMessage(err)),
      },
    );

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          loading={exportQuestions.isPending}
          disabled={disabled}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>File format</Menu.Label>
        {QUESTION_EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            onClick={() => run(format)}
            aria-label={`${QUESTION_FORMAT_LABELS[format]}: ${FORMAT_HINTS[format]}`}
          >
            <Text size="sm">{QUESTION_FORMAT_LABELS[format]}</Text>
            <Text size="xs" c="dimmed">
              {FORMAT_HINTS[format]}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
