// The product's user-facing texts.

export const MESSAGES = {
  unexpectedError: 'An unexpected error occurred',
  notAuthorized: 'You are not authorized to view this page',

  // Fixed failure texts for non-request failures.
  failed: 'Failed',
  loginFailed: 'Login Failed',
  signupFailed: 'Signup Failed',
  updateFailed: 'Update Failed, please try again later',
  examFailedToAdd: 'Exam failed to add',
  actionFailed: 'Action Failed',
  testSubmitError: 'Error submitting the test',

  // Success texts.
  adminRemoved: 'Admin Removed Successfully',
  passwordUpdated: 'Password Updated Successfully',
  updateSuccessful: 'Update Successful',
  loginSuccessful: 'Login Successful',
  accountCreated: 'Account Created Successfully',
  adminAdded: 'Admin Added Successfully',
  examAdded: 'Exam added successfully',
  examUpdated: 'Exam updated successfully',
  examStarted: 'Exam Started Successfully',
  submissionSuccessful: 'Submission successful',
  bulkUploadSuccess: 'Bulk Questions uploaded successfully',
  imageUploadSuccess: 'Image uploaded successfully',
  courseDeleted: 'course deleted successfully',
  cartItemRemoved: 'Exam removed from cart',

  // Failure texts.
  bulkUploadFailed: 'Bulk Questions upload failed',
  imageUploadFailed: 'Image upload failed. Please try again.',
  courseDeleteFailed: 'course failed to delete',
  examLoadFailed: 'Failed to load Exam',
  locationFailed: 'Failed to fetch location',
  cartRemoveFailed: 'Failed to remove exam from cart, please retry again later.',

  // Clipboard.
  idCopied: 'ID copied to clipboard!',
  idCopyFailed: 'Failed to copy ID!',
  messageCopied: 'Message copied to clipboard!',
  messageCopyFailed: 'Failed to copy message!',

  // Test taking (texts of our own where none was given).
  examPaused: 'Exam paused',
  examResumed: 'Exam resumed',
  examEnded: 'Exam ended',
  timeIsUp: 'Time is up. Your answers have been submitted.',
  questionTagged: 'Question tagged',
  questionUntagged: 'Tag removed',
  questionReported: 'Thank you. Your report was sent to our team.',
  // A mock keeps each selection as the answer (no Submit needed).
  mockAnswerSaved: 'Answer saved. You can change it until the end.',
  mockTypedAnswerNotSaved: 'Press Enter or move to another question to save your answer.',
  mockNoOptionKept: 'No option selected: your saved answer stays until you choose another.',

  // Validation alerts and warnings.
  invalidCsv: 'Please upload a valid CSV file',
  csvRequired: 'Please upload a CSV file',
  noAnswerSelected: 'No valid answer selected.',

  // Catalogue, cart, checkout and sales (ours; docs/architecture.md).
  examAddedToCart: 'Exam added to cart',
  cartUpdated: 'Cart updated',
  cartEmpty: 'Your cart is empty',
  examNotOnSale: 'This exam has no questions yet, so it is not on sale.',
  cartTotalTooLarge:
    'This is more than one payment can take. Choose fewer months, or buy some of these exams in another payment.',
  checkoutStarted: 'Checkout started',
  paymentSuccessful: 'Payment successful',
  paymentDeclined: 'Payment declined',
  examAllocated: 'Exam allocated successfully',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Validation texts of the forms. */
export const VALIDATION = {
  required: (label: string) => `${label} is required`,
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRule:
    'Password must be at least 8 characters long, include at least one uppercase letter, one lowercase letter, and one number. A special character is optional.',
  passwordsDoNotMatch: 'Passwords do not match',
  changePasswordMin: 'Password must be at least 6 characters long',
  samePassword: 'Choose a password different from your current one.',
  decimalPoint: 'Use a point for decimals',
  unknownProfession: 'Choose a profession from the list',
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
