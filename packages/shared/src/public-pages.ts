// The pages anyone can open without signing in that are prerendered to HTML at build time.
// The web build renders them; the server sends them, fills in the site's origin, and lists
// them in sitemap.xml. One table, so titles, descriptions and URLs agree everywhere.
import { APP_NAME, FREE_TRIAL_QUESTIONS } from './constants';
import { SITE_TITLE, documentTitle } from './format';

export type PublicPage = {
  path: '/' | '/faq' | '/signin' | '/signup' | '/login';
  /** The document title, as the page's own code also sets it. */
  title: string;
  description: string;
  /** The page search engines should index for this content (/login shows the sign-in page). */
  canonicalPath: string;
  inSitemap: boolean;
};

const SIGN_IN_DESCRIPTION = `Sign in to ${APP_NAME} to continue your exam preparation: practice tests, timed mock exams and your results by subject.`;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: SITE_TITLE,
    description: `${APP_NAME} helps doctors, nurses, pharmacists and other healthcare professionals pass their licensing exams with timed mock exams, practice questions, explanations and analytics.`,
    canonicalPath: '/',
    inSitemap: true,
  },
  {
    path: '/faq',
    title: documentTitle('Frequently asked questions'),
    description: `Answers about ${APP_NAME} accounts, payments, the free trial of ${FREE_TRIAL_QUESTIONS} questions, practice tests, mock exams and support.`,
    canonicalPath: '/faq',
    inSitemap: true,
  },
  {
    path: '/signup',
    title: documentTitle('Create your account'),
    description: `Create a free ${APP_NAME} account and try ${FREE_TRIAL_QUESTIONS} questions of any exam before you buy.`,
    canonicalPath: '/signup',
    inSitemap: true,
  },
  {
    path: '/signin',
    title: documentTitle('Sign in'),
    description: SIGN_IN_DESCRIPTION,
    canonicalPath: '/signin',
    inSitemap: true,
  },
  {
    path: '/login',
    title: documentTitle('Sign in'),
    description: SIGN_IN_DESCRIPTION,
    canonicalPath: '/signin',
    inSitemap: false,
  },
];

/** Folder of the built web app (dist/) that holds the prerendered pages. */
export const PRERENDERED_FOLDER = 'prerendered';

/** File of a prerendered page inside PRERENDERED_FOLDER: '/' -> 'home.html', '/faq' -> 'faq.html'. */
export function prerenderedFileName(path: PublicPage['path']): string {
  return path === '/' ? 'home.html' : `${path.slice(1)}.html`;
}

/**
 * Stands for the site's origin (https://prep.example.com) in prerendered pages. The build does
 * not know where the site will run; the server replaces it with PUBLIC_URL when it starts.
 */
export const SITE_ORIGIN_PLACEHOLDER = '%PREPWARD_ORIGIN%';

/**
 * Folder of the built web app with the app's page once per student route, each naming the
 * route's files up front (the web build's route-shells.ts), and the list of them
 * (`ShellEntry[]`) the server reads to send each route its own.
 */
export const SHELLS_FOLDER = 'shells';
export const SHELLS_INDEX = 'shells.json';

/** A route shell: the route as the server's router writes it, and its file in SHELLS_FOLDER. */
export type ShellEntry = { path: string; file: string };
