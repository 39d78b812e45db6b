// buildApp: registers plugins, then modules. No listen() here (CONVENTIONS layout).
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { WEB_DIST_FOLDER } from './lib/paths';
import { createLimiter } from './lib/limiter';
import { createMailer, type Mailer } from './lib/mail';
import { createTokenService } from './lib/tokens';
import { adminAccountRoutes } from './modules/accounts/admin-routes';
import { createAdminAccounts } from './modules/accounts/admin-service';
import { createCodeService } from './modules/accounts/codes';
import { createGoogleVerifier } from './modules/accounts/google';
import { studentAccountRoutes } from './modules/accounts/student-routes';
import { createStudentAccounts } from './modules/accounts/student-service';
import { publicConfigRoutes } from './modules/health/public-config-routes';
import { healthRoutes } from './modules/health/routes';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import webPlugin from './plugins/web';

export const API_PREFIX = '/api/v1';
export const APP_VERSION = '0.1.0';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; defaults to apps/web/dist. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests that need to see mail without SMTP). */
  mailer?: Mailer;
};

/** Headers and body fields that must never reach the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.oldPassword',
  'body.newPassword',
  'body.otp',
];

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');

  // Readable lines for a person at a terminal; JSON for log collectors and production.
  const prettyTerminal = config.env !== 'production' && process.stdout.isTTY;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: REDACT,
      ...(prettyTerminal
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Google Identity Services loads its script, button frame and styles from this origin.
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google],
        // Mantine sets CSS variables through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length > 0 ? google : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Google's sign-in popup talks back to this window.
    crossOriginOpenerPolicy:
      google.length > 0 ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'PrepWard API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const tokens = createTokenService(config.jwtSecret);
  await app.register(authPlugin, { db: database.db, tokens });

  const limiter = createLimiter({ redis, prefix: 'prepward-limit:' });
  const mailer = options.mailer ?? createMailer(config, app.log);
  const studentAccounts = createStudentAccounts({
    db: database.db,
    mailer,
    codes: createCodeService(config.jwtSecret),
    tokens,
    google: config.google.clientId
      ? createGoogleVerifier(config.google.clientId, config.google.jwksUrl)
      : null,
    publicUrl: config.publicUrl,
  });
  const adminAccounts = createAdminAccounts({ db: database.db, tokens });

  await app.register(
    async (api) => {
      // Registered inside the API scope: static files and pages are not counted.
      await api.register(rateLimit, {
        global: true,
        max: 300,
        timeWindow: '1 minute',
        ...(redis ? { redis, nameSpace: 'prepward-rate-limit:' } : {}),
        errorResponseBuilder: (_request, context) => ({
          statusCode: context.statusCode,
          message: `Too many requests. Please wait ${context.after} and try again.`,
          error: 'Too Many Requests',
        }),
      });
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(publicConfigRoutes, { config });
      await api.register(studentAccountRoutes, { accounts: studentAccounts, limiter });
      await api.register(adminAccountRoutes, { accounts: adminAccounts, limiter });
    },
    { prefix: API_PREFIX },
  );

  await app.register(webPlugin, { webRoot: options.webRoot ?? WEB_DIST_FOLDER });

  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
