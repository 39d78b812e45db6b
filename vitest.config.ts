import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import webProject, { CHART_TESTS } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores, so one on a 2-core CI machine: the
    // main process only schedules and reports, and two workers there halve the web project's
    // wall time (458 s to 244 s, measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      {
        ...webProject,
        root: './apps/web',
        test: {
          ...webProject.test,
          name: 'web-charts',
          include: CHART_TESTS,
          exclude: [],
          pool: 'forks',
        },
      },
    ],
  },
});
