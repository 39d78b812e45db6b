// The only module that touches localStorage.
// Every read is guarded: a value that is missing, unparsable or of the wrong shape is
// treated as absent, so a corrupt entry can never crash the app.
import { ACCOUNT_TYPES, type AccountType } from '@prepward/shared/constants';

export const STORAGE_KEYS = {
  /** `{ userData, cartUpdated }`: the signed-in student and the cart-update flag. */
  userData: 'userData',
  /** Bearer token of a signed-in student. */
  userToken: 'token',
  /** Bearer token of a signed-in administrator (kept apart from the student token). */
  adminToken: 'adminToken',
  /** 'user' or 'admin': drives the route guards. */
  accountType: 'accountType',
  /** Prefix of the per-exam paused-time entries; see pausedTimeKey(). */
  pausedTimePrefix: 'pausedTime:',
  /** Prefix of the per-test answers that were not saved yet (sent again until the server has them). */
  pendingAnswersPrefix: 'pendingAnswers:',
  /** Prefix of the per-test options a student struck out. */
  struckOptionsPrefix: 'struckOptions:',
  /** Which units the exam page's lab values panel shows: 'both', 'conventional' or 'si'. */
  labUnits: 'labUnits',
} as const;

/** Key of the remaining seconds stored when a practice exam is paused. */
export function pausedTimeKey(examId: string): string {
  return `${STORAGE_KEYS.pausedTimePrefix}${examId}`;
}

/** The student as the login response returns it; fields beyond these are kept as they are. */
export type StoredUser = {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  profession?: string;
  country?: string;
  [field: string]: unknown;
};

export type StoredUserData = {
  userData: StoredUser | null;
  /** Set when the cart changed, so the cart is fetched again. */
  cartUpdated: boolean;
};

const USER_STRING_FIELDS = ['id', 'firstName', 'lastName', 'email', 'profession', 'country'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Hand-written rather than zod: this module is in the entry chunk, zod is not.
function isStoredUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    USER_STRING_FIELDS.every(
      (field) => value[field] === undefined || typeof value[field] === 'string',
    )
  );
}

function isStoredUserData(value: unknown): value is StoredUserData {
  return (
    isRecord(value) &&
    typeof value.cartUpdated === 'boolean' &&
    (value.userData === null || isStoredUser(value.userData))
  );
}

export type TokenKind = AccountType;

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed frames): behave as if nothing is stored.
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not persisted.
  }
}

