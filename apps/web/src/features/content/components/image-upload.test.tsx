// A file that is not an image, though named .png, is refused by the server: the upload says so
// once, where the file was chosen, and raises no toast besides.
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { stubUploads } from '../../../test/xhr-stub';
import { ExamImageModal } from './exam-image-modal';
import { QuestionImagePanel } from './question-image-panel';

const EXAM = { id: '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a', name: 'Pharmacy Board Review' };
const NOT_AN_IMAGE = 'Only JPG, PNG, GIF, WEBP and SVG images can be uploaded';
const refused = { status: 400, body: { message: NOT_AN_IMAGE, error: 'Bad Request' } };
const fakePng = () => new File(['just some text'], 'chart.png', { type: 'image/png' });

const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') ??
  (() => {
    throw new Error('no file input');
  })();

/** The message, once, and no toast of any kind. */
async function expectOneInlineMessage(toasts: ReturnType<typeof vi.spyOn>) {
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
  await waitFor(() => expect(screen.getAllByText(NOT_AN_IMAGE)).toHaveLength(1));
  expect(screen.queryByText(MESSAGES.imageUploadFailed)).toBeNull();
  expect(toasts).not.toHaveBeenCalled();
}

describe('uploading a file that is not an image', { timeout: 20_000 }, () => {
  it('the exam image dialog shows the reason once, inline', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    stubUploads({ [`PATCH /admin/exam/${EXAM.id}/image`]: refused });
    const toasts = vi.spyOn(notifications, 'show');
    const { user } = renderInApp(
      <ExamImageModal opened onClose={() => {}} exam={EXAM as TAdminExam} />,
    );
    fireEvent.change(fileInput(), { target: { files: [fakePng()] } });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await expectOneInlineMessage(toasts);
  });

  it('the question image panel shows the reason once, inline', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    stubUploads({ 'POST /admin/upload/image': refused });
    const toasts = vi.spyOn(notifications, 'show');
    renderInApp(<QuestionImagePanel />);
    fireEvent.change(fileInput(), { target: { files: [fakePng()] } });
    await expectOneInlineMessage(toasts);
  });
});
