import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDataLocation } from './config';
import { API_ROOT } from './lib/paths';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      payments: { provider: 'sandbox' },
      storage: { kind: 'local' },
      trustProxy: false,
    });
  });

  it('tells an explicit sandbox from the default one; production must choose', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'sandbox', providerExplicit: false });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payments).toMatchObject({
      provider: 'sandbox',
      providerExplicit: true,
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER is required when NODE_ENV=production/),
    ]);
    expect(
      loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments.providerExplicit,
    ).toBe(true);
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      'PAYMENT_PROVIDER must be sandbox or stripe',
    ]);
  });

  it('turns the demo seed off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/prep' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/prep', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('parses every RATE_LIMIT_* as a count per window and refuses anything else', () => {
    const config = loadConfig({ RATE_LIMIT_SIGNUP: '50 / 30m', RATE_LIMIT_ACCOUNT: '90/10s' });
    expect(config.rateLimits.signup).toEqual({ max: 50, windowMs: 30 * 60_000 });
    expect(config.rateLimits.account).toEqual({ max: 90, windowMs: 10_000 });
    // Defaults for a class of 200 behind one address; ten failed sign-ins per account.
    expect(config.rateLimits.signinFailures).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(loadConfig({}).rateLimits.signup.max).toBeGreaterThanOrEqual(200);
    expect(problemsOf({ RATE_LIMIT_SIGNIN: 'lots', RATE_LIMIT_ADDRESS: '0/1m' })).toEqual([
      'RATE_LIMIT_ADDRESS must be a count per window such as 300/1h, 10/15m or 60/30s',
      'RATE_LIMIT_SIGNIN must be a count per window such as 300/1h, 10/15m or 60/30s',
    ]);
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'sometimes!' })).toEqual([
      'TRUST_PROXY must be true, false or a comma-separated list of proxy addresses',
    ]);
  });

  it('lists every problem with the variable name', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        ADMIN_EMAIL: 'not-an-email',
      }),
    ).toEqual([
      'PORT must be a port number (0-65535)',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'ADMIN_EMAIL must be an email address',
      'SEED_DEMO must be true or false',
      expect.stringMatching(/^LOG_LEVEL /),
    ]);
  });

  it('requires JWT_SECRET in production and the keys of the chosen providers', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'PAYMENT_PROVIDER is required when NODE_ENV=production: stripe to take payments, or sandbox to try the product with its test gateway',
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET is required when STORAGE=s3',
      'S3_REGION is required when STORAGE=s3',
    ]);
  });

  it('reads the S3 settings: path style, a key pair or none, the public address', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'images', S3_REGION: 'eu-west-1' };
    expect(loadConfig(s3).storage.s3).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PUBLIC_URL: 'http://127.0.0.1:9000/images/',
      }).storage.s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'minio',
      publicUrl: 'http://127.0.0.1:9000/images',
    });
    expect(
      problemsOf({
        ...s3,
        S3_FORCE_PATH_STYLE: 'sometimes',
        S3_ENDPOINT: 'ftp://files.example.com',
        S3_PUBLIC_URL: 'https://images.example.com/?v=1',
        S3_ACCESS_KEY_ID: 'only-the-id',
      }),
    ).toEqual([
      'S3_ENDPOINT must be a URL such as https://s3.example.com',
      'S3_FORCE_PATH_STYLE must be true or false',
      'S3_PUBLIC_URL must not have a query (?) or fragment (#)',
    ]);
    expect(problemsOf({ ...s3, S3_ACCESS_KEY_ID: 'only-the-id' })).toEqual([
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    ]);
    expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: 'only-the-secret' })).toEqual([
      'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it("gives the tools beside the server its DATA_DIR and DATABASE_URL, not serving's demands", () => {
    expect(loadDataLocation({})).toEqual({ dataDir: './data', databaseUrl: undefined });
    expect(loadDataLocation({ NODE_ENV: 'production', DATA_DIR: '/srv/prep' })).toEqual({
      dataDir: '/srv/prep',
      databaseUrl: undefined,
    });
    expect(() => loadDataLocation({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must start with postgres://',
    );
  });

  it('stops the server with a clear message on a bad configuration', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(API_ROOT, 'src', 'server.ts')],
      { env: { PATH: process.env.PATH, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 20_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT must be a port number (0-65535)');
  });
});
