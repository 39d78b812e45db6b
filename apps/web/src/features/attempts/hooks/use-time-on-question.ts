import { useCallback, useEffect, useRef } from 'react';

/**
 * Seconds the student spent on each question while it was on screen and the clock ran
 * (sent with the answer; the server caps it). Added up over visits.
 */
export function useTimeOnQuestion(questionId: string | undefined, counting: boolean) {
  const spent = useRef(new Map<string, number>());
  const since = useRef<{ questionId: string; at: number } | null>(null);

  useEffect(() => {
    if (!questionId || !counting) return;
    const totals = spent.current;
    since.current = { questionId, at: Date.now() };
    return () => {
      const segment = since.current;
      since.current = null;
      if (!segment) return;
      totals.set(
        segment.questionId,
        (totals.get(segment.questionId) ?? 0) + (Date.now() - segment.at),
      );
    };
  }, [questionId, counting]);

  return useCallback((id: string) => {
    const running = since.current?.questionId === id ? Date.now() - since.current.at : 0;
    return Math.round(((spent.current.get(id) ?? 0) + running) / 1000);
  }, []);
}
