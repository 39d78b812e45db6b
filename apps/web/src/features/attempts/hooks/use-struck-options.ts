import { useCallback, useState } from 'react';
import { getStruckOptions, setStruckOptions, type StruckOptions } from '../../../lib/storage';

/** Options the student crossed out, per question, kept in this browser for the test. */
export function useStruckOptions(testId: string) {
  const [struck, setStruck] = useState<StruckOptions>(() => getStruckOptions(testId));
  const toggle = useCallback(
    (questionId: string, optionId: string) => {
      setStruck((current) => {
        const list = current[questionId] ?? [];
        const next = {
          ...current,
          [questionId]: list.includes(optionId)
            ? list.filter((id) => id !== optionId)
            : [...list, optionId],
        };
        setStruckOptions(testId, next);
        return next;
      });
    },
    [testId],
  );
  return { struck, toggle };
}
