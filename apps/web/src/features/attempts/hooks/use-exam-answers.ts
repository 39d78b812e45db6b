import { MESSAGES } from '@prepward/shared/messages';
import { attemptOperations } from '@prepward/shared/operations/attempts';
import type { TAnswerResult, THeldAnswer, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { correctAnswerLine } from '../../../components/question/correct-answer';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { keyOf } from '../../../lib/operations';
import type { PendingAnswer } from '../../../lib/storage';
import {
  EMPTY_SELECTION,
  selectionOfHeld,
  selectionOfPending,
  type Selection,
} from '../lib/answers';
import { useAnswerQueue } from './use-answer-queue';

function mapOf<T>(entries: readonly (readonly [string, T | null])[]): Map<string, T> {
  return new Map(entries.flatMap(([id, value]) => (value === null ? [] : [[id, value] as const])));
}

/**
 * The answers of a test on the exam page: those the server holds, what it revealed, and
 * those still on their way (kept on the device and sent again until the server has them).
 * Each outcome is announced to screen readers; `toastOnSave` says whether a saved answer also
 * gets the 'Submission successful' toast (a press of Submit, not a mock's quiet save).
 */
export function useExamAnswers(
  examId: string,
  testId: string,
  questions: TTestQuestion[],
  { toastOnSave }: { toastOnSave: (questionId: string) => boolean },
) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState(() =>
    mapOf<THeldAnswer>(questions.map((question) => [question.id, question.answer])),
  );
  const [results, setResults] = useState(() =>
    mapOf<TAnswerResult>(questions.map((question) => [question.id, question.result])),
  );
  const [announcement, setAnnouncement] = useState('');

  const questionNumber = (questionId: string) =>
    questions.findIndex((question) => question.id === questionId) + 1;

  const queue = useAnswerQueue(examId, testId, {
    onSaved: ({ saved }) => {
      setHeld((current) => {
        const next = new Map(current);
        for (const item of saved) next.set(item.questionId, item.answer);
        return next;
      });
      setResults((current) => {
        const next = new Map(current);
        for (const item of saved) if (item.result) next.set(item.questionId, item.result);
        return next;
      });
      const item = saved[0];
      if (!item) return;
      const number = questionNumber(item.questionId);
      if (item.result) {
        const result = item.result;
        const rightLabels = questions
          .find((question) => question.id === item.questionId)
          ?.options.filter((option) => result.correctOptionIds.includes(option.id))
          .map((option) => option.label)
          .join(', ');
        const rightText = correctAnswerLine(result) ?? rightLabels;
        setAnnouncement(
          result.isCorrect
            ? `Question ${number}: correct.`
            : `Question ${number}: incorrect. The correct answer is ${rightText}.`,
        );
      } else {
        setAnnouncement(`Answer to question ${number} saved.`);
      }
      // One toast for a run of answers, not one per answer; none for a mock's quiet saves.
      if (toastOnSave(item.questionId)) {
        notifySuccess(MESSAGES.submissionSuccessful, { id: 'answer-saved', autoClose: 2000 });
      }
    },
    onRefused: (answer, error) => {
      const message = failureMessage(error, MESSAGES.testSubmitError);
      setAnnouncement(`Question ${questionNumber(answer.questionId)}: ${message}`);
      notifyError(message);
    },
    onTestEnded: (error) => {
      notifyError(errorMessage(error));
      void queryClient.invalidateQueries({
        queryKey: keyOf(attemptOperations.getTest, { params: { examId, testId } }),
      });
    },
  });

  const pendingFor = (questionId: string): PendingAnswer | undefined =>
    queue.pending.find((answer) => answer.questionId === questionId);

  /** What a question shows when the student comes to it: its unsent answer, else the held one. */
  const savedSelection = (question: TTestQuestion): Selection => {
    const pending = pendingFor(question.id);
    if (pending) return selectionOfPending(pending);
    const answer = held.get(question.id);
    return answer ? selectionOfHeld(answer) : EMPTY_SELECTION;
  };

  return { held, results, queue, pendingFor, savedSelection, announcement, setAnnouncement };
}
