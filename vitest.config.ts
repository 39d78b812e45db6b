import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores, so one on a 2-core CI machine: the
    // main process only schedules and reports, and two workers there halve the web project's
    // wall time (458 s to 244 s, measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
