// Never lose an answer: every answer goes into a queue kept in local storage (per test)
// before it is sent, and leaves it only once the server holds it or refuses it. A failure
// to reach the server (offline, 5xx, 429) keeps it and retries with a growing delay, and at
// once when the browser comes back online or the student asks.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { getPendingAnswers, setPendingAnswers, type PendingAnswer } from '../../../lib/storage';
import { submitAnswers, type SubmitAnswersResult } from '../api/submit-answers';
import { samePending, withPending } from '../lib/answers';

export type AnswerQueueCallbacks = {
  onSaved: (result: SubmitAnswersResult, answer: PendingAnswer) => void;
  /** The server refused this answer for good (4xx); it left the queue. */
  onRefused: (answer: PendingAnswer, error: unknown) => void;
  /** The test ended: nothing more can be saved; the queue was emptied. */
  onTestEnded: (error: ApiError) => void;
};

const MAX_RETRY_DELAY_MS = 30_000;

/** Worth sending again: the server was not reached, failed, or asked us to slow down. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408;
}

export function useAnswerQueue(examId: string, testId: string, callbacks: AnswerQueueCallbacks) {
  const [pending, setPending] = useState<PendingAnswer[]>(() => getPendingAnswers(testId));
  /** Set after a failure to reach the server: when to try again. */
  const [retry, setRetry] = useState<{ delayMs: number } | null>(null);
  const pendingRef = useRef(pending);
  const flushing = useRef<Promise<void> | null>(null);
  const failures = useRef(0);
  const latestCallbacks = useRef(callbacks);
  useLayoutEffect(() => {
    latestCallbacks.current = callbacks;
  });

  const update = useCallback(
    (next: PendingAnswer[]) => {
      pendingRef.current = next;
      setPendingAnswers(testId, next);
      setPending(next);
    },
    [testId],
  );

  const flush = useCallback((): Promise<void> => {
    if (flushing.current) return flushing.current;
    const run = async () => {
      while (pendingRef.current.length > 0) {
        const answer = pendingRef.current[0]!;
        try {
          const result = await submitAnswers(examId, testId, [answer]);
          // A newer answer to the same question may have replaced it meanwhile: keep that one.
          update(pendingRef.current.filter((item) => !samePending(item, answer)));
          failures.current = 0;
          setRetry(null);
          latestCallbacks.current.onSaved(result, answer);
        } catch (error) {
          if (isTransient(error)) {
            failures.current += 1;
            setRetry({
              delayMs: Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.min(failures.current, 5)),
            });
            return;
          }
          setRetry(null);
          if (isApiError(error) && error.status === 409 && error.error === 'TestEnded') {
            update([]);
            latestCallbacks.current.onTestEnded(error);
            return;
          }
          update(pendingRef.current.filter((item) => !samePending(item, answer)));
          latestCallbacks.current.onRefused(answer, error);
        }
      }
    };
    flushing.current = run().finally(() => {
      flushing.current = null;
    });
    return flushing.current;
  }, [examId, testId, update]);

  const enqueue = useCallback(
    (answer: PendingAnswer) => {
      update(withPending(pendingRef.current, answer));
      void flush();
    },
    [flush, update],
  );

  // Answers left from an earlier visit go first; coming back online retries at once.
  useEffect(() => {
    if (pendingRef.current.length > 0) void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (!retry) return;
    const timer = window.setTimeout(() => void flush(), retry.delayMs);
    return () => window.clearTimeout(timer);
  }, [retry, flush]);

  return { pending, retrying: retry !== null, enqueue, flush };
}
