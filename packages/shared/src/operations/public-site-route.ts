// The route of the home page's catalogue without its schemas: the home page calls it, and its
// bundle may carry neither zod nor TanStack Query (e2e/budget.spec.ts). The contract in
// public-site.ts is this route with its schemas added.
export const publicExamsRoute = {
  method: 'GET',
  path: '/public/exams',
  tag: 'public site',
  caller: 'anyone',
} as const;
