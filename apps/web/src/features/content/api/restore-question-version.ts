import { questionHistoryOperations } from '@prepward/shared/operations/question-history';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Makes the question look like the version again; answers what happened and the message. */
export function restoreQuestionVersion(params: { questionId: string; versionId: string }) {
  return call(questionHistoryOperations.restoreQuestionVersion, { params });
}

/** A restore changes the question (or makes a new one): every content list and the history. */
export function useRestoreQuestionVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreQuestionVersion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}
