// Catalogue, cart, checkout, payments and sales (issue 8). Field names follow the API
// (section 3: cart items carry examID and exam.imageURL; manual allocation userID, examID,
// months) and the contracts between the areas (exam detail, My Exams).
import { z } from 'zod';
import { SALE_STATUSES, SUBSCRIPTION_MONTHS } from '../constants';
import { requiredString, ZPagination, ZPaginationQuery, ZPeopleListQuery, ZUuid } from './common';

export const MONTHS_MESSAGE = `Choose between ${SUBSCRIPTION_MONTHS.min} and ${SUBSCRIPTION_MONTHS.max} months`;

/** Months of access of a cart line or a manual allocation. */
export const ZMonths = z
  .number({ error: MONTHS_MESSAGE })
  .int(MONTHS_MESSAGE)
  .min(SUBSCRIPTION_MONTHS.min, MONTHS_MESSAGE)
  .max(SUBSCRIPTION_MONTHS.max, MONTHS_MESSAGE);

export { MONTH_CHOICES, monthsLabel } from '../months';

// ---- Student catalogue ----

export const ZExamAccess = z.object({
  active: z.boolean(),
  /** ISO time the access ends, or null without active access. */
  endsAt: z.string().nullable(),
});
export type TExamAccess = z.infer<typeof ZExamAccess>;

export const ZCatalogueQuery = ZPaginationQuery;
export type TCatalogueQuery = z.input<typeof ZCatalogueQuery>;

export const ZCatalogueExam = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Price of one month of access, USD. */
  subscriptionAmount: z.number(),
  mockQuestions: z.number().int(),
  mockTestTime: z.number().int(),
  /** Live questions only (retired ones are not counted). */
  questionCount: z.number().int(),
  access: ZExamAccess,
});
export type TCatalogueExam = z.infer<typeof ZCatalogueExam>;

export const ZCatalogueReply = z.object({
  exams: z.array(ZCatalogueExam),
  pagination: ZPagination,
});
export type TCatalogueReply = z.infer<typeof ZCatalogueReply>;

export const ZExamIdParams = z.object({ examId: ZUuid });

export const ZExamSubjectSummary = z.object({
  id: z.string(),
  name: z.string(),
  questionCount: z.number().int(),
});

export const ZExamCourseSummary = z.object({
  id: z.string(),
  name: z.string(),
  subjects: z.array(ZExamSubjectSummary),
});

export const ZFreeTrialState = z.object({
  /** True when the student has no access and has not started the free trial yet. */
  available: z.boolean(),
  /** The student's existing free trial, to continue it (or review it once ended). */
  testId: z.string().nullable(),
  /** Whether that free trial has ended: it can be reviewed, not continued. */
  ended: z.boolean(),
});

export const ZExamDetail = ZCatalogueExam.extend({
  courses: z.array(ZExamCourseSummary),
  freeTrial: ZFreeTrialState,
});
export type TExamDetail = z.infer<typeof ZExamDetail>;

export const ZMyExam = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  subscriptionAmount: z.number(),
  mockQuestions: z.number().int(),
  mockTestTime: z.number().int(),
  accessEndsAt: z.string(),
  active: z.boolean(),
});
export type TMyExam = z.infer<typeof ZMyExam>;

// ---- Cart ----

export const ZAddToCartRequest = z.object({
  examID: ZUuid,
  months: ZMonths,
});
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;

export const ZCartItemParams = z.object({ cartItemId: ZUuid });

export const ZCartItem = z.object({
  id: z.string(),
  examID: z.string(),
  months: z.number().int(),
  /** Price of the line: the exam's monthly amount times the months. */
  price: z.number(),
  exam: z.object({
    name: z.string(),
    imageURL: z.string().nullable(),
    /** Price of one month. */
    subscriptionAmount: z.number(),
  }),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  cartItems: z.array(ZCartItem),
  totalPrice: z.number(),
});
export type TCart = z.infer<typeof ZCart>;

// ---- Sales as the student sees them ----

