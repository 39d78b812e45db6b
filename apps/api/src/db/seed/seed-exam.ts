// A small exam written as TypeScript, for tests that build their own (test/attempt-fixtures.ts).
// It is written out as a question CSV and seeded through the import like the demo catalogue,
// whose content lives only in demo/.
import { writeQuestionCsv } from '../../modules/content/question-csv-writer';
import type { CsvSeedExam } from './seed-demo';

export type SeedOption = { value: string; correct: boolean };
export type SeedQuestion =
  | { type: 'single_choice'; question: string; explanation: string; options: SeedOption[] }
  | { type: 'multiple_choice'; question: string; explanation: string; options: SeedOption[] }
  | {
      type: 'fill_in_the_blanks';
      question: string;
      explanation: string;
      answer: string;
      acceptedAnswers?: string[];
    };
export type SeedSubject = { name: string; questions: SeedQuestion[] };
export type SeedCourse = { name: string; subjects: SeedSubject[] };
export type SeedExam = {
  name: string;
  description: string;
  subscriptionAmount: number; // USD per month, e.g. 19.99
  mockQuestions: number; // questions in a mock exam, <= total questions of the exam
  mockTestTime: number; // minutes
  passMark?: number | null; // per cent of the points, none when left out
  courses: SeedCourse[];
};

/** The exam with its questions as a question CSV, in course, subject and question order. */
export function seedExamCsv({ courses, passMark = null, ...fields }: SeedExam): CsvSeedExam {
  const questions = courses.flatMap((course) =>
    course.subjects.flatMap((subject) =>
      subject.questions.map((question) => ({
        course: course.name,
        subject: subject.name,
        type: question.type,
        question: question.question,
        explanation: question.explanation,
        options:
          question.type === 'fill_in_the_blanks'
            ? []
            : question.options.map((option) => ({ value: option.value, answer: option.correct })),
        answer: question.type === 'fill_in_the_blanks' ? question.answer : null,
        acceptedAnswers:
          question.type === 'fill_in_the_blanks' ? (question.acceptedAnswers ?? []) : [],
      })),
    ),
  );
  const bytes = Buffer.from(writeQuestionCsv(questions));
  return { ...fields, passMark, csv: { fileName: `${fields.name}.csv`, bytes } };
}
