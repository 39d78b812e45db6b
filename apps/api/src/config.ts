// The only reader of process.env. Parsed once at start-up; a bad
// configuration stops the server with a list of what is wrong.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** TRUST_PROXY: true/false, or a comma-separated list of proxy addresses/CIDRs. */
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no', ''].includes(normalized)) return false;
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.every((part) => /^[0-9a-f.:/]+$/i.test(part))) return parts;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false or a comma-separated list of proxy addresses',
  });
  return z.NEVER;
});

/** A limit written as `count/window`, e.g. `300/1h`, `10/15m`, `600/30s`. */
export type RateLimit = { max: number; windowMs: number };
const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const rateLimit = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(fallback)
      .transform((value, ctx): RateLimit => {
        const match = /^(\d+)\/(\d+)([smh])$/.exec(value.replace(/\s+/g, ''));
        const [, count = '0', length = '0', unit = 's'] = match ?? [];
        const max = Number(count);
        const windowMs = Number(length) * WINDOW_UNITS_MS[unit as keyof typeof WINDOW_UNITS_MS];
        if (max < 1 || windowMs < 1000) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a count per window such as 300/1h, 10/15m or 60/30s',
          });
          return z.NEVER;
        }
        return { max, windowMs };
      }),
  );

/** An http(s) address; pages load images from it, so no other scheme will do. */
const httpUrl = (message: string) =>
  z.url(message).refine((url) => /^https?:\/\//i.test(url), message);

const postgresUrl = z
  .url('must be a URL')
  .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must start with postgres:// or postgresql://');

export const ZEnvironment = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65535, 'must be a port number (0-65535)')
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: optional(z.url('must be a URL such as https://prep.example.com')),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(postgresUrl),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SMTP_URL: optional(z.url('must be a URL such as smtp://user:pass@mail.example.com:587')),
    MAIL_FROM: z.string().min(3).default('PrepWard <no-reply@prepward.local>'),
    SUPPORT_EMAIL: optional(z.email('must be an email address')),
    ADMIN_EMAIL: optional(z.email('must be an email address')),
    ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
    SEED_DEMO: optional(booleanFlag),
    // No default here: loadConfig must tell an explicit sandbox from the default one.
    PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'stripe'], 'must be sandbox or stripe')),
    STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', 'must start with sk_')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'must start with whsec_')),
    GOOGLE_CLIENT_ID: optional(z.string().min(10)),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    STORAGE: z.enum(['local', 's3'], 'must be local or s3').default('local'),
    S3_BUCKET: optional(z.string().min(3)),
    S3_REGION: optional(z.string().min(1)),
    S3_ENDPOINT: optional(httpUrl('must be a URL such as https://s3.example.com')),
    S3_FORCE_PATH_STYLE: optional(booleanFlag),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    // Image addresses are this plus /uploads/<name>: a query or fragment would break them.
    S3_PUBLIC_URL: optional(
      httpUrl('must be a URL such as https://images.example.com').refine(
        (url) => !/[?#]/.test(url),
        'must not have a query (?) or fragment (#)',
      ),
    ),
    REDIS_URL: optional(
      z.url().refine((url) => /^rediss?:\/\//.test(url), 'must start with redis://'),
    ),
    TRUST_PROXY: z.preprocess((value) => value ?? 'false', trustProxy),
    // Requests may name the time the study tools go by (lib/clock.ts): journeys over days.
    TEST_CLOCK: optional(booleanFlag),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Limits lock out attackers, never a class behind one address (docs/architecture.md): the
    // defaults let 200 students on one address sign up within an hour and sit a mock together.
    RATE_LIMIT_ACCOUNT: rateLimit('600/1m'),
    RATE_LIMIT_ADDRESS: rateLimit('1200/1m'),
    RATE_LIMIT_SIGNUP: rateLimit('300/1h'),
    RATE_LIMIT_SIGNIN: rateLimit('1000/5m'),
    RATE_LIMIT_SIGNIN_FAILURES: rateLimit('10/15m'),
    RATE_LIMIT_CODE_CHECKS: rateLimit('1000/15m'),
    RATE_LIMIT_CODE_EMAILS: rateLimit('400/15m'),
    RATE_LIMIT_CODE_EMAILS_PER_ACCOUNT: rateLimit('3/15m'),
    RATE_LIMIT_PASSWORD_CHANGES: rateLimit('10/15m'),
    RATE_LIMIT_CHECKOUTS: rateLimit('30/15m'),
    RATE_LIMIT_SUPPORT_REQUESTS: rateLimit('10/1h'),
  })
  .superRefine((env, ctx) => {
    const require = (key: keyof typeof env, when: string) => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${when}` });
    };
    if (env.NODE_ENV === 'production') require('JWT_SECRET', 'when NODE_ENV=production');
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'must not be on when NODE_ENV=production: requests could choose the time',
      });
    }
    // The test gateway takes no money: in production it must be chosen on purpose.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is required when NODE_ENV=production: stripe to take payments, or sandbox to try the product with its test gateway',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      require('STRIPE_SECRET_KEY', 'when PAYMENT_PROVIDER=stripe');
      require('STRIPE_WEBHOOK_SECRET', 'when PAYMENT_PROVIDER=stripe');
    }
    if (env.STORAGE === 's3') {
      require('S3_BUCKET', 'when STORAGE=s3');
      require('S3_REGION', 'when STORAGE=s3');
    }
    // Both keys, or neither (the SDK's own chain: environment, profile, instance role).
    if (env.S3_ACCESS_KEY_ID) require('S3_SECRET_ACCESS_KEY', 'when S3_ACCESS_KEY_ID is set');
    if (env.S3_SECRET_ACCESS_KEY) require('S3_ACCESS_KEY_ID', 'when S3_SECRET_ACCESS_KEY is set');
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until start-up resolves it (generated into DATA_DIR outside production). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
  admin: { email: string | undefined; password: string | undefined };
  seedDemo: boolean;
  payments: {
    provider: 'sandbox' | 'stripe';
    /** PAYMENT_PROVIDER was set, rather than defaulted to sandbox. */
    providerExplicit: boolean;
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
  };
  google: { clientId: string | undefined; jwksUrl: string };
  storage: {
    kind: 'local' | 's3';
    s3: {
      bucket: string | undefined;
      region: string | undefined;
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      /** Addresses the bucket as ENDPOINT/BUCKET/key (MinIO and the like need it). */
      forcePathStyle: boolean;
      /** Both unset: the SDK's default credential chain. */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Where browsers fetch images (the bucket's root), without a trailing slash; unset:
       * through this server at /uploads/. */
      publicUrl: string | undefined;
    };
  };
  redisUrl: string | undefined;
  trustProxy: boolean | string[];
  logLevel: string;
  rateLimits: RateLimits;
  /** Requests may carry the time the study tools go by (TEST_CLOCK; never in production). */
  testClock: boolean;
};

/** Every request limit, in one place (README, configuration table). */
export type RateLimits = {
  /** Any request carrying a valid token, per account (token subject). */
  account: RateLimit;
  /** Any request without a valid token, per client address. */
  address: RateLimit;
  /** Sign-ups per address. */
  signup: RateLimit;
  /** Sign-in requests (student, Google, administrator) per address. */
  signin: RateLimit;
  /** Failed sign-ins per account; a successful sign-in clears the count. */
  signinFailures: RateLimit;
  /** Checks of an emailed code (verify, reset with a code) per address. */
  codeChecks: RateLimit;
  /** Requests that email a code (resend, forgot password) per address. */
  codeEmails: RateLimit;
  /** Codes emailed to one account. */
  codeEmailsPerAccount: RateLimit;
  /** Password changes per signed-in account. */
  passwordChanges: RateLimit;
  /** Checkouts (payment sessions started) per student. */
  checkouts: RateLimit;
  /** Support requests (each one emailed to SUPPORT_EMAIL) per student. */
  supportRequests: RateLimit;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse an environment (process.env by default) into the typed configuration. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvironment.safeParse(source);
  if (!parsed.success) throw configError(parsed.error);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    // The demo catalogue is on by default only for the embedded database.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    payments: {
      provider: env.PAYMENT_PROVIDER ?? 'sandbox',
      providerExplicit: env.PAYMENT_PROVIDER !== undefined,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    storage: {
      kind: env.STORAGE,
      s3: {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
      },
    },
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimits: {
      account: env.RATE_LIMIT_ACCOUNT,
      address: env.RATE_LIMIT_ADDRESS,
      signup: env.RATE_LIMIT_SIGNUP,
      signin: env.RATE_LIMIT_SIGNIN,
      signinFailures: env.RATE_LIMIT_SIGNIN_FAILURES,
      codeChecks: env.RATE_LIMIT_CODE_CHECKS,
      codeEmails: env.RATE_LIMIT_CODE_EMAILS,
      codeEmailsPerAccount: env.RATE_LIMIT_CODE_EMAILS_PER_ACCOUNT,
      passwordChanges: env.RATE_LIMIT_PASSWORD_CHANGES,
      checkouts: env.RATE_LIMIT_CHECKOUTS,
      supportRequests: env.RATE_LIMIT_SUPPORT_REQUESTS,
    },
    testClock: env.TEST_CLOCK ?? false,
  };
}

/** Where the data lives (DATA_DIR, DATABASE_URL). */
export type DataLocation = Pick<Config, 'dataDir' | 'databaseUrl'>;

/**
 * The server's DATA_DIR and DATABASE_URL, with its defaults, for the tools that work on its
 * data (backup, restore). What only serving needs (JWT_SECRET, payments) is not asked for, so a
 * shell without the server's secrets can still make a backup.
 */
export function loadDataLocation(
  source: Record<string, string | undefined> = process.env,
): DataLocation {
  const { DATA_DIR, DATABASE_URL } = ZEnvironment.shape;
  const parsed = z.object({ DATA_DIR, DATABASE_URL }).safeParse(source);
  if (!parsed.success) throw configError(parsed.error);
  return { dataDir: parsed.data.DATA_DIR, databaseUrl: parsed.data.DATABASE_URL };
}

function configError(error: z.ZodError): ConfigError {
  return new ConfigError(
    error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
  );
}
