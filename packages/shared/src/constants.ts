// Business constants of the product spec (section 9), in one place for server and client.

export const APP_NAME = 'PrepWard';

export const FREE_TRIAL_QUESTIONS = 20;

export const TEST_DEFAULTS = {
  questions: 30,
  minutes: 20,
  questionMode: 'all',
} as const;

export const TEST_TYPES = ['practice', 'mock', 'free-trial'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const TEST_TYPE_LABELS: Record<TestType, string> = {
  practice: 'Practice test',
  mock: 'Mock exam',
  'free-trial': 'Free trial',
};

/**
 * Which questions a practice test draws from: every live question, those the student never
 * answered, those answered before, those whose last revealed answer was wrong, or those
 * the student tagged.
 */
export const QUESTION_MODES = ['unused', 'used', 'all', 'incorrect', 'tagged'] as const;
export type QuestionMode = (typeof QUESTION_MODES)[number];

export const QUESTION_MODE_LABELS: Record<QuestionMode, string> = {
  all: 'All questions',
  unused: 'Unused (never answered)',
  used: 'Used (answered before)',
  incorrect: 'Incorrect (last answer wrong)',
  tagged: 'Tagged',
};

/**
 * How a practice test orders the units it draws (decision 0106): at random, or the subjects
 * the student scores lowest in first.
 */
export const TEST_FOCUSES = ['any', 'weakest'] as const;
export type TestFocus = (typeof TEST_FOCUSES)[number];

export const TEST_FOCUS_LABELS: Record<TestFocus, string> = {
  any: 'Any',
  weakest: 'Weakest subjects first',
};

/**
 * 'Weakest subjects first': a subject's score is the points of the student's latest revealed
 * answer to each of its questions over their most. Until the student has answered
 * `minAnswered` of its questions a subject counts as `unknownScore` (between the known weak
 * and the known strong).
 */
export const WEAKEST_FOCUS_RULES = { minAnswered: 5, unknownScore: 0.5 } as const;

/** A question's difficulty as its author judges it; the item statistics (p-value) give the students'. */
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/**
 * A question's difficulty for the test filter (decision 0106), from the share of peer answers
 * that were right: hard below `hardBelowPercent`, easy above `easyAbovePercent`, medium between
 * (both bounds included). With fewer than `minPeerAnswers` answers the author's difficulty
 * stands, else medium.
 */
export const DIFFICULTY_RULES = {
  minPeerAnswers: 5,
  hardBelowPercent: 50,
  easyAbovePercent: 80,
} as const;

/** Bounds of a test the student sets up (the server enforces them). */
export const TEST_LIMITS = {
  maxQuestions: 200,
  minMinutes: 1,
  maxMinutes: 480,
  /** Time on one question counted at most (a tab left open overnight is not study time). */
  maxSecondsPerQuestion: 3600,
  maxReportLength: 1000,
} as const;

export const TEST_STATUSES = ['running', 'paused', 'ended'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'fill_in_the_blanks',
  // The Next Generation types (item-types.ts): options in parts, scored part by part.
  'extended_multiple_response',
  'matrix',
  'dropdown_cloze',
  'drag_drop_cloze',
  'highlight',
  'bow_tie',
  'ordering',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  fill_in_the_blanks: 'Fill in the blanks',
  extended_multiple_response: 'Select all that apply',
  matrix: 'Matrix',
  dropdown_cloze: 'Drop-down cloze',
  drag_drop_cloze: 'Drag-and-drop cloze',
  highlight: 'Highlight',
  bow_tie: 'Bow-tie',
  ordering: 'Ordering',
};

/** A new question starts with four options, labelled a to d. */
export const OPTION_LABELS = ['a', 'b', 'c', 'd'] as const;
export const DEFAULT_OPTION_COUNT = OPTION_LABELS.length;
/** Options a question may have (a to j): the editor's add button and the CSV columns stop here. */
export const MAX_OPTIONS = 10;
export const MIN_OPTIONS = 2;
/** 'a' for the first option, 'b' for the second ... */
export const optionLetter = (index: number): string => String.fromCharCode(97 + index);

export const ADMIN_ROLES = ['admin', 'viewer', 'sales', 'hr', 'examiner'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * Professions, the one list: sign-up and the account page offer them, the server accepts only
 * them, and the admin sales and users lists filter by them
 * (docs/decisions/0019-professions.md).
 */
export const PROFESSIONS = [
  'Doctor',
  'Nurses',
  'Pharmacist',
  'Physiotherapist',
  'Healthcare Assistant',
  'Student',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Profession filter of the admin sales and users lists ('All' means no filter). */
export const PROFESSION_FILTERS = ['All', ...PROFESSIONS] as const;
export type ProfessionFilter = (typeof PROFESSION_FILTERS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const CHANGE_PASSWORD_MIN_LENGTH = 6;

export const TESTIMONIAL_COUNT = 4;
export const NAV_HIDE_SCROLL_THRESHOLD_PX = 150;
export const MOBILE_DRAWER_WIDTH = '80%';
export const QUESTION_BUTTONS_PER_ROW = 4;
export const TIMER_TICK_MS = 1000;
export const ADMIN_TABLE_HEIGHT_PX = 500;
export const PERCENT_DECIMALS = 2;
export const PRICE_MAX_DECIMALS = 4;

/** The public catalogue on the home page: the newest exams, a row or two of cards. */
export const PUBLIC_EXAMS_PER_PAGE = 12;
/** Longest exam description the public catalogue sends (longer ones are cut at a word). */
export const PUBLIC_EXAM_DESCRIPTION_MAX = 180;
export const CURRENCY = 'USD';

export const PAGINATION = {
  defaultPerPage: 10,
  maxPerPage: 100,
  perPageOptions: [10, 20, 50, 100],
} as const;

export const SALE_STATUSES = ['pending', 'success', 'failed'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SUBSCRIPTION_SOURCES = ['purchase', 'manual'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const USER_TABS = ['all', 'active', 'banned'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const ACCOUNT_TYPES = ['user', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Images the rich-text editor and the image upload accept. */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'gif', 'svg', 'webp'] as const;
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
  'image/webp',
] as const;

/** Largest image an administrator may upload (exam images, question images). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Bulk question upload: the largest file and the most rows one import takes. */
export const CSV_IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxRows: 20_000 } as const;

export const ONE_TIME_CODE = {
  length: 6,
  ttlMinutes: 15,
  maxAttempts: 5,
} as const;

/** Months a cart line or a manual allocation may cover. */
export const SUBSCRIPTION_MONTHS = { min: 1, max: 24 } as const;

/**
 * The longest a question's HTML may be (CONTENT_LIMITS.questionHtml); here so that a student
 * page (highlight offsets) reads it without loading the content schemas.
 */
export const QUESTION_HTML_MAX_LENGTH = 50_000;
