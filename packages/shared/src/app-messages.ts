// Texts only the signed-in areas show. Apart from messages.ts because the public home page
// downloads that module whole, and its bundle budget (bench/README.md) leaves no room for them.

/** What a mock says of the answer on screen: it keeps each selection as the answer. */
export const MOCK_ANSWER_MESSAGES = {
  saved: 'Answer saved. You can change it until the end.',
  typedNotSaved: 'Press Enter or move to another question to save your answer.',
  noOptionKept: 'No option selected: your saved answer stays until you choose another.',
} as const;

/** Texts of the study notes: highlights in a question's stem and a note per question (ours). */
export const STUDY_NOTES_MESSAGES = {
  noteSaved: 'Note saved',
  noteDeleted: 'Note deleted',
  highlightsSaved: 'Highlights saved',
  highlightsCleared: 'Highlights cleared',
  needsAccess: 'Notes and highlights need an active subscription to this exam.',
  examNotFound: 'Exam not found',
} as const;

/** Texts of the lab values (the exam page's reference panel and its admin page). */
export const LAB_VALUE_MESSAGES = {
  list: 'Lab values',
  added: 'Lab value added',
  updated: 'Lab value updated',
  deleted: 'Lab value deleted',
  notFound: 'Lab value not found',
  duplicate: 'This category already has a test by that name',
  limitedAdmin:
    'Administrators limited to some exams cannot change lab values, which every exam shows',
} as const;

/** Texts of the item statistics page (docs/item-statistics.md). */
export const ITEM_STATISTICS_MESSAGES = {
  loaded: 'Item statistics',
  examNotFound: 'Exam not found',
  loadFailed: 'Could not load the item statistics',
  noEndedTests: 'No ended tests yet: statistics appear after students finish tests of this exam.',
  noMatchingItems: 'No questions match these filters.',
} as const;

/** Texts of a question's history and its restore (docs/question-history.md). */
export const QUESTION_HISTORY_MESSAGES = {
  loaded: 'Question history',
  questionNotFound: 'Question not found',
  versionNotFound: 'Version not found',
  nothingToRestore: (number: number) =>
    `Version ${number} is what the question says now: restoring it would change nothing`,
  cannotRestore: (number: number, problem: string) =>
    `Version ${number} cannot be restored: ${problem}`,
  subjectGone: (number: number) =>
    `The subject of version ${number} no longer exists, so the question cannot come back there`,
  restored: (number: number) => `Version ${number} restored`,
  restoredAsNewVersion: (number: number) =>
    `Version ${number} restored as a new version: students had answered the question, and its answer key changes`,
  revived: (number: number) => `Version ${number} restored: the question is back in use`,
  placeKept: (subjectName: string) =>
    `It stays in ${subjectName}: the subject of that version no longer exists.`,
  /** The comment of the version a restore records. */
  restoreComment: (number: number) => `Restored version ${number}`,
  removedAdministrator: 'Removed administrator',
  prepward: 'PrepWard',
} as const;

/**
 * The sales figures, each named for what it counts: the overview's count and the Sales page's
 * totals are different counts and never share a word.
 */
export const SALES_FIGURES = {
  /** Overview: successful payments (manual allocations move no money and are left out). */
  paidSales: 'Paid sales',
  paidSalesHint: 'Successful payments; manual allocations not counted',
  /** Sales page: every sale of the filters, pending, failed and manual allocations included. */
  allSales: 'Sales (any status)',
  /** Sales page: the successful ones among them, manual allocations included. */
  successfulSales: 'Successful sales',
  revenue: 'Revenue',
} as const;

/** Texts of content management (ours). */
export const CONTENT_MESSAGES = {
  /** Names are unique ignoring case: the bulk import matches courses and subjects by name. */
  courseNameTaken: (name: string) => `This exam already has a course named "${name}"`,
  subjectNameTaken: (name: string) => `This course already has a subject named "${name}"`,
} as const;

/** Texts of case studies (decision 0104) and of a question's place in one (ours). */
export const CASE_STUDY_MESSAGES = {
  list: 'Case studies',
  loaded: 'Case study',
  created: 'Case study added',
  updated: 'Case study updated',
  deleted: 'Case study deleted: its questions stay in the bank, standing alone',
  notFound: 'Case study not found',
  /** Titles are unique in an exam, ignoring case: the bulk import matches cases by title. */
  titleTaken: (title: string) => `This exam already has a case study titled "${title}"`,
  scenarioEmptied: 'The scenario has nothing left once unsafe HTML is removed',
  notInExam: 'The case study is not part of this exam.',
  stepTaken: (step: number) => `Step ${step} of this case study already has a question.`,
  caseStudyRequired: 'Choose the case study of this step',
} as const;

/** Texts of the administration area and the support page (ours). */
export const ADMINISTRATION_MESSAGES = {
  userBlacklisted: 'User blacklisted',
  userUnblacklisted: 'User removed from the blacklist',
  alreadyBlacklisted: 'This user is already blacklisted',
  notBlacklisted: 'This user is not blacklisted',
  userNotFound: 'User not found',
  adminNotFound: 'Administrator not found',
  adminEmailTaken: 'An administrator with this email already exists',
  unknownExamAccess: 'One or more of the chosen exams do not exist',
  cannotRemoveSelf: 'You cannot remove yourself',
  cannotRemoveLastAdmin: 'The last administrator with role admin cannot be removed',
  cannotEditSelf: 'You cannot change your own roles or exam access',
  cannotDemoteLastAdmin: 'The last administrator with role admin must keep that role',
  roleRequired: 'Choose at least one role',
  adminUpdated: 'Administrator updated',
  reportNotFound: 'Report not found',
  reportResolved: 'Report resolved',
  reportReopened: 'Report reopened',
  reportAlreadyResolved: 'This report is already resolved',
  reportAlreadyOpen: 'This report is already open',
  supportSent: 'Your message has been sent. We will reply by email.',
  supportNotFound: 'Support request not found',
  supportHandled: 'Support request marked as handled',
  supportReopened: 'Support request reopened',
  supportAlreadyInStatus: 'This support request already has that status',
  exportStarted: 'Your download has started',
} as const;
