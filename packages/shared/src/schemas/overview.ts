// The admin overview (issue 10): one reply with every figure the administrator may read.
import { z } from 'zod';

export const OVERVIEW_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const OVERVIEW_RANGE_LABELS: Record<OverviewRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
};

export const ZOverviewQuery = z.object({
  range: z.enum(OVERVIEW_RANGES, 'Unknown range').default('30d'),
});
export type TOverviewQuery = z.infer<typeof ZOverviewQuery>;

const ZExamRevenue = z.object({
  examId: z.string(),
  name: z.string(),
  revenue: z.number(),
  sales: z.number(),
});
const ZExamTests = z.object({ examId: z.string(), name: z.string(), tests: z.number() });

/** Each section is null when the administrator's roles may not read it. */
export const ZOverview = z.object({
  range: z.object({
    key: z.enum(OVERVIEW_RANGES),
    /** First bucket's start and the end of the range, ISO timestamps (UTC). */
    from: z.string(),
    to: z.string(),
    bucket: z.enum(['day', 'week']),
  }),
  sales: z
    .object({
      revenue: z.number(),
      salesCount: z.number(),
      /** One entry per bucket (UTC day or ISO week starting Monday), empty buckets included. */
      series: z.array(z.object({ start: z.string(), revenue: z.number(), sales: z.number() })),
      topExams: z.array(ZExamRevenue),
    })
    .nullable(),
  users: z.object({ newSignups: z.number(), activeSubscribers: z.number() }).nullable(),
  tests: z.object({ taken: z.number(), topExams: z.array(ZExamTests) }).nullable(),
  reports: z.object({ open: z.number() }).nullable(),
  support: z.object({ open: z.number(), newInRange: z.number() }).nullable(),
});
export type TOverview = z.infer<typeof ZOverview>;
