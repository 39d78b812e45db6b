// The product's user-facing texts (spec section 8 and the guard message of section 2).

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

  // Validation alerts and warnings.
  invalidCsv: 'Please upload a valid CSV file',
  csvRequired: 'Please upload a CSV file',
  noAnswerSelected: 'No valid answer selected.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Validation texts of spec section 5. */
export const VALIDATION = {
  required: (label: string) => `${label} is required`,
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRule:
    'Password must be at least 8 characters long, include at least one uppercase letter, one lowercase letter, and one number. A special character is optional.',
  passwordsDoNotMatch: 'Passwords do not match',
  changePasswordMin: 'Password must be at least 6 characters long',
} as const;
