// What leaves the server about content (shapes in packages/shared/src/schemas/content.ts).
import type {
  TAdminCourse,
  TAdminExam,
  TAdminQuestion,
  TAdminSubject,
} from '@prepward/shared/schemas/content';
import type { courses, exams, questionOptions, questions, subjects } from '../../db/schema';

export function presentExam(exam: typeof exams.$inferSelect): TAdminExam {
  return {
    id: exam.id,
    name: exam.name,
    description: exam.description,
    subscriptionAmount: exam.subscriptionAmount,
    mockQuestions: exam.mockQuestions,
    mockTestTime: exam.mockTestTime,
    passMark: exam.passMark,
    imageUrl: exam.imageUrl,
    createdAt: exam.createdAt.toISOString(),
    updatedAt: exam.updatedAt.toISOString(),
  };
}

export function presentCourse(
  course: typeof courses.$inferSelect,
  counts: { subjectCount: number; questionCount: number },
): TAdminCourse {
  return {
    id: course.id,
    examId: course.examId,
    name: course.name,
    createdAt: course.createdAt.toISOString(),
    ...counts,
  };
}

export function presentSubject(
  subject: typeof subjects.$inferSelect,
  names: { examName: string; courseName: string },
  questionCount: number,
): TAdminSubject {
  return {
    id: subject.id,
    examId: subject.examId,
    examName: names.examName,
    courseId: subject.courseId,
    courseName: names.courseName,
    name: subject.name,
    createdAt: subject.createdAt.toISOString(),
    questionCount,
  };
}

export function presentQuestion(
  question: typeof questions.$inferSelect,
  names: {
    examName: string;
    courseName: string;
    subjectName: string;
    authorName: string | null;
    reviewComment: string | null;
    /** The title of its case study (a left join: null when it stands alone). */
    caseTitle: string | null;
  },
  options: (typeof questionOptions.$inferSelect)[],
): TAdminQuestion {
  return {
    id: question.id,
    examId: question.examId,
    examName: names.examName,
    courseId: question.courseId,
    courseName: names.courseName,
    caseStudy:
      question.caseStudyId && question.caseStep !== null && names.caseTitle !== null
        ? { id: question.caseStudyId, title: names.caseTitle, step: question.caseStep }
        : null,
    subjectId: question.subjectId,
    subjectName: names.subjectName,
    type: question.type,
    question: question.questionHtml,
    explanation: question.explanationHtml,
    answer: question.type === 'fill_in_the_blanks' ? question.answerText : null,
    acceptedAnswers: question.type === 'fill_in_the_blanks' ? question.acceptedAnswers : [],
    options: [...options]
      .sort((a, b) => a.position - b.position)
      .map((option) => ({
        id: option.id,
        value: option.value,
        answer: option.isCorrect,
        selected: option.pickCount,
        part: option.part,
      })),
    scoring: question.scoring,
    layout: question.layout,
    maxPoints: question.maxPoints,
    status: question.status,
    tags: question.tags,
    category: question.category,
    difficulty: question.difficulty,
    authorId: question.authorId,
    authorName: names.authorName,
    lineageId: question.lineageId,
    reviewComment: names.reviewComment,
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
  };
}
