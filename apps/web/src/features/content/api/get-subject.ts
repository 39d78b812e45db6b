import type { TAdminSubject } from '@prepward/shared/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** GET /admin/exam/subject/{subjectId}: the subject with its course and exam names. */
export async function getSubject(subjectId: string, signal?: AbortSignal): Promise<TAdminSubject> {
  const { data } = await apiRequest<{ subject: TAdminSubject }>(
    `/admin/exam/subject/${subjectId}`,
    { auth: 'admin', signal },
  );
  return data.subject;
}

export function useSubject(subjectId: string) {
  return useQuery({
    queryKey: contentKeys.subject(subjectId),
    queryFn: ({ signal }) => getSubject(subjectId, signal),
  });
}
