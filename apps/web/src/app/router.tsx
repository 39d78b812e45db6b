// Every route of the app. Each page (and each signed-in layout) is loaded with
// React.lazy, so it is its own chunk.
import { isValidElement, lazy, StrictMode, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAccount } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayoutRoute } from './layouts/public-layout-route';
import { RouteErrorPage } from './pages/route-error-page';
import { AppRoot } from './root';

/** A page loaded on demand; `preload()` starts loading it before it renders. */
type LazyPage<P extends object> = ReturnType<typeof lazy<ComponentType<P>>> & {
  preload: () => Promise<unknown>;
};

function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}

// Layouts
const UserLayout = lazyNamed(() => import('./layouts/user-layout'), 'UserLayout');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');

// Public
const HomePage = lazyNamed(() => import('../features/marketing/pages/home-page'), 'HomePage');
const FaqPage = lazyNamed(() => import('../features/marketing/pages/faq-page'), 'FaqPage');

// Auth
const SignInPage = lazyNamed(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const AdminSignInPage = lazyNamed(
  () => import('../features/auth/pages/admin-sign-in-page'),
  'AdminSignInPage',
);
const SignUpPage = lazyNamed(() => import('../features/auth/pages/sign-up-page'), 'SignUpPage');
const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);

// Student
const StudentDashboardPage = lazyNamed(
  () => import('../features/attempts/pages/student-dashboard-page'),
  'StudentDashboardPage',
);
const AllExamsPage = lazyNamed(
  () => import('../features/exams/pages/all-exams-page'),
  'AllExamsPage',
);
const ExamQuickViewPage = lazyNamed(
  () => import('../features/exams/pages/exam-quick-view-page'),
  'ExamQuickViewPage',
);
const MyExamsPage = lazyNamed(() => import('../features/exams/pages/my-exams-page'), 'MyExamsPage');
const TakeTestPage = lazyNamed(
  () => import('../features/attempts/pages/take-test-page'),
  'TakeTestPage',
);
const TestAnalyticsPage = lazyNamed(
  () => import('../features/attempts/pages/test-analytics-page'),
  'TestAnalyticsPage',
);
const ExamNotesPage = lazyNamed(
  () => import('../features/attempts/pages/exam-notes-page'),
  'ExamNotesPage',
);
const ExamProgressPage = lazyNamed(
  () => import('../features/attempts/pages/exam-progress-page'),
  'ExamProgressPage',
);
const FlashcardsPage = lazyNamed(
  () => import('../features/flashcards/pages/flashcards-page'),
  'FlashcardsPage',
);
const StudyRemindersOffPage = lazyNamed(
  () => import('../features/attempts/pages/study-reminders-off-page'),
  'StudyRemindersOffPage',
);
const CartPage = lazyNamed(() => import('../features/cart/pages/cart-page'), 'CartPage');
const PaymentResultPage = lazyNamed(
  () => import('../features/cart/pages/payment-result-page'),
  'PaymentResultPage',
);
const AccountPage = lazyNamed(
  () => import('../features/account/pages/account-page'),
  'AccountPage',
);
const SupportPage = lazyNamed(
  () => import('../features/support/pages/support-page'),
  'SupportPage',
);

