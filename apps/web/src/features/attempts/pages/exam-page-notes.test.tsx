// The exam page's highlights and notes: marks drawn from the saved ranges, highlighting a
// selection of the stem, removing highlights, and the note panel (save, save on close, errors,
// read-only without access).
import { STUDY_NOTES_MESSAGES } from '@prepward/shared/app-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type StubbedRequest } from '../../../test/api-stub';
import { NOTE_NEEDS_ACCESS } from '../components/note-drawer';
import { SELECT_FIRST } from '../components/highlight-tools';
import { click, heading, openExam } from '../testing/exam-page';
import { EXAM_ID, SINGLE, TEST_ROUTE, testDetail } from '../testing/exam-fixtures';

const NOTES = `GET ${TEST_ROUTE}/notes`;
const HIGHLIGHTS = `PUT /user/exam/${EXAM_ID}/${SINGLE.id}/highlights`;
const NOTE = `PUT /user/exam/${EXAM_ID}/${SINGLE.id}/note`;
const UPDATED_AT = '2026-03-01T10:00:00.000Z';

const echoHighlights = (request: StubbedRequest) =>
  ok({ message: 'Highlights saved', ...(request.body as object) });
const echoNote = (request: StubbedRequest) => {
  const text = (request.body as { note: string }).note.trim();
  return ok({
    message: text ? STUDY_NOTES_MESSAGES.noteSaved : STUDY_NOTES_MESSAGES.noteDeleted,
    note: text ? { text, updatedAt: UPDATED_AT } : null,
  });
};

const stem = () => document.querySelector<HTMLElement>(`[data-question-stem="${SINGLE.id}"]`)!;
const marks = () => [...stem().querySelectorAll('mark')].map((mark) => mark.textContent);

/** Selects characters of a text node of the stem, as a drag or a long-press would. */
function select(node: Node, start: number, end: number) {
  act(() => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('exam page: highlights and notes', { timeout: 20_000 }, () => {
  it('draws saved highlights, highlights a selection and removes highlights', async () => {
    const { user, api } = await openExam(testDetail(), {
      [NOTES]: ok({
        editable: true,
        questions: [
          {
            questionId: SINGLE.id,
            note: { text: 'Naloxone first', updatedAt: UPDATED_AT },
            highlights: [{ start: 6, end: 10 }],
          },
        ],
      }),
      [HIGHLIGHTS]: echoHighlights,
    });
    // Stem text: 'Which drug reverses opioid overdose?'
    await waitFor(() => expect(marks()).toEqual(['drug']));
    expect(screen.getByRole('button', { name: 'Notes (this question has a note)' })).toBeVisible();

    select(stem().querySelector('strong')!.firstChild!, 0, 6);
    await click(user, 'Highlight');
    expect(marks()).toEqual(['drug', 'opioid']);
    await waitFor(() => expect(api.calls(HIGHLIGHTS)).toHaveLength(1));
    expect(api.calls(HIGHLIGHTS)[0]!.body).toEqual({
      highlights: [
        { start: 6, end: 10 },
        { start: 20, end: 26 },
      ],
    });

    // Selecting highlighted words offers to remove their highlight.
    select(stem().querySelector('strong mark')!.firstChild!, 1, 4);
    await click(user, 'Remove highlight');
    expect(marks()).toEqual(['drug', 'o', 'id']);
    await waitFor(() => expect(api.calls(HIGHLIGHTS)).toHaveLength(2));

    // A tap on a highlight removes it.
    await user.click(screen.getByText('drug'));
    expect(marks()).toEqual(['o', 'id']);
    await waitFor(() => expect(api.calls(HIGHLIGHTS)).toHaveLength(3));
    expect(api.calls(HIGHLIGHTS)[2]!.body).toEqual({
      highlights: [
        { start: 20, end: 21 },
        { start: 24, end: 26 },
      ],
    });

    await click(user, 'Clear highlights');
    expect(marks()).toEqual([]);
    await waitFor(() => expect(api.calls(HIGHLIGHTS)).toHaveLength(4));
    expect(api.calls(HIGHLIGHTS)[3]!.body).toEqual({ highlights: [] });
    expect(screen.queryByRole('button', { name: 'Clear highlights' })).toBeNull();
  });

  it('says to select words first; Shift+arrows extend a selection instead of moving on', async () => {
    const { user, api } = await openExam(testDetail(), { [HIGHLIGHTS]: echoHighlights });
    await user.click(await screen.findByRole('button', { name: 'Highlight' }));
    expect(await screen.findByText(SELECT_FIRST)).toBeInTheDocument();
    expect(api.calls(HIGHLIGHTS)).toHaveLength(0);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(heading()).toHaveTextContent('Question 1 of 3');
  });

  it('brings the saved highlights back when a save fails', async () => {
    const { user } = await openExam(testDetail(), {
      [HIGHLIGHTS]: fail(403, STUDY_NOTES_MESSAGES.needsAccess, 'Forbidden'),
    });
    await screen.findByRole('button', { name: 'Highlight' });
    select(stem().querySelector('strong')!.firstChild!, 0, 6);
    await click(user, 'Highlight');
    expect(await screen.findByText(STUDY_NOTES_MESSAGES.needsAccess)).toBeInTheDocument();
    await waitFor(() => expect(marks()).toEqual([]));
  });

  it('writes a note in its panel: Save, the counter, save on close, and a failed save', async () => {
    let failing = false;
    const { user, api } = await openExam(testDetail(), {
      [NOTE]: (request) =>
        failing
          ? fail(400, 'A note may have at most 5000 characters', 'Bad Request')
          : echoNote(request),
    });
    await user.click(await screen.findByRole('button', { name: 'Notes' }));
    const panel = await screen.findByRole('dialog', { name: 'Your note on this question' });
    const field = within(panel).getByLabelText('Your note');
    await user.type(field, 'Check RR');
    expect(within(panel).getByText('8 of 5,000 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(api.calls(NOTE)[0]!.body).toEqual({ note: 'Check RR' });
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Closing with changes saves them.
    await user.type(field, ' first');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.calls(NOTE)).toHaveLength(2));
    expect(api.calls(NOTE)[1]!.body).toEqual({ note: 'Check RR first' });
    expect(
      await screen.findByRole('button', { name: 'Notes (this question has a note)' }),
    ).toBeVisible();

    // A failed save says why and keeps the text.
    failing = true;
    await click(user, 'Notes (this question has a note)');
    const again = await screen.findByRole('dialog', { name: 'Your note on this question' });
    await user.type(within(again).getByLabelText('Your note'), '!');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'A note may have at most 5000 characters',
    );
    expect(within(again).getByLabelText('Your note')).toHaveValue('Check RR first!');
  });

  it('without access shows the note read-only and offers no Highlight', async () => {
    const { user } = await openExam(testDetail({ type: 'free-trial' }), {
      [NOTES]: ok({
        editable: false,
        questions: [
          {
            questionId: SINGLE.id,
            note: { text: 'From before', updatedAt: UPDATED_AT },
            highlights: [{ start: 0, end: 5 }],
          },
        ],
      }),
    });
    await waitFor(() => expect(marks()).toEqual(['Which']));
    expect(screen.queryByRole('button', { name: /^Highlight/ })).toBeNull();
    await click(user, 'Notes (this question has a note)');
    const panel = await screen.findByRole('dialog', { name: 'Your note on this question' });
    expect(within(panel).getByLabelText('Your note')).toHaveAttribute('readonly');
    expect(within(panel).getByText(NOTE_NEEDS_ACCESS)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
