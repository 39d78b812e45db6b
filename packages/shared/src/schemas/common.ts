import { z } from 'zod';
import { PAGINATION, PROFESSION_FILTERS } from '../constants';
import { VALIDATION } from '../messages';

/** A trimmed string that must not be empty: '{label} is required'. */
export const requiredString = (label: string) => {
  const message = VALIDATION.required(label);
  return z.string({ error: message }).trim().min(1, message);
};

/** A required, valid email, lower-cased so look-ups are case-insensitive. */
export const emailField = (requiredMessage: string = VALIDATION.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, VALIDATION.invalidEmail)
    .pipe(z.email(VALIDATION.invalidEmail))
    .transform((email) => email.toLowerCase());

export const ZUuid = z.uuid('Invalid id');

export const ZIdParam = z.object({ id: ZUuid });

export const ZPaginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'perPage must be 1 or more')
    .max(PAGINATION.maxPerPage, `perPage must be at most ${PAGINATION.maxPerPage}`)
    .default(PAGINATION.defaultPerPage),
  search: z.string().trim().max(200, 'search is too long').optional(),
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

export const ZPagination = z.object({
  total: z.number().int(),
  perPage: z.number().int(),
  currentPage: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

const DATE_MESSAGE = 'Use a date such as 2026-01-31';

/**
 * A calendar day, 'YYYY-MM-DD' (date filters of the admin lists), from the year 1 on: the
 * database has no year 0 (1 BC), which the ISO format allows.
 */
export const ZDateOnly = z.iso
  .date(DATE_MESSAGE)
  .refine((day) => !day.startsWith('0000-'), DATE_MESSAGE);

/**
 * The sales and users lists: search, profession ('All' or absent means every profession)
 * and a from/to day range (both inclusive).
 */
export const ZPeopleListQuery = ZPaginationQuery.extend({
  profession: z
    .enum(PROFESSION_FILTERS, 'Unknown profession')
    .optional()
    .transform((value) => (value === 'All' ? undefined : value)),
  from: ZDateOnly.optional(),
  to: ZDateOnly.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'The start date must be on or before the end date',
  path: ['to'],
});
export type TPeopleListQuery = z.infer<typeof ZPeopleListQuery>;
