// The signed-in student's pages: each route under /user with the module of its page. Read by
// the build, which gives the student area its own file of shared code (chunking.ts) and each
// route an app page that names its files up front (route-shells.ts), and by the bundle budget
// test (e2e/budget.spec.ts). A route missing here still works; it only loads its files later.
export const STUDENT_LAYOUT = 'src/app/layouts/user-layout.tsx';

/** Paths as the server's router writes them (`:name` for a part of the address). */
export const STUDENT_ROUTES: { path: string; page: string }[] = [
  { path: '/user', page: 'src/features/attempts/pages/student-dashboard-page.tsx' },
  { path: '/user/home', page: 'src/features/exams/pages/all-exams-page.tsx' },
  {
    path: '/user/home/all-exams/view/:examId',
    page: 'src/features/exams/pages/exam-quick-view-page.tsx',
  },
  { path: '/user/my-exams', page: 'src/features/exams/pages/my-exams-page.tsx' },
  {
    path: '/user/my-exams/:examId/exam',
    page: 'src/features/attempts/pages/take-test-page.tsx',
  },
  {
    path: '/user/my-exams/:examId/analytics',
    page: 'src/features/attempts/pages/test-analytics-page.tsx',
  },
  {
    path: '/user/my-exams/:examId/notes',
    page: 'src/features/attempts/pages/exam-notes-page.tsx',
  },
  {
    path: '/user/my-exams/:examId/progress',
    page: 'src/features/attempts/pages/exam-progress-page.tsx',
  },
  { path: '/user/flashcards', page: 'src/features/flashcards/pages/flashcards-page.tsx' },
  { path: '/user/cart', page: 'src/features/cart/pages/cart-page.tsx' },
  { path: '/user/cart/result', page: 'src/features/cart/pages/payment-result-page.tsx' },
  { path: '/user/account', page: 'src/features/account/pages/account-page.tsx' },
  { path: '/user/support', page: 'src/features/support/pages/support-page.tsx' },
];

/**
 * The exam page's question views, loaded when a test first shows one (question-view.tsx): a
 * Next Generation item's parts, an exhibit, a case's header. Its page names their files, and
 * the early data script (src/early-data.ts) asks for those the test's questions need as soon
 * as they arrive, instead of after the app has run.
 */
export const QUESTION_VIEWS_ROUTE = '/user/my-exams/:examId/exam';
export const QUESTION_VIEWS = {
  parts: 'src/components/question/items/item-view.tsx',
  exhibits: 'src/components/question/exhibit.tsx',
  case: 'src/components/question/case-scenario.tsx',
} as const;
/** The name of the exam page's meta element that carries the views' files (EarlyQuestionViews). */
export const QUESTION_VIEWS_META = 'prepward-question-views';

/** What that meta element holds: the question types without parts, and each view's files. */
export type EarlyQuestionViews = { withoutParts: readonly string[] } & Record<
  keyof typeof QUESTION_VIEWS,
  string[]
>;
