// Students and administrators: who signs in, and the one-time codes that verify an email or
// reset a password. Apart from the other tables because nearly every one of them belongs to a
// student (ownedByUser) or names an administrator.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, trigram, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    profession: text('profession').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Country of the last login's IP address (offline lookup). */
    loginCountry: text('login_country'),
    googleSubject: text('google_subject'),
    verified: boolean('verified').notNull().default(false),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }),
    /** Bumped on password change or reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_created_at_idx').on(table.createdAt),
    index('users_profession_idx').on(table.profession),
    index('users_blacklisted_idx').on(table.blacklisted),
    index('users_email_trgm_idx').using('gin', trigram('email')),
    index('users_name_trgm_idx').using('gin', sql`(first_name || ' ' || last_name) gin_trgm_ops`),
  ],
);

/** A student's rows (tests, cart, tags, tickets) go when the student goes. */
export const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A student's display preferences. A row only once the student changes one: without it the
 * defaults apply, so existing accounts need nothing. Keyed by the student (read one at a time).
 */
export const userPreferences = pgTable('user_preferences', {
  userId: ownedByUser().primaryKey(),
  textSize: text('text_size', { enum: ['small', 'medium', 'large', 'x-large'] })
    .notNull()
    .default('medium'),
  /** 'auto' follows the device. */
  colorScheme: text('color_scheme', { enum: ['light', 'dark', 'auto'] })
    .notNull()
    .default('auto'),
  /** Make flashcards of questions answered wrong and tagged ones (decision 0107). */
  autoFlashcards: boolean('auto_flashcards').notNull().default(true),
  updatedAt: updatedAt(),
});

export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: ownedByUser(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Exams this administrator may see and change; empty means all exams. */
    examAccess: uuid('exam_access')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tokenVersion: integer('token_version').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admins_email_unique').on(table.email),
    index('admins_created_at_idx').on(table.createdAt),
    index('admins_email_trgm_idx').using('gin', trigram('email')),
    index('admins_name_trgm_idx').using('gin', trigram('name')),
  ],
);
