import { QUESTIONS_LEFT_OUT_HEADER } from '@prepward/shared/question-formats';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render-with-providers';
import { ExportQuestionsMenu } from './export-questions-menu';

const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
const SUBJECT_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const EXPORT = `GET /admin/exam/${EXAM_ID}/question/export`;

/** Downloads the menu starts: the file names the browser is handed. */
function captureDownloads() {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

function renderMenu(props: { subjectId?: string; disabled?: boolean } = {}) {
  window.localStorage.setItem('adminToken', 'admin-jwt');
  return renderInApp(
    <ExportQuestionsMenu examId={EXAM_ID} disabled={props.disabled ?? false} {...props} />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Export questions menu', { timeout: 20_000 }, () => {
  it('offers every format and downloads the one chosen, for the subject it is on', async () => {
    const { calls } = stubApi({
      [EXPORT]: (request) => ({
        ...ok(),
        headers: {
          'Content-Disposition': `attachment; filename="cardiology-questions.${request.query.get('format')}.zip"`,
          [QUESTIONS_LEFT_OUT_HEADER]: '0',
        },
      }),
    });
    const names = captureDownloads();
    const { user } = renderMenu({ subjectId: SUBJECT_ID });
    await user.click(screen.getByRole('button', { name: 'Export questions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'CSV: Edit in a spreadsheet, import here again',
      'Moodle XML: Moodle question bank, with images',
      'GIFT: Moodle text format',
      'Aiken: Single choice questions only',
      'QTI 2.1: IMS QTI 2.1 package (.zip)',
      'QTI 1.2: Canvas and Blackboard (.zip)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /^QTI 1\.2/ }));
    await waitFor(() => expect(names).toEqual(['cardiology-questions.qti12.zip']));
    const [request] = calls(EXPORT);
    expect(request?.query.get('format')).toBe('qti12');
    expect(request?.query.get('subjectId')).toBe(SUBJECT_ID);
    expect(request?.headers.get('authorization')).toBe('Bearer admin-jwt');
  });

  it('is used by keyboard, and says how many questions a format left out', async () => {
    stubApi({
      [EXPORT]: {
        ...ok(),
        headers: {
          'Content-Disposition': 'attachment; filename="exam-questions.aiken.txt"',
          [QUESTIONS_LEFT_OUT_HEADER]: '3',
        },
      },
    });
    const names = captureDownloads();
    const { user } = renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export questions' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findAllByRole('menuitem');
    // The dropdown takes the focus; arrows go through the formats.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Aiken/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        '3 questions were left out of the Aiken file: it holds single choice questions only',
      ),
    ).toBeInTheDocument();
    expect(names).toEqual(['exam-questions.aiken.txt']);
  });

  it('is disabled while there is nothing to export', () => {
    stubApi();
    renderMenu({ disabled: true });
    expect(screen.getByRole('button', { name: 'Export questions' })).toBeDisabled();
  });
});
