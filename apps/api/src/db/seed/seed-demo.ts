import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, exams, questionOptions, questions, subjects } from '../schema';
import { demoCatalogue, type SeedExam } from './demo-catalogue';

export type SeedResult = { examsCreated: number; questionsCreated: number };

/**
 * Adds the demo catalogue's exams that are not there yet (matched by name), each exam in
 * one transaction with its courses, subjects, questions and options. Safe to run at every start.
 */
export async function seedDemoCatalogue(
  db: Database,
  catalogue: SeedExam[] = demoCatalogue,
): Promise<SeedResult> {
  const existing = await db
    .select({ name: exams.name })
    .from(exams)
    .where(
      inArray(
        exams.name,
        catalogue.map((exam) => exam.name),
      ),
    );
  const existingNames = new Set(existing.map((row) => row.name));
  const result: SeedResult = { examsCreated: 0, questionsCreated: 0 };

  for (const seedExam of catalogue.filter((exam) => !existingNames.has(exam.name))) {
    result.questionsCreated += await db.transaction(async (tx) => {
      const [exam] = await tx
        .insert(exams)
        .values({
          name: seedExam.name,
          description: seedExam.description,
          subscriptionAmount: seedExam.subscriptionAmount,
          mockQuestions: seedExam.mockQuestions,
          mockTestTime: seedExam.mockTestTime,
        })
        .returning({ id: exams.id });
      if (!exam) throw new Error('exam insert returned nothing');

      const courseRows = await tx
        .insert(courses)
        .values(seedExam.courses.map((course) => ({ examId: exam.id, name: course.name })))
        .returning({ id: courses.id });
      const subjectInputs = seedExam.courses.flatMap((course, courseIndex) =>
        course.subjects.map((subject) => ({ subject, courseId: courseRows[courseIndex]!.id })),
      );
      const subjectRows = await tx
        .insert(subjects)
        .values(
          subjectInputs.map(({ subject, courseId }) => ({
            examId: exam.id,
            courseId,
            name: subject.name,
          })),
        )
        .returning({ id: subjects.id });

      const questionInputs = subjectInputs.flatMap(({ subject, courseId }, subjectIndex) =>
        subject.questions.map((question) => ({
          question,
          courseId,
          subjectId: subjectRows[subjectIndex]!.id,
        })),
      );
      const questionRows = await tx
        .insert(questions)
        .values(
          questionInputs.map(({ question, courseId, subjectId }) => ({
            examId: exam.id,
            courseId,
            subjectId,
            type: question.type,
            questionHtml: question.question,
            explanationHtml: question.explanation,
            answerText: question.type === 'fill_in_the_blanks' ? question.answer : null,
          })),
        )
        .returning({ id: questions.id });

      const optionRows = questionInputs.flatMap(({ question }, questionIndex) =>
        question.type === 'fill_in_the_blanks'
          ? []
          : question.options.map((option, position) => ({
              questionId: questionRows[questionIndex]!.id,
              value: option.value,
              isCorrect: option.correct,
              position,
            })),
      );
      if (optionRows.length > 0) await tx.insert(questionOptions).values(optionRows);
      return questionRows.length;
    });
    result.examsCreated += 1;
  }
  return result;
}