function remove(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// ---- user data ({ userData, cartUpdated }) ----

export function getUserData(): StoredUserData | null {
  return readJson(STORAGE_KEYS.userData, isStoredUserData);
}

export function setUserData(value: StoredUserData): void {
  writeRaw(STORAGE_KEYS.userData, JSON.stringify(value));
}

export function removeUserData(): void {
  remove(STORAGE_KEYS.userData);
}

/** Sets the cart-update flag, keeping the stored student. */
export function setCartUpdated(cartUpdated: boolean): void {
  const current = getUserData();
  setUserData({ userData: current?.userData ?? null, cartUpdated });
}

// ---- tokens ----

const TOKEN_KEYS: Record<TokenKind, string> = {
  user: STORAGE_KEYS.userToken,
  admin: STORAGE_KEYS.adminToken,
};

export function getToken(kind: TokenKind): string | null {
  const token = readRaw(TOKEN_KEYS[kind]);
  return token && token.trim() !== '' ? token : null;
}

export function setToken(kind: TokenKind, token: string): void {
  writeRaw(TOKEN_KEYS[kind], token);
}

export function removeToken(kind: TokenKind): void {
  remove(TOKEN_KEYS[kind]);
}

// ---- account type ----

export function getAccountType(): AccountType | null {
  const value = readRaw(STORAGE_KEYS.accountType);
  return ACCOUNT_TYPES.find((type) => type === value) ?? null;
}

export function setAccountType(type: AccountType): void {
  writeRaw(STORAGE_KEYS.accountType, type);
}

export function removeAccountType(): void {
  remove(STORAGE_KEYS.accountType);
}

// ---- paused time per exam (remaining seconds) ----

export function getPausedTime(examId: string): number | null {
  const raw = readRaw(pausedTimeKey(examId));
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export function setPausedTime(examId: string, seconds: number): void {
  writeRaw(pausedTimeKey(examId), String(Math.max(0, Math.floor(seconds))));
}

export function removePausedTime(examId: string): void {
  remove(pausedTimeKey(examId));
}

// ---- sessions ----

// The account type this page signed out of on purpose (Logout), until the next sign-in or a
// session the server ends. Read by the route guards: see signOut.
let signedOutOnPurpose: AccountType | null = null;

/** Stores what a successful sign-in returns. */
export function saveSession(
  kind: AccountType,
  token: string,
  userData: StoredUser | null = null,
): void {
  signedOutOnPurpose = null;
  setToken(kind, token);
  setAccountType(kind);
  if (kind === 'user') setUserData({ userData, cartUpdated: false });
}

/**
 * Forgets a session: the token of that kind, the account type when it is that kind, and
 * for a student the stored user data.
 */
export function clearSession(kind: AccountType): void {
  removeToken(kind);
  if (getAccountType() === kind) removeAccountType();
  if (kind === 'user') removeUserData();
}

/**
 * Logout: forgets the session and remembers that it ended on purpose. The layout then sends
 * the person to its sign-in page; a guard that renders before that navigation lands sends them
 * to the same page (not to the not-authorized redirect, with its toast), so whichever of the
 * two navigations comes last, they arrive at the sign-in page.
 */
export function signOut(kind: AccountType): void {
  signedOutOnPurpose = kind;
  clearSession(kind);
}

/** The account type signed out of by Logout, or null (none, or signed in again since). */
export function signedOutOnPurposeAs(): AccountType | null {
  return signedOutOnPurpose;
}

/** A session the server ended is not a sign-out on purpose (expireSession). */
export function forgetSignOut(): void {
  signedOutOnPurpose = null;
}

/** Who is signed in: the stored account type, provided the matching token is present. */
export function getSignedInAs(): AccountType | null {
  const type = getAccountType();
  return type && getToken(type) ? type : null;
}

// ---- per-test state kept in the browser ----

/** An answer as POST /user/test/{examId}/{testId} takes it, waiting to reach the server. */
export type PendingAnswer = {
  questionId: string;
  option?: string;
  options?: string[];
  answerText?: string;
  timeSpentSeconds?: number;
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isPendingAnswer(value: unknown): value is PendingAnswer {
  return (
    isRecord(value) &&
    typeof value.questionId === 'string' &&
    (value.option === undefined || typeof value.option === 'string') &&
    (value.options === undefined || isStringArray(value.options)) &&
    (value.answerText === undefined || typeof value.answerText === 'string') &&
    (value.timeSpentSeconds === undefined || typeof value.timeSpentSeconds === 'number')
  );
}

const isPendingAnswers = (value: unknown): value is PendingAnswer[] =>
  Array.isArray(value) && value.every(isPendingAnswer);

export function getPendingAnswers(testId: string): PendingAnswer[] {
  return readJson(`${STORAGE_KEYS.pendingAnswersPrefix}${testId}`, isPendingAnswers) ?? [];
}

export function setPendingAnswers(testId: string, answers: readonly PendingAnswer[]): void {
  const key = `${STORAGE_KEYS.pendingAnswersPrefix}${testId}`;
  if (answers.length === 0) remove(key);
  else writeRaw(key, JSON.stringify(answers));
}

/** Question id -> ids of the options struck out. */
export type StruckOptions = Record<string, string[]>;

const isStruckOptions = (value: unknown): value is StruckOptions =>
  isRecord(value) && Object.values(value).every(isStringArray);

export function getStruckOptions(testId: string): StruckOptions {
  return readJson(`${STORAGE_KEYS.struckOptionsPrefix}${testId}`, isStruckOptions) ?? {};
}

export function setStruckOptions(testId: string, value: StruckOptions): void {
  writeRaw(`${STORAGE_KEYS.struckOptionsPrefix}${testId}`, JSON.stringify(value));
}

// ---- the lab values panel ----

export const LAB_UNITS = ['both', 'conventional', 'si'] as const;
export type LabUnits = (typeof LAB_UNITS)[number];

/** The units the student last chose in the lab values panel; both at first. */
export function getLabUnits(): LabUnits {
  const value = readRaw(STORAGE_KEYS.labUnits);
  return LAB_UNITS.find((units) => units === value) ?? 'both';
}

export function setLabUnits(units: LabUnits): void {
  writeRaw(STORAGE_KEYS.labUnits, units);
}
