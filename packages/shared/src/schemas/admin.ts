import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { emailField, requiredString, ZUuid } from './common';

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
  roles: z.array(z.enum(ADMIN_ROLES, 'Unknown role')).max(ADMIN_ROLES.length).default([]),
  examAccess: z.array(ZUuid).max(500).default([]),
});
export type TAddAdminRequest = z.input<typeof ZAddAdminRequest>;
