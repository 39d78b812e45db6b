// Lab values: the reference ranges students open beside a question (as the real exams
// offer), kept by administrators as content.
import { z } from 'zod';
import { requiredString, ZPaginationQuery } from './common';

export const LAB_VALUE_LIMITS = {
  category: 100,
  testName: 200,
  range: 100,
  unit: 50,
  note: 500,
  maxPosition: 9999,
} as const;

/**
 * The order categories are shown in (students look up electrolytes far more than CSF);
 * a category an administrator adds that is not listed comes after these, alphabetically.
 */
export const LAB_VALUE_CATEGORY_ORDER = [
  'Serum electrolytes',
  'Renal',
  'Liver',
  'Endocrine',
  'Lipids',
  'Cardiac markers',
  'Other serum tests',
  'Hematology',
  'Coagulation',
  'Arterial blood gases',
  'Urine',
  'Cerebrospinal fluid',
  'Therapeutic drug levels',
] as const;

const limited = (label: string, max: number) =>
  requiredString(label).max(max, `${label} must be at most ${max} characters`);

/** A unit may be empty: pH, INR and specific gravity have none. */
const unit = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LAB_VALUE_LIMITS.unit, `${label} must be at most ${LAB_VALUE_LIMITS.unit} characters`);

const labValueFields = {
  category: limited('Category', LAB_VALUE_LIMITS.category),
  testName: limited('Test name', LAB_VALUE_LIMITS.testName),
  conventionalRange: limited('Conventional range', LAB_VALUE_LIMITS.range),
  conventionalUnit: unit('Conventional unit'),
  siRange: limited('SI range', LAB_VALUE_LIMITS.range),
  siUnit: unit('SI unit'),
  /** Plain text (shown as text, never as HTML); empty means none. */
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(LAB_VALUE_LIMITS.note, `Note must be at most ${LAB_VALUE_LIMITS.note} characters`)
    .nullable()
    .transform((note) => (note ? note : null)),
  /** 1 is the first row of its category. */
  position: z
    .number({ error: 'Position must be a number' })
    .int('Position must be a whole number')
    .min(1, 'Position must be at least 1')
    .max(LAB_VALUE_LIMITS.maxPosition, `Position must be at most ${LAB_VALUE_LIMITS.maxPosition}`),
};

/** Adding a lab value: without a position it goes last in its category. */
export const ZLabValueCreateRequest = z.object({
  ...labValueFields,
  conventionalUnit: labValueFields.conventionalUnit.default(''),
  siUnit: labValueFields.siUnit.default(''),
  note: labValueFields.note.optional().transform((note) => note ?? null),
  position: labValueFields.position.optional(),
});
export type TLabValueCreateRequest = z.input<typeof ZLabValueCreateRequest>;

/** Editing a lab value: only the fields sent change. */
export const ZLabValueUpdateRequest = z
  .object(labValueFields)
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type TLabValueUpdateRequest = z.input<typeof ZLabValueUpdateRequest>;

/** A lab value as students read it. */
export const ZLabValue = z.object({
  id: z.string(),
  category: z.string(),
  testName: z.string(),
  conventionalRange: z.string(),
  conventionalUnit: z.string(),
  siRange: z.string(),
  siUnit: z.string(),
  note: z.string().nullable(),
});
export type TLabValue = z.infer<typeof ZLabValue>;

/** A lab value as administrators manage it. */
export const ZAdminLabValue = ZLabValue.extend({
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminLabValue = z.infer<typeof ZAdminLabValue>;

/** The admin list: search on the test name, and one category (exactly as stored). */
export const ZLabValueListQuery = ZPaginationQuery.extend({
  category: z
    .string()
    .trim()
    .max(LAB_VALUE_LIMITS.category, 'category is too long')
    .optional()
    .transform((category) => category || undefined),
});
export type TLabValueListQuery = z.infer<typeof ZLabValueListQuery>;
