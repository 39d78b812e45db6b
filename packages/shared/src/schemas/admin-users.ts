// The admin users list and a student's record (issue 10).
import { z } from 'zod';
import {
  SALE_STATUSES,
  SUBSCRIPTION_SOURCES,
  TEST_STATUSES,
  TEST_TYPES,
  USER_TABS,
} from '../constants';
import { requiredString, ZPeopleListQuery } from './common';

/** `tab`: all users, those with an active subscription, or the banned ones. */
export const ZUserListQuery = ZPeopleListQuery.safeExtend({
  tab: z.enum(USER_TABS, 'Unknown tab').default('all'),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZAdminUserRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.string(),
  country: z.string(),
  verified: z.boolean(),
  blacklisted: z.boolean(),
  blacklistReason: z.string().nullable(),
  blacklistedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserProfile = ZAdminUserRow.extend({
  /** Country of the last sign-in's IP address (ISO code), if it could be looked up. */
  loginCountry: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  googleLinked: z.boolean(),
});
export type TAdminUserProfile = z.infer<typeof ZAdminUserProfile>;

export const ZUserSubscription = z.object({
  id: z.string(),
  examId: z.string(),
  examName: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  active: z.boolean(),
});
export type TUserSubscription = z.infer<typeof ZUserSubscription>;

export const ZUserPurchase = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(SALE_STATUSES),
  provider: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  items: z.array(
    z.object({ examId: z.string(), examName: z.string(), months: z.number(), amount: z.number() }),
  ),
});
export type TUserPurchase = z.infer<typeof ZUserPurchase>;

export const ZUserTest = z.object({
  testId: z.string(),
  examId: z.string(),
  examName: z.string(),
  type: z.enum(TEST_TYPES),
  status: z.enum(TEST_STATUSES),
  questionCount: z.number(),
  answeredCount: z.number(),
  correctCount: z.number(),
  /** Correct answers out of the test's questions, for ended tests; null while running. */
  scorePercent: z.number().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TUserTest = z.infer<typeof ZUserTest>;

export const ZUserReport = z.object({
  id: z.string(),
  questionId: z.string(),
  examId: z.string(),
  examName: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});
export type TUserReport = z.infer<typeof ZUserReport>;

/** At most this many recent rows of each kind on the detail page. */
export const USER_DETAIL_RECENT = 20;

export const ZAdminUserDetail = z.object({
  user: ZAdminUserProfile,
  subscriptions: z.array(ZUserSubscription),
  /** Null when the administrator's roles may not read sales. */
  purchases: z.object({ total: z.number(), recent: z.array(ZUserPurchase) }).nullable(),
  tests: z.object({
    total: z.number(),
    ended: z.number(),
    averageScorePercent: z.number().nullable(),
    recent: z.array(ZUserTest),
  }),
  reports: z.object({ total: z.number(), recent: z.array(ZUserReport) }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const BLACKLIST_REASON_MAX = 1000;

export const ZBlacklistRequest = z.object({
  reason: requiredString('Reason').max(
    BLACKLIST_REASON_MAX,
    `Reason must be at most ${BLACKLIST_REASON_MAX} characters`,
  ),
});
export type TBlacklistRequest = z.input<typeof ZBlacklistRequest>;
