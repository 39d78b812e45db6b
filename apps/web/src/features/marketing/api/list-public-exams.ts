import { PUBLIC_EXAMS_PER_PAGE } from '@prepward/shared/constants';
import type { ReplyData } from '@prepward/shared/operation';
import type { publicSiteOperations } from '@prepward/shared/operations/public-site';
import { publicExamsRoute } from '@prepward/shared/operations/public-site-route';
import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';

type PublicExams = ReplyData<typeof publicSiteOperations.listPublicExams>;

/**
 * The contract's route without its schemas, called with apiRequest rather than lib/operations:
 * the home page's bundle carries neither zod nor TanStack Query. The reply type is the contract's.
 */
export async function listPublicExams(signal?: AbortSignal): Promise<PublicExams> {
  const { data } = await apiRequest<PublicExams>(publicExamsRoute.path, {
    method: publicExamsRoute.method,
    // Its caller is 'anyone': no token.
    auth: 'none',
    query: { perPage: PUBLIC_EXAMS_PER_PAGE },
    ...(signal ? { signal } : {}),
  });
  return { exams: data.exams, pagination: data.pagination };
}

export type PublicExamsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: PublicExams };

/**
 * The newest exams, read once the page is in the browser (the prerendered page cannot know
 * them). A plain request rather than TanStack Query: the public pages make this one read and
 * must stay small (docs/decisions/0089-home-page-catalogue.md); the reply is cached by the
 * browser for a minute.
 */
export function usePublicExams(): PublicExamsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PublicExamsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    listPublicExams(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}
