import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An exam the student has (or had) access to: GET /user/my-exams. */
export type OwnedExam = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  subscriptionAmount: number;
  mockQuestions: number;
  mockTestTime: number;
  accessEndsAt: string;
  active: boolean;
};

export const MY_EXAMS_QUERY_KEY = ['user', 'my-exams'] as const;

/** Every exam the student ever had access to, active first. */
export async function getMyExams(signal?: AbortSignal): Promise<OwnedExam[]> {
  const { data } = await apiRequest<{ exams: OwnedExam[] }>('/user/my-exams', { signal });
  return data.exams;
}

export function useMyExams() {
  return useQuery({
    queryKey: MY_EXAMS_QUERY_KEY,
    queryFn: ({ signal }) => getMyExams(signal),
  });
}
