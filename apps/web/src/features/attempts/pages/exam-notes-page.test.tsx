// My notes: the student's notes on an exam, reached from My Exams; paged and searched on the
// server, edited in the note panel, deleted after a confirmation; read-only once access ended.
import { STUDY_NOTES_MESSAGES } from '@prepward/shared/app-messages';
import type { TExamNote } from '@prepward/shared/schemas/study-notes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { EXAM_ID } from '../testing/exam-fixtures';

const LIST = `GET /user/exam/${EXAM_ID}/notes`;
const EXAM = { id: EXAM_ID, name: 'Nursing Licensure Practice' };

const note = (n: number, fields: Partial<TExamNote> = {}): TExamNote => ({
  questionId: `44444444-4444-4444-8444-44444444444${n}`,
  questionExcerpt: `Question ${n}: which drug reverses opioid overdose?`,
  courseName: 'Pharmacology',
  subjectName: 'Antidotes',
  note: `Note ${n}`,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** The list as the server pages it: `notes` are every note, newest first. */
function listOf(notes: TExamNote[], editable = true) {
  return (request: StubbedRequest) => {
    const page = Number(request.query.get('page') ?? 1);
    const perPage = Number(request.query.get('perPage') ?? 10);
    const search = request.query.get('search')?.toLowerCase();
    const found = search ? notes.filter((n) => n.note.toLowerCase().includes(search)) : notes;
    return ok({
      exam: EXAM,
      editable,
      notes: found.slice((page - 1) * perPage, page * perPage),
      pagination: { total: found.length, perPage, currentPage: page },
    });
  };
}

function open(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  signInAs('user');
  return { api, ...renderRoute(`/user/my-exams/${EXAM_ID}/notes`) };
}

describe('My notes', { timeout: 20_000 }, () => {
  it('is linked from My Exams for each exam', async () => {
    stubApi({
      'GET /user/my-exams': ok({
        exams: [
          {
            ...EXAM,
            description: '',
            imageUrl: null,
            subscriptionAmount: 10,
            mockQuestions: 40,
            mockTestTime: 60,
            accessEndsAt: '2027-03-12T10:00:00.000Z',
            active: true,
          },
        ],
      }),
      'GET /user/test': ok({ tests: [], pagination: { total: 0, perPage: 100, currentPage: 1 } }),
      [LIST]: listOf([note(1)]),
    });
    signInAs('user');
    const { user } = renderRoute('/user/my-exams');
    await user.click(
      await screen.findByRole('link', { name: 'My notes on Nursing Licensure Practice' }),
    );
    expect(await screen.findByRole('heading', { name: 'My notes' })).toBeInTheDocument();
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
  });

  it('lists the notes with their question, subject and date, pages and searches them', async () => {
    const notes = Array.from({ length: 12 }, (_, i) => note(i % 10, { note: `Note ${i + 1}` }));
    notes[2] = { ...notes[2]!, note: 'Insulin before meals' };
    const { api, user } = open({ [LIST]: listOf(notes) });
    const first = await screen.findByRole('article', { name: /Question 0/ });
    expect(within(first).getByText('Pharmacology · Antidotes')).toBeInTheDocument();
    expect(within(first).getByText('Note 1')).toBeInTheDocument();
    expect(within(first).getByText(/Updated 1 Mar 2026/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 1 - 10 of 12 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 - 12 of 12 entries')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)!.query.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search your notes' }), 'insulin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Insulin before meals')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.calls(LIST).at(-1)!.query.get('search')).toBe('insulin');
    expect(api.calls(LIST).at(-1)!.query.get('page')).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search your notes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your notes' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No notes match "nothing".')).toBeInTheDocument();
  });

  it('edits a note in its panel and deletes one after asking', async () => {
    let notes = [note(1), note(2)];
    const { api, user } = open({
      [LIST]: (request) => listOf(notes)(request),
      [`PUT /user/exam/${EXAM_ID}/${note(1).questionId}/note`]: (request) => {
        const text = (request.body as { note: string }).note;
        notes = notes.map((n) => (n.questionId === note(1).questionId ? { ...n, note: text } : n));
        return ok({ message: 'Note saved', note: { text, updatedAt: '2026-03-02T10:00:00.000Z' } });
      },
      [`DELETE /user/exam/${EXAM_ID}/${note(2).questionId}/note`]: () => {
        notes = notes.filter((n) => n.questionId !== note(2).questionId);
        return ok({ message: STUDY_NOTES_MESSAGES.noteDeleted, note: null });
      },
    });
    const card = await screen.findByRole('article', { name: /Question 1/ });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit your note' });
    const field = within(panel).getByLabelText('Your note');
    expect(field).toHaveValue('Note 1');
    await user.clear(field);
    await user.type(field, 'Naloxone, then airway');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(
      await within(card).findByText('Naloxone, then airway', { selector: 'p' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const second = screen.getByRole('article', { name: /Question 2/ });
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText(STUDY_NOTES_MESSAGES.noteDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.calls(`DELETE /user/exam/${EXAM_ID}/${note(2).questionId}/note`)).toHaveLength(1);
  });

  it('says when there are no notes yet', async () => {
    open({ [LIST]: listOf([]) });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('keeps the notes read-only, but deletable, once the access ended', async () => {
    open({ [LIST]: listOf([note(1)], false) });
    const card = await screen.findByRole('article', { name: /Question 1/ });
    expect(screen.getByText(/Your access to this exam has ended/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