// Admin
const AdminOverviewPage = lazyNamed(
  () => import('../features/admin/pages/overview-page'),
  'AdminOverviewPage',
);
const AdminSalesPage = lazyNamed(
  () => import('../features/sales/pages/sales-page'),
  'AdminSalesPage',
);
const AdminExamsPage = lazyNamed(
  () => import('../features/content/pages/exams-page'),
  'AdminExamsPage',
);
const AdminExamDetailPage = lazyNamed(
  () => import('../features/content/pages/exam-detail-page'),
  'AdminExamDetailPage',
);
const AdminCaseStudiesPage = lazyNamed(
  () => import('../features/content/pages/case-studies-page'),
  'AdminCaseStudiesPage',
);
const AdminSubjectQuestionsPage = lazyNamed(
  () => import('../features/content/pages/subject-questions-page'),
  'AdminSubjectQuestionsPage',
);
const AdminQuestionEditorPage = lazyNamed(
  () => import('../features/content/pages/question-editor-page'),
  'AdminQuestionEditorPage',
);
const AdminQuestionEditRedirectPage = lazyNamed(
  () => import('../features/content/pages/question-edit-redirect-page'),
  'AdminQuestionEditRedirectPage',
);
const AdminQuestionHistoryPage = lazyNamed(
  () => import('../features/content/pages/question-history-page'),
  'AdminQuestionHistoryPage',
);
const AdminItemStatisticsPage = lazyNamed(
  () => import('../features/content/pages/item-statistics-page'),
  'AdminItemStatisticsPage',
);
const AdminDuplicateQuestionsPage = lazyNamed(
  () => import('../features/content/pages/duplicate-questions-page'),
  'AdminDuplicateQuestionsPage',
);
const AdminQuestionsPage = lazyNamed(
  () => import('../features/content/pages/questions-page'),
  'AdminQuestionsPage',
);
const AdminReviewPage = lazyNamed(
  () => import('../features/content/pages/review-page'),
  'AdminReviewPage',
);
const AdminLabValuesPage = lazyNamed(
  () => import('../features/content/pages/lab-values-page'),
  'AdminLabValuesPage',
);
const AdminUsersPage = lazyNamed(
  () => import('../features/admin/pages/users-page'),
  'AdminUsersPage',
);
const AdminAdministratorsPage = lazyNamed(
  () => import('../features/admin/pages/administrators-page'),
  'AdminAdministratorsPage',
);
const AdminUserDetailPage = lazyNamed(
  () => import('../features/admin/pages/user-detail-page'),
  'AdminUserDetailPage',
);
const AdminReportsPage = lazyNamed(
  () => import('../features/admin/pages/reports-page'),
  'AdminReportsPage',
);
const AdminSupportRequestsPage = lazyNamed(
  () => import('../features/admin/pages/support-requests-page'),
  'AdminSupportRequestsPage',
);
const AdminAuditLogPage = lazyNamed(
  () => import('../features/admin/pages/audit-log-page'),
  'AdminAuditLogPage',
);
const AdminOutgoingMailPage = lazyNamed(
  () => import('../features/admin/pages/outgoing-mail-page'),
  'AdminOutgoingMailPage',
);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <PublicLayoutRoute />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'faq', element: <FaqPage /> },
            ],
          },
          {
            // Sign-in and sign-up pages send a signed-in person to their home.
            element: <RedirectIfSignedIn />,
            children: [
              {
                element: <AuthLayout />,
                children: [
                  { path: 'login', element: <SignInPage /> },
                  { path: 'signin', element: <SignInPage /> },
                  { path: 'signin/admin', element: <AdminSignInPage /> },
                  { path: 'signup', element: <SignUpPage /> },
                ],
              },
            ],
          },
          {
            element: <AuthLayout />,
            children: [
              { path: 'verify', element: <VerifyEmailPage /> },
              { path: 'forgotpassword', element: <ForgotPasswordPage /> },
              // The link in a study reminder mail: no sign-in needed.
              { path: 'study-plan/reminders-off', element: <StudyRemindersOffPage /> },
            ],
          },
          {
            path: 'user',
            element: <RequireAccount type="user" />,
            children: [
              {
                element: <UserLayout />,
                children: [
                  { index: true, element: <StudentDashboardPage /> },
                  { path: 'home', element: <AllExamsPage /> },
                  { path: 'home/all-exams/view/:examId', element: <ExamQuickViewPage /> },
                  { path: 'my-exams', element: <MyExamsPage /> },
                  { path: 'my-exams/:examId/exam', element: <TakeTestPage /> },
                  { path: 'my-exams/:examId/analytics', element: <TestAnalyticsPage /> },
                  { path: 'my-exams/:examId/notes', element: <ExamNotesPage /> },
                  { path: 'my-exams/:examId/progress', element: <ExamProgressPage /> },
                  { path: 'flashcards', element: <FlashcardsPage /> },
                  { path: 'cart', element: <CartPage /> },
                  { path: 'cart/result', element: <PaymentResultPage /> },
                  { path: 'account', element: <AccountPage /> },
                  { path: 'support', element: <SupportPage /> },
                  { path: '*', element: <NotFoundPage homeHref="/user" /> },
                ],
              },
            ],
          },
          {
            path: 'admin',
            element: <RequireAccount type="admin" />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                element: <AdminLayout />,
                children: [
                  {
                    path: 'dashboard',
                    children: [
                      { index: true, element: <AdminOverviewPage /> },
                      { path: 'overview', element: <AdminOverviewPage /> },
                      { path: 'home', element: <AdminSalesPage /> },
                      { path: 'exams', element: <AdminExamsPage /> },
                      { path: 'exams/:examId', element: <AdminExamDetailPage /> },
                      {
                        path: 'exams/:examId/item-statistics',
                        element: <AdminItemStatisticsPage />,
                      },
                      {
                        path: 'exams/:examId/duplicates',
                        element: <AdminDuplicateQuestionsPage />,
                      },
                      {
                        path: 'exams/:examId/case-studies',
                        element: <AdminCaseStudiesPage />,
                      },
                      {
                        path: 'exams/:examId/view/:subjectId/questions',
                        element: <AdminSubjectQuestionsPage />,
                      },
                      {
                        path: 'exams/:examId/view/:subjectId/questions/new',
                        element: <AdminQuestionEditorPage />,
                      },
                      {
                        path: 'exams/:examId/view/:subjectId/questions/:questionId/edit',
                        element: <AdminQuestionEditorPage />,
                      },
                      { path: 'questions', element: <AdminQuestionsPage /> },
                      {
                        path: 'questions/:questionId/edit',
                        element: <AdminQuestionEditRedirectPage />,
                      },
                      {
                        path: 'questions/:questionId/history',
                        element: <AdminQuestionHistoryPage />,
                      },
                      { path: 'review', element: <AdminReviewPage /> },
                      { path: 'lab-values', element: <AdminLabValuesPage /> },
                      { path: 'users', element: <AdminUsersPage /> },
                      { path: 'users/:userId', element: <AdminUserDetailPage /> },
                      { path: 'administrators', element: <AdminAdministratorsPage /> },
                      { path: 'reports', element: <AdminReportsPage /> },
                      { path: 'support', element: <AdminSupportRequestsPage /> },
                      { path: 'audit', element: <AdminAuditLogPage /> },
                      { path: 'mail', element: <AdminOutgoingMailPage /> },
                    ],
                  },
                  { path: '*', element: <NotFoundPage homeHref="/admin/dashboard" /> },
                ],
              },
            ],
          },
          {
            element: <PublicLayoutRoute />,
            children: [{ path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the code of every page and layout the router's address shows, all at once:
 * rendered, each lazy part would only start loading once the one around it had arrived (the
 * student layout, then the page), one round trip after another. The router has matched the
 * address already: matching it again would flatten and rank the whole route table once more
 * (20 ms of a slow phone's main thread before the first render).
 */
export function preloadRoute(router: AppRouterInstance): void {
  for (const { route } of router.state.matches) {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    if (
      type &&
      typeof type === 'object' &&
      'preload' in type &&
      typeof type.preload === 'function'
    ) {
      (type.preload as () => Promise<unknown>)().catch(() => {
        // Rendering the page loads it again and shows the failure where it belongs.
      });
    }
  }
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The browser router; created once, by main.tsx, so importing `routes` has no side effects. */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}

/** What main.tsx renders (or hydrates, over a page prerendered by prerender.tsx). */
export function appElement(router: AppRouterInstance) {
  return (
    <StrictMode>
      <AppRouter router={router} />
    </StrictMode>
  );
}
