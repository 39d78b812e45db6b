// Case studies: an unfolding clinical case of up to six questions that share one scenario,
// shown to students in order, each with its own exhibits (the chart as it stands at that
// step), and counted as a unit in tests and analytics (decision 0104).
import { z } from 'zod';
import { ZUuid, requiredString } from './common';
import { CASE_STUDY_STEPS } from './content';
import { htmlHasContent } from '../html-text';

export { ZCaseStep, ZQuestionCase, type TQuestionCase } from './content';
// What students see of a case, kept with the test's schemas (a student page loads no admin ones).
export { ZTestCase, type TTestCase } from './attempts';

export const CASE_STUDY_LIMITS = {
  title: 200,
  scenarioHtml: 20_000,
  steps: CASE_STUDY_STEPS,
} as const;

const ZCaseStudyTitle = requiredString('Title').max(
  CASE_STUDY_LIMITS.title,
  `The title may have at most ${CASE_STUDY_LIMITS.title} characters`,
);
const ZCaseStudyScenario = z
  .string({ error: 'Scenario is required' })
  .max(
    CASE_STUDY_LIMITS.scenarioHtml,
    `The scenario may have at most ${CASE_STUDY_LIMITS.scenarioHtml} characters`,
  )
  .refine(htmlHasContent, 'Scenario is required');

export const ZCaseStudyCreateRequest = z.object({
  examId: ZUuid,
  title: ZCaseStudyTitle,
  /** Sanitized HTML: what every question of the case shows above its own text. */
  scenario: ZCaseStudyScenario,
});
export type TCaseStudyCreateRequest = z.input<typeof ZCaseStudyCreateRequest>;

export const ZCaseStudyUpdateRequest = ZCaseStudyCreateRequest.omit({ examId: true });
export type TCaseStudyUpdateRequest = z.input<typeof ZCaseStudyUpdateRequest>;

/** A question of a case, as the admin's case page lists it (live or not). */
export const ZCaseStudyQuestion = z.object({
  id: ZUuid,
  step: z.number().int(),
  type: z.string(),
  /** Sanitized HTML, as stored. */
  question: z.string(),
  status: z.string(),
  subjectName: z.string(),
});

export const ZAdminCaseStudy = z.object({
  id: ZUuid,
  examId: ZUuid,
  title: z.string(),
  scenario: z.string(),
  /** Its questions that are not retired, by step. */
  questions: z.array(ZCaseStudyQuestion),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminCaseStudy = z.infer<typeof ZAdminCaseStudy>;
