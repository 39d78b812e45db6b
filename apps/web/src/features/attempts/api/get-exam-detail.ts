import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ExamSubject = { id: string; name: string; questionCount: number };
export type ExamCourse = { id: string; name: string; subjects: ExamSubject[] };

/** GET /user/exam/{examId}: an exam with its courses and subjects, access and free trial. */
export type ExamDetail = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  subscriptionAmount: number;
  mockQuestions: number;
  mockTestTime: number;
  questionCount: number;
  courses: ExamCourse[];
  access: { active: boolean; endsAt: string | null };
  freeTrial: { available: boolean; testId: string | null };
};

export const examDetailQueryKey = (examId: string) => ['user', 'exam', examId] as const;

export async function getExamDetail(examId: string, signal?: AbortSignal): Promise<ExamDetail> {
  const { data } = await apiRequest<{ exam: ExamDetail }>(
    `/user/exam/${encodeURIComponent(examId)}`,
    { signal },
  );
  return data.exam;
}

/** Nothing is fetched until an exam is chosen. */
export function useExamDetail(examId: string | null) {
  return useQuery({
    queryKey: examDetailQueryKey(examId ?? ''),
    queryFn: ({ signal }) => getExamDetail(examId!, signal),
    enabled: Boolean(examId),
  });
}
