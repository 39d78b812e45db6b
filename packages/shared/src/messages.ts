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

  // Validation alerts and warnings.
  invalidCsv: 'Please upload a valid CSV file',
  csvRequired: 'Please upload a CSV file',
  questionFileRequired:
    'Please upload a question file: CSV (.csv), Moodle XML (.xml), GIFT or Aiken (.txt, .gift), or a QTI 1.2 or 2.1 package (.zip)',
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