export const ZSaleStatus = z.enum(SALE_STATUSES);
export const SALE_PROVIDERS = ['sandbox', 'stripe', 'manual'] as const;
export type SaleProvider = (typeof SALE_PROVIDERS)[number];

export const ZStudentSaleItem = z.object({
  examId: z.string(),
  examName: z.string(),
  months: z.number().int(),
  amount: z.number(),
  /** Once paid: when the student's access to this exam ends now. */
  accessEndsAt: z.string().nullable(),
});

export const ZStudentSale = z.object({
  id: z.string(),
  reference: z.string(),
  status: ZSaleStatus,
  provider: z.enum(SALE_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(ZStudentSaleItem),
});
export type TStudentSale = z.infer<typeof ZStudentSale>;

export const ZSaleReferenceParams = z.object({
  reference: z.string().trim().min(1).max(64),
});

export const ZCheckoutReply = z.object({
  sale: ZStudentSale,
  /** Where to send the student to pay: the sandbox gateway page or Stripe Checkout. */
  checkoutUrl: z.string(),
});
export type TCheckoutReply = z.infer<typeof ZCheckoutReply>;

export const SANDBOX_OUTCOMES = ['pay', 'decline'] as const;
export const ZSandboxPaymentRequest = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, 'The outcome must be pay or decline'),
});

// ---- Admin sales ----

export const ZSalesListQuery = ZPeopleListQuery.safeExtend({
  status: ZSaleStatus.optional(),
});
export type TSalesListQuery = z.infer<typeof ZSalesListQuery>;

export const ZAdminSaleItem = z.object({
  id: z.string(),
  months: z.number().int(),
  amount: z.number(),
  exam: z.object({ id: z.string(), name: z.string() }),
});
export type TAdminSaleItem = z.infer<typeof ZAdminSaleItem>;

export const ZAdminSale = z.object({
  id: z.string(),
  reference: z.string(),
  /** For an administrator limited to some exams: the amount of the items it may see. */
  amount: z.number(),
  currency: z.string(),
  status: ZSaleStatus,
  provider: z.enum(SALE_PROVIDERS),
  /** The payment provider's own id (Stripe Checkout session), if any. */
  providerSessionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.string(),
  /** The administrator who made a manual allocation. */
  createdByAdmin: z.object({ id: z.string(), name: z.string() }).nullable(),
  saleItems: z.array(ZAdminSaleItem),
});
export type TAdminSale = z.infer<typeof ZAdminSale>;

export const ZSalesTotals = z.object({
  /** Sales matching the filters, whatever their status. */
  count: z.number().int(),
  /** Successful sales among them and their revenue (USD). */
  successCount: z.number().int(),
  revenue: z.number(),
});
export type TSalesTotals = z.infer<typeof ZSalesTotals>;

export const ZSalesListReply = z.object({
  sales: z.array(ZAdminSale),
  pagination: ZPagination,
  totals: ZSalesTotals,
});
export type TSalesListReply = z.infer<typeof ZSalesListReply>;

export const ZSaleIdParams = z.object({ saleId: ZUuid });

export const ZManualAllocationRequest = z.object({
  userID: ZUuid,
  examID: ZUuid,
  months: ZMonths,
});
export type TManualAllocationRequest = z.infer<typeof ZManualAllocationRequest>;

/** The manual allocation dialog: a student and an exam picked from lists, and months. */
export const ZManualAllocationForm = z.object({
  userID: requiredString('Student'),
  examID: requiredString('Exam'),
  months: ZMonths,
});
export type TManualAllocationForm = z.infer<typeof ZManualAllocationForm>;

export const ZAllocationStudentQuery = z.object({
  search: z.string().trim().max(200, 'search is too long').default(''),
});

export const ZAllocationStudent = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TAllocationStudent = z.infer<typeof ZAllocationStudent>;

export const ZAllocationExam = z.object({
  id: z.string(),
  name: z.string(),
  subscriptionAmount: z.number(),
});
export type TAllocationExam = z.infer<typeof ZAllocationExam>;
