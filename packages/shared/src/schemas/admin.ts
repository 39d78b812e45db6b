import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { ADMINISTRATION_MESSAGES } from '../app-messages';
import { ZAdmin } from './auth';
import { emailField, requiredString, ZUuid } from './common';

/** At least one role (docs/decisions/0074-administrators-without-roles.md). */
const rolesField = () =>
  z
    .array(z.enum(ADMIN_ROLES, 'Unknown role'), { error: ADMINISTRATION_MESSAGES.roleRequired })
    .min(1, ADMINISTRATION_MESSAGES.roleRequired)
    .max(ADMIN_ROLES.length);

/** Exams the administrator is limited to; empty means every exam. */
const examAccessField = () => z.array(ZUuid).max(500);

export const ZAdminLoginRequest = z.object({
  email: emailField(),
  password: requiredString('Password').max(128),
});

export const ZAddAdminRequest = z.object({
  name: requiredString('Name').max(120),
  email: emailField(),
  password: requiredString('Password')
    .min(8, 'Password must be at least 8 characters long')
    .max(128),
  roles: rolesField(),
  examAccess: examAccessField().default([]),
});
export type TAddAdminRequest = z.input<typeof ZAddAdminRequest>;

/** Edit an administrator: its roles, its exam limit, or both. */
export const ZUpdateAdminRequest = z
  .object({ roles: rolesField().optional(), examAccess: examAccessField().optional() })
  .strict()
  .refine((body) => body.roles !== undefined || body.examAccess !== undefined, {
    message: 'Change the roles or the exam access',
  });
export type TUpdateAdminRequest = z.input<typeof ZUpdateAdminRequest>;

/** An administrator in the list: the exams of its limit by name (deleted ones left out). */
export const ZAdministrator = ZAdmin.extend({
  exams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdministrator = z.infer<typeof ZAdministrator>;
