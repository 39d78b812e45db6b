// Failures that mean "the database (or another service) is away for now", not a bug: a
// restart or failover ends connections, a stopped server refuses them, a full one turns them
// away. Requests that meet one answer 503 with Retry-After, and the next request tries again.

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

// PostgreSQL's connection classes (08), admin/crash shutdown and "starting up" (57P0x),
// too many connections (53300).
const DATABASE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres says these in words only.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Whether an error, or any error it wraps (drizzle wraps the driver's), is a lost service. */
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (DATABASE_CODES.has(code) || NETWORK_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}
