import { MESSAGES } from '@prepward/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { stubUploads } from '../../../test/xhr-stub';
import { BulkUploadPanel } from './bulk-upload-panel';

const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
const IMPORT = `POST /admin/exam/${EXAM_ID}/question`;
const PREVIEW = `POST /admin/exam/${EXAM_ID}/question/preview`;
const NOTHING = {
  questionsAdded: 0,
  questionsUpdated: 0,
  questionsRetired: 0,
  questionsUnchanged: 0,
  questionsSkipped: 0,
  coursesCreated: 0,
  subjectsCreated: 0,
  notices: [],
};
const ok = (data: object) => ({
  status: 200,
  body: { message: 'success', data: { message: 'File checked', ...NOTHING, ...data } },
});
const csvFile = (name = 'questions.csv') =>
  new File(['course,subject,type,question,option_a,option_b,correct\n'], name, {
    type: 'text/csv',
  });

function renderPanel() {
  window.localStorage.setItem('adminToken', 'admin-jwt');
  return renderInApp(<BulkUploadPanel examId={EXAM_ID} />);
}

const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') ??
  (() => {
    throw new Error('no file input');
  })();

describe('Bulk Upload Questions', { timeout: 20_000 }, () => {
  it('asks for a file before uploading, and refuses a file of another type', async () => {
    const { uploads } = stubUploads({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload questions' }));
    expect(await screen.findByText(MESSAGES.questionFileRequired)).toBeInTheDocument();
    expect(fileInput().accept).toBe(
      '.csv,.xml,.txt,.gift,.zip,text/csv,text/xml,text/plain,application/zip',
    );

    // The picker's filter can be switched off; a dropped or forced file still arrives.
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'questions.xlsx')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.questionFileRequired);
    await user.click(screen.getByRole('button', { name: 'Upload questions' }));
    expect(uploads).toHaveLength(0);
  });

  it('checks the file when chosen, says what it will do, then imports it and resets', async () => {
    const { uploads } = stubUploads({
      [PREVIEW]: ok({
        questionsAdded: 3,
        questionsUpdated: 1,
        questionsUnchanged: 40,
        coursesCreated: 2,
        subjectsCreated: 1,
        notices: [{ where: 'id', message: '2 rows have ids of no question in this exam' }],
        duplicates: [
          {
            line: 4,
            question: 'which drug reverses heparin?',
            matches: [
              {
                line: null,
                questionId: 'q1',
                question: 'which drug reverses heparin',
                similarity: 0.93,
              },
            ],
          },
        ],
      }),
      [IMPORT]: ok({
        message: MESSAGES.bulkUploadSuccess,
        questionsAdded: 2,
        questionsUpdated: 1,
        questionsSkipped: 1,
        coursesCreated: 2,
        subjectsCreated: 1,
      }),
    });
    const { user } = renderPanel();
    await user.upload(fileInput(), csvFile());
    expect(screen.getByText('questions.csv')).toBeInTheDocument();
    const preview = await screen.findByRole('list', { name: 'What the import will do' });
    expect(preview).toHaveTextContent('3 questions to add');
    expect(preview).toHaveTextContent('1 question to update');
    expect(preview).toHaveTextContent('40 questions unchanged');
    expect(preview).toHaveTextContent('2 courses to create');
    expect(screen.getByText('id: 2 rows have ids of no question in this exam')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Line 4 is like a question of this exam (93% alike): “which drug reverses heparin”',
      ),
    ).toBeInTheDocument();
    expect((uploads[0]?.body.get('csv') as File).name).toBe('questions.csv');
    await user.click(screen.getByRole('checkbox', { name: 'Leave out this row' }));
    await user.click(screen.getByRole('button', { name: 'Upload questions' }));

    expect(await screen.findByText(MESSAGES.bulkUploadSuccess)).toBeInTheDocument();
    expect(screen.getByText('2 questions added')).toBeInTheDocument();
    expect(screen.getByText('1 question updated')).toBeInTheDocument();
    expect(screen.getByText('1 row left out as possible duplicates')).toBeInTheDocument();
    expect(screen.getByText('2 courses created')).toBeInTheDocument();
    expect(screen.getByText('1 subjects created')).toBeInTheDocument();
    expect(uploads[1]?.path).toBe(`/admin/exam/${EXAM_ID}/question`);
    expect(uploads[1]?.search).toBe('?skipDuplicates=true');
    expect(uploads[1]?.headers.authorization).toBe('Bearer admin-jwt');
    await waitFor(() => expect(screen.queryByText('questions.csv')).toBeNull());
    expect(screen.queryByRole('list', { name: 'What the import will do' })).toBeNull();
  });

  it('takes a Moodle, GIFT or QTI file and lists the notes of what was not kept', async () => {
    const notices = [
      {
        where: 'question 6 "Describe pain assessment"',
        message: 'Not imported: an essay question has no equivalent in PrepWard',
      },
      { where: 'question 2 "NSAIDs"', message: 'Negative weights (-100%) are not kept' },
    ];
    const { uploads } = stubUploads({
      [PREVIEW]: ok({
        questionsAdded: 4,
        coursesCreated: 1,
        subjectsCreated: 2,
        notices,
        duplicates: [],
      }),
      [IMPORT]: ok({
        message: MESSAGES.bulkUploadSuccess,
        questionsAdded: 4,
        coursesCreated: 1,
        subjectsCreated: 2,
        notices,
      }),
    });
    const { user } = renderPanel();
    await user.upload(
      fileInput(),
      new File(['<quiz></quiz>'], 'moodle-export.xml', { type: 'text/xml' }),
    );
    // The check lists the notes first, then the import again.
    const before = await screen.findByRole('list', { name: 'Notes on the file:' });
    expect(within(before).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Upload questions' }));
    expect(await screen.findByText('4 questions added')).toBeInTheDocument();
    const notes = screen.getByRole('list', { name: 'Imported with notes:' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'question 6 "Describe pain assessment": Not imported: an essay question has no equivalent in PrepWard',
      'question 2 "NSAIDs": Negative weights (-100%) are not kept',
    ]);
    expect((uploads[1]?.body.get('csv') as File).name).toBe('moodle-export.xml');
  });

  it('lists every bad row the check finds, before any upload', async () => {
    const { uploads } = stubUploads({
      [PREVIEW]: {
        status: 400,
        body: {
          message: '2 rows have problems. Nothing was imported.',
          error: 'Invalid CSV',
          details: [
            { path: 'line 3, course', message: 'Course is required', line: 3, column: 'course' },
            {
              path: 'line 5, correct',
              message: 'A single_choice question has exactly one correct answer',
              line: 5,
              column: 'correct',
            },
          ],
        },
      },
    });
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderPanel();
    await user.upload(fileInput(), csvFile());
    const heading = await screen.findByRole('heading', { name: MESSAGES.bulkUploadFailed });
    expect(uploads.map((upload) => upload.path)).toEqual([
      `/admin/exam/${EXAM_ID}/question/preview`,
    ]);
    expect(screen.getByText('2 rows have problems. Nothing was imported.')).toBeInTheDocument();
    expect(screen.getByText('Line 3, course: Course is required')).toBeInTheDocument();
    expect(
      screen.getByText('Line 5, correct: A single_choice question has exactly one correct answer'),
    ).toBeInTheDocument();
    // Below the fold no more: the list comes into view and its heading takes the focus.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);
    // One message: the list, not a toast besides it.
    expect(screen.getAllByText(MESSAGES.bulkUploadFailed)).toHaveLength(1);

    // Every problem as a CSV made in the browser: line, column, reason.
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:errors';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download errors (CSV)' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('questions-errors.csv');
    // Text decoding drops the byte order mark that spreadsheets need: it is there.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await blobs[0]!.text()).toBe(
      'line,column,reason\r\n3,course,Course is required\r\n' +
        '5,correct,A single_choice question has exactly one correct answer\r\n',
    );
    clicked.mockRestore();
  });
});
