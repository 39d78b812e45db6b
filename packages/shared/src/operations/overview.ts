// The administration's overview: figures for a range, each block as the roles may read it.
import { z } from 'zod';
import { operation } from '../operation';
import { ZOverview, ZOverviewQuery } from '../schemas/overview';

export const overviewOperations = {
  getOverview: operation({
    method: 'GET',
    path: '/admin/overview',
    tag: 'admin: overview',
    caller: { permission: 'overview:read' },
    summary:
      'Figures for a range: sales (sales:read), users (users:read), tests and reports (content:read), support (support:read); null where the roles may not read',
    query: ZOverviewQuery,
    reply: z.object({ overview: ZOverview }),
  }),
};
