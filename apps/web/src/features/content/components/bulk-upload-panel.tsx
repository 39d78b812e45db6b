import {
  Alert,
  Button,
  Card,
  FileInput,
  List,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ApiErrorDetail } from '@prepward/shared/api';
import { CSV_IMPORT_LIMITS } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { QUESTION_CSV_TEMPLATE, QUESTION_CSV_TEMPLATE_NAME } from '@prepward/shared/question-csv';
import { isQuestionFileName, QUESTION_IMPORT_EXTENSIONS } from '@prepward/shared/question-formats';
import type {
  TQuestionImportPreview,
  TQuestionImportResult,
} from '@prepward/shared/schemas/content';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/api-download';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useImportQuestions, usePreviewQuestionImport } from '../api/import-questions';
import { problemsCsv, problemsFileName } from '../lib/problems-csv';
import { ImportPreview, ImportSummary } from './import-preview';
import { UploadProgressBar } from './upload-progress';

/** How many problems the panel lists; the rest are counted. */
const SHOWN_PROBLEMS = 200;

function describe(problem: ApiErrorDetail): string {
  const where = problem.line ? `Line ${problem.line}` : problem.path;
  return problem.column
    ? `${where}, ${problem.column}: ${problem.message}`
    : `${where}: ${problem.message}`;
}

/**
 * 'Bulk Upload Questions': the template, a CSV file, checked as soon as it is chosen (what it
 * will add, update and leave unchanged, and what looks repeated), its upload, then the summary
 * or every bad row. All or nothing: a file with a bad row imports nothing.
 */
export function BulkUploadPanel({ examId }: { examId: string }) {
  const importQuestions = useImportQuestions();
  const previewImport = usePreviewQuestionImport();
  const [preview, setPreview] = useState<TQuestionImportPreview | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [invalidName, setInvalidName] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [summary, setSummary] = useState<TQuestionImportResult | null>(null);
  const [failure, setFailure] = useState<{
    message: string;
    problems: ApiErrorDetail[];
    fileName: string;
  } | null>(null);
  const failureHeading = useRef<HTMLHeadingElement>(null);

  // The problems come below the panel, often below the fold: bring them into view and move
  // the focus there, so a screen reader reads them too.
  useEffect(() => {
    const heading = failureHeading.current;
    if (!failure || !heading) return;
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  }, [failure]);

  const showFailure = (err: unknown, fileName: string) => {
    setPercent(null);
    setFailure({
      message: errorMessage(err),
      problems: isApiError(err) ? err.details : [],
      fileName,
    });
  };

  const check = (chosen: File) => {
    setPercent(0);
    previewImport.mutate(
      {
        examId,
        file: chosen,
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
      },
      {
        onSuccess: (result) => {
          setPercent(null);
          setPreview(result);
        },
        onError: (err) => showFailure(err, chosen.name),
      },
    );
  };

  const choose = (chosen: File | null) => {
    setSummary(null);
    setFailure(null);
    setPreview(null);
    setSkipDuplicates(false);
    if (chosen && !isQuestionFileName(chosen.name)) {
      setInvalidName(true);
      setFile(null);
      setFileKey((key) => key + 1);
      return;
    }
    setInvalidName(false);
    setFile(chosen);
    if (chosen) check(chosen);
  };

  const upload = () => {
    if (!file) {
      notifyError(MESSAGES.questionFileRequired);
      return;
    }
    setSummary(null);
    setFailure(null);
    setPercent(0);
    importQuestions.mutate(
      {
        examId,
        file,
        skipDuplicates: skipDuplicates && (preview?.duplicates.length ?? 0) > 0,
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
      },
      {
        onSuccess: (result) => {
          notifySuccess(MESSAGES.bulkUploadSuccess);
          setSummary(result);
          setPreview(null);
          setPercent(null);
          // The panel is ready for the next file.
          setFile(null);
          setFileKey((key) => key + 1);
        },
        onError: (err) => showFailure(err, file.name),
      },
    );
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Bulk Upload Questions
        </Title>
        <Text size="sm" c="dimmed">
          Add many questions at once from a CSV file, or from a file exported from Moodle (Moodle
          XML, GIFT, Aiken), Canvas or Blackboard (QTI 1.2 or 2.1 .zip), up to{' '}
          {CSV_IMPORT_LIMITS.maxRows.toLocaleString('en')} questions. Courses and subjects are
          matched by name within this exam and created when missing. A row with the id of an
          exported question updates that question. The file is checked first; if any question has a
          problem, nothing is imported and every problem is listed.
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() =>
            saveFile(
              new Blob([QUESTION_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }),
              QUESTION_CSV_TEMPLATE_NAME,
            )
          }
        >
          Download template
        </Button>
        <FileInput
          key={fileKey}
          label="Question file"
          placeholder="Choose a .csv, .xml, .txt, .gift or .zip file"
          // Shown as text (not a placeholder attribute), so it needs a readable colour.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={[
            ...QUESTION_IMPORT_EXTENSIONS,
            'text/csv',
            'text/xml',
            'text/plain',
            'application/zip',
          ].join(',')}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
          value={file}
          onChange={choose}
          disabled={importQuestions.isPending || previewImport.isPending}
        />
        {invalidName ? (
          <Alert color="red" role="alert">
            {MESSAGES.questionFileRequired}
          </Alert>
        ) : null}
        {/* Read before the upload button: what the file will do. */}
        {preview && !summary ? (
          <ImportPreview
            preview={preview}
            skipDuplicates={skipDuplicates}
            onSkipDuplicatesChange={setSkipDuplicates}
          />
        ) : null}
        <Button
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          onClick={upload}
          loading={importQuestions.isPending}
          disabled={previewImport.isPending}
        >
          Upload questions
        </Button>
        {percent !== null ? (
          <UploadProgressBar
            percent={percent}
            workingLabel={
              previewImport.isPending
                ? 'Checking the file…'
                : 'Checking and importing the questions…'
            }
          />
        ) : null}
        {summary ? <ImportSummary result={summary} /> : null}
        {failure ? (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Title order={3} fz="md" ref={failureHeading} tabIndex={-1}>
                {MESSAGES.bulkUploadFailed}
              </Title>
              <Text size="sm">{failure.message}</Text>
              {failure.problems.length > 0 ? (
                <>
                  <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
                    <List size="sm" spacing={2} aria-label="Problems in the file">
                      {failure.problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
                        <List.Item key={`${problem.path}-${index}`}>{describe(problem)}</List.Item>
                      ))}
                    </List>
                    {failure.problems.length > SHOWN_PROBLEMS ? (
                      <Text size="sm" mt="xs">
                        and {failure.problems.length - SHOWN_PROBLEMS} more problems (all of them
                        are in the download)
                      </Text>
                    ) : null}
                  </ScrollArea.Autosize>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden="true" />}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      saveFile(
                        new Blob([problemsCsv(failure.problems)], {
                          type: 'text/csv;charset=utf-8',
                        }),
                        problemsFileName(failure.fileName),
                      )
                    }
                  >
                    Download errors (CSV)
                  </Button>
                </>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
