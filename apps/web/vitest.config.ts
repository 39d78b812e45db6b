import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Tests that draw charts: recharts' CommonJS build requires an ES module, which a VM context
 * cannot load, so these run in a process of their own (the `web-charts` project, in the root
 * config) and the others in VM contexts.
 */
export const CHART_TESTS = [
  'src/features/admin/pages/overview-page.test.tsx',
  'src/features/attempts/components/lazy-progress-chart.test.tsx',
  'src/features/attempts/pages/exam-progress-page.test.tsx',
];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: CHART_TESTS,
    // Each file in a fresh VM context of a worker that stays, rather than in a fresh process:
    // the files keep their own modules (and their mocks) without each paying again for starting
    // Node, jsdom and the app's libraries (the project's wall time 429 s to 264 s, measured).
    pool: 'vmForks',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
