import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CatalogueExam = { id: string; name: string };

/** The catalogue (GET /user/exam), for choosing an exam to try: names only, first 100. */
export async function listCatalogue(signal?: AbortSignal): Promise<CatalogueExam[]> {
  const { data } = await apiRequest<{ exams: CatalogueExam[] }>('/user/exam', {
    query: { perPage: 100 },
    signal,
  });
  return data.exams.map(({ id, name }) => ({ id, name }));
}

export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'catalogue', 'names'],
    queryFn: ({ signal }) => listCatalogue(signal),
    enabled,
  });
}
