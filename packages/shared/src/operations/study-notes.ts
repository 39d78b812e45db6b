// Study notes: the student's highlights in a question's stem and a note per question, and
// the list of their notes on an exam. Writing needs an active subscription to the exam;
// reading and deleting what is one's own does not.
import { operation } from '../operation';
import { ZQuestionParams, ZTestParams } from '../schemas/attempts';
import { ZExamIdParams } from '../schemas/commerce';
import {
  ZExamNotesQuery,
  ZExamNotesReply,
  ZSaveHighlightsReply,
  ZSaveHighlightsRequest,
  ZSaveNoteReply,
  ZSaveNoteRequest,
  ZTestStudyNotes,
} from '../schemas/study-notes';

const tag = 'study notes';

export const studyNoteOperations = {
  getTestStudyNotes: operation({
    method: 'GET',
    path: '/user/test/:examId/:testId/notes',
    tag,
    caller: 'student',
    summary: "The student's notes and highlights on the questions of one of their tests",
    params: ZTestParams,
    reply: ZTestStudyNotes,
  }),
  saveQuestionNote: operation({
    method: 'PUT',
    path: '/user/exam/:examId/:questionId/note',
    tag,
    caller: 'student',
    summary: 'Write the note on a question (an empty note deletes it)',
    params: ZQuestionParams,
    body: ZSaveNoteRequest,
    reply: ZSaveNoteReply,
  }),
  deleteQuestionNote: operation({
    method: 'DELETE',
    path: '/user/exam/:examId/:questionId/note',
    tag,
    caller: 'student',
    summary: 'Delete the note on a question',
    params: ZQuestionParams,
    reply: ZSaveNoteReply,
  }),
  saveQuestionHighlights: operation({
    method: 'PUT',
    path: '/user/exam/:examId/:questionId/highlights',
    tag,
    caller: 'student',
    summary: "Replace the highlights in a question's stem (merged; an empty list clears them)",
    params: ZQuestionParams,
    body: ZSaveHighlightsRequest,
    reply: ZSaveHighlightsReply,
  }),
  listExamNotes: operation({
    method: 'GET',
    path: '/user/exam/:examId/notes',
    tag,
    caller: 'student',
    summary: "The student's notes on an exam's questions, newest first; search in their text",
    params: ZExamIdParams,
    query: ZExamNotesQuery,
    reply: ZExamNotesReply,
  }),
};
