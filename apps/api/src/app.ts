// buildApp: registers plugins, then modules. No listen() here.
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { WEB_DIST_FOLDER } from './lib/paths';
import { acceptTestClock } from './lib/clock';
import { createCounters, createLimiter } from './lib/limiter';
import { openChangeFeed } from './lib/change-feed';
import { replySerializerCompiler } from './lib/reply-serializer';
import { COMPRESSED_FROM_BYTES } from './lib/gzip-parts';
import { createRedis } from './lib/redis';
import { createRichTextSanitizer } from './lib/sanitize';
import { createJobs } from './lib/jobs';
import { createLocalStorage, type Storage } from './lib/storage';
import { createS3Storage } from './lib/storage-s3';
import { createMailer, type Mailer } from './lib/mail';
import type { PaymentGateway } from './lib/payments/gateway';
import { createSandboxGateway } from './lib/payments/sandbox';
import { createStripeClient, createStripeGateway } from './lib/payments/stripe';
import { createTokenService } from './lib/tokens';
import { APP_VERSION } from './lib/version';
import { adminAccountRoutes } from './modules/accounts/admin-routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { createAdminUsers } from './modules/admin-users/service';
import { administratorRoutes } from './modules/administrators/routes';
import { createAdministrators } from './modules/administrators/service';
import { auditRoutes } from './modules/audit/routes';
import { createAuditLog } from './modules/audit/service';
import { createAdminAccounts } from './modules/accounts/admin-service';
import { createCodeService } from './modules/accounts/codes';
import { createGoogleVerifier } from './modules/accounts/google';
import { studentAccountRoutes } from './modules/accounts/student-routes';
import { createStudentAccounts } from './modules/accounts/student-service';
import { caseStudyRoutes } from './modules/case-studies/routes';
import { createCaseStudies } from './modules/case-studies/service';
import { cartRoutes } from './modules/cart/routes';
import { createCart } from './modules/cart/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogue } from './modules/catalogue/service';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentSettlement } from './modules/payments/service';
import { flashcardRoutes } from './modules/flashcards/routes';
import { createFlashcards } from './modules/flashcards/service';
import { preferenceRoutes } from './modules/preferences/routes';
import { createReminderLinks, createStudyReminders } from './modules/study-plans/reminders';
import { studyPlanRoutes } from './modules/study-plans/routes';
import { createStudyPlans } from './modules/study-plans/service';
import { createPreferences } from './modules/preferences/service';
import { salesRoutes } from './modules/sales/routes';
import { createSales } from './modules/sales/service';
import { createBulkService } from './modules/content/bulk-service';
import { createExamService, createImageService } from './modules/content/exam-service';
import { createQuestionBulkActions } from './modules/content/question-bulk-actions';
import { createQuestionReviewService } from './modules/content/question-review-service';
import { createQuestionService } from './modules/content/question-service';
import { contentRoutes } from './modules/content/routes';
import { questionHistoryRoutes } from './modules/question-history/routes';
import { createQuestionHistory } from './modules/question-history/service';
import { createStructureService } from './modules/content/structure-service';
import { labValueRoutes } from './modules/lab-values/routes';
import { createLabValues } from './modules/lab-values/service';
import { publicConfigRoutes } from './modules/health/public-config-routes';
import { healthRoutes } from './modules/health/routes';
import { attemptRoutes } from './modules/attempts/routes';
import { studyNoteRoutes } from './modules/study-notes/routes';
import { itemStatisticsRoutes } from './modules/item-statistics/routes';
import { createItemStatistics } from './modules/item-statistics/service';
import { overviewRoutes } from './modules/overview/routes';
import { createOverview } from './modules/overview/service';
import { outgoingMailRoutes } from './modules/outgoing-mail/routes';
import { createOutgoingMail } from './modules/outgoing-mail/service';
import { questionReportRoutes } from './modules/reports/routes';
import { createQuestionReports } from './modules/reports/service';
import { supportRoutes } from './modules/support/routes';
import { createSupport, markSupportRequestEmailed } from './modules/support/service';
import { countEndedMocks } from './modules/attempts/mock-counts';
import { endOverdueTests, lateAnswerCutoff } from './modules/attempts/timer';
import { publicSiteRoutes } from './modules/public-site/routes';
import { createPublicCatalogue } from './modules/public-site/service';
import authPlugin from './plugins/auth';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limit';
import { uploadRoutes } from './plugins/uploads';
import requestTextPlugin from './plugins/request-text';
import securityHeaders from './plugins/security-headers';
import webPlugin from './plugins/web';

export const API_PREFIX = '/api/v1';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; defaults to apps/web/dist. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests that need to see mail without SMTP). */
  mailer?: Mailer;
  /** Replaces the Stripe client made from STRIPE_SECRET_KEY (tests point it at a local fake). */
  stripe?: Stripe;
  /** Requests that take longer are logged as warnings (default SLOW_REQUEST_MS). */
  slowRequestMs?: number;
};

export const SLOW_REQUEST_MS = 2000;

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
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  if (config.testClock) acceptTestClock(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ checkAgainstZod: config.env === 'test' }));

  // A log kept at 'warn' still tells which requests were slow. The route's pattern is logged,
  // not the address, which can hold a student's search or email.
  const slowRequestMs = options.slowRequestMs ?? SLOW_REQUEST_MS;
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime > slowRequestMs) {
      request.log.warn(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'Slow request',
      );
    }
    done();
  });

  await app.register(errorsPlugin);
  await app.register(requestTextPlugin);
  // JSON replies above 1 KB go out compressed (people on paid mobile data), per request and so
  // at a fast level: on a 40-question test (25 kB) gzip level 3 takes a quarter of the time of
  // brotli quality 4 for 3% more bytes (bench/README.md, "Hot paths"). Brotli only for a
  // client that takes nothing else. Web app files are compressed at build, with brotli.
  // Replies up to 64 kB (a 100-question test) in one call rather than through a compression
  // stream, whose setup and scheduling cost more than the compression at these sizes: at
  // gzip level 3 that holds the event loop for well under a millisecond.
  await app.register(compress, {
    threshold: COMPRESSED_FROM_BYTES,
    syncThreshold: 64 * 1024,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  // Google Identity Services loads its script, button frame and styles from this origin.
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  // Images on S3_PUBLIC_URL: named even when https: covers it, since a local MinIO is http.
  const { publicUrl: imagesUrl } = config.storage.s3;
  const imageOrigins = config.storage.kind === 's3' && imagesUrl ? [new URL(imagesUrl).origin] : [];
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google],
        // Mantine sets CSS variables through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
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

  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  const counters = createCounters({ redis });
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
  const changes = openChangeFeed({
    connect: database.newClient,
    schema: database.schema,
    log: app.log,
  });
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  await app.register(authPlugin, { db: database.db, tokens, changes });
  // What an administrator changes is seen at once by this instance's catalogue; the trigger's
  // notification tells the other instances (and this one again) a moment later.
  app.addHook('onSend', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (request.admin && write && reply.statusCode < 400) changes.tell({ kind: 'catalogue' });
  });

  const limiter = createLimiter({ counters, prefix: 'prepward-limit:' });
  const mailer = options.mailer ?? createMailer(config, app.log);
  const jobs = createJobs({
    database,
    log: app.log,
    mailer,
    // The sweep also counts the ended mocks an instance that stopped left uncounted.
    endOverdueTests: async () => {
      const ended = await endOverdueTests(database.db, lateAnswerCutoff(new Date()));
      await countEndedMocks(database.db);
      return ended;
    },
    // The study reminders are made below, once the queue they write to exists.
    sendStudyReminders: () => studyReminders.sweep(new Date()),
    onMailSent: async (mail) => {
      if (mail.supportTicketId) await markSupportRequestEmailed(database.db, mail.supportTicketId);
    },
  });
  app.decorate('jobs', jobs);
  // The queue's worker starts with the server and finishes its current mail before the
  // database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const studyReminders = createStudyReminders({
    db: database.db,
    jobs,
    links: createReminderLinks(config.jwtSecret),
    publicUrl: config.publicUrl,
  });
  const studentAccounts = createStudentAccounts({
    db: database.db,
    jobs,
    codes: createCodeService(config.jwtSecret),
    tokens,
    changeFeed: changes,
    google: config.google.clientId
      ? createGoogleVerifier(config.google.clientId, config.google.jwksUrl)
      : null,
    publicUrl: config.publicUrl,
  });
  const adminAccounts = createAdminAccounts({ db: database.db, tokens, changeFeed: changes });
  const storage: Storage =
    config.storage.kind === 's3' ? createS3Storage(config, app.log) : createLocalStorage(config);
  const sanitize = createRichTextSanitizer(storage.isOwnImageUrl);
  const questions = createQuestionService({ db: database.db, sanitize });
  const images = createImageService({ db: database.db, storage });
  const content = {
    exams: createExamService({ db: database.db, storage }),
    structure: createStructureService({ db: database.db }),
    questions,
    bulk: createBulkService({ db: database.db, sanitize, images }),
    images,
    review: createQuestionReviewService({ db: database.db, questions }),
    bulkActions: createQuestionBulkActions({ db: database.db }),
  };

  const { payments } = config;
  const stripe =
    options.stripe ??
    (payments.stripeSecretKey ? createStripeClient(payments.stripeSecretKey) : undefined);
  const gateway: PaymentGateway =
    payments.provider === 'stripe' && stripe
      ? createStripeGateway(stripe, config.publicUrl)
      : createSandboxGateway();
  if (gateway.provider === 'sandbox' && config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox: checkouts go to the built-in test gateway and no money is taken. Set PAYMENT_PROVIDER=stripe to take payments.',
    );
  }
  const settlement = createPaymentSettlement({
    db: database.db,
    jobs,
    publicUrl: config.publicUrl,
  });

  await app.register(
    async (api) => {
      // Registered inside the API scope: static files and pages are not counted.
      await registerRateLimits(api, { limits: config.rateLimits, tokens, counters });
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(publicConfigRoutes, { config });
      await api.register(publicSiteRoutes, { catalogue: createPublicCatalogue(database.db) });
      await api.register(studentAccountRoutes, {
        accounts: studentAccounts,
        limiter,
        limits: config.rateLimits,
      });
      await api.register(adminAccountRoutes, {
        accounts: adminAccounts,
        limiter,
        limits: config.rateLimits,
      });
      await api.register(preferenceRoutes, {
        preferences: createPreferences({ db: database.db }),
      });
      await api.register(catalogueRoutes, {
        catalogue: createCatalogue({ db: database.db, changeFeed: changes }),
      });
      await api.register(cartRoutes, {
        cart: createCart({ db: database.db, gateway, settlement }),
        limiter,
        limits: config.rateLimits,
      });
      await api.register(paymentRoutes, {
        settlement,
        sandbox: gateway.provider === 'sandbox',
        // Stripe's events are accepted whenever its keys are set, so sales started before a
        // switch to the sandbox still settle.
        stripe:
          stripe && payments.stripeWebhookSecret
            ? { client: stripe, webhookSecret: payments.stripeWebhookSecret }
            : null,
      });
      await api.register(salesRoutes, { sales: createSales({ db: database.db }) });
      await api.register(contentRoutes, content);
      await api.register(caseStudyRoutes, {
        caseStudies: createCaseStudies({ db: database.db, sanitize }),
      });
      await api.register(questionHistoryRoutes, {
        history: createQuestionHistory({ db: database.db, sanitize }),
      });
      await api.register(labValueRoutes, { labValues: createLabValues({ db: database.db }) });
      await api.register(itemStatisticsRoutes, {
        statistics: createItemStatistics({ db: database.db }),
      });
      await api.register(attemptRoutes, { db: database.db });
      await api.register(studyNoteRoutes, { db: database.db });
      await api.register(flashcardRoutes, {
        flashcards: createFlashcards({ db: database.db, sanitize }),
      });
      await api.register(studyPlanRoutes, {
        studyPlans: createStudyPlans({ db: database.db }),
        reminders: studyReminders,
        sweepNowRoute: config.testClock && config.env !== 'production',
      });
      await api.register(adminUserRoutes, {
        users: createAdminUsers({ db: database.db, changeFeed: changes }),
      });
      await api.register(administratorRoutes, {
        administrators: createAdministrators({ db: database.db, changeFeed: changes }),
      });
      await api.register(overviewRoutes, { overview: createOverview({ db: database.db }) });
      await api.register(questionReportRoutes, {
        reports: createQuestionReports({ db: database.db }),
      });
      await api.register(supportRoutes, {
        support: createSupport({
          db: database.db,
          jobs,
          supportEmail: config.supportEmail,
          publicUrl: config.publicUrl,
        }),
        limiter,
        limits: config.rateLimits,
      });
      await api.register(auditRoutes, { audit: createAuditLog({ db: database.db }) });
      await api.register(outgoingMailRoutes, {
        mail: createOutgoingMail({ pool: database.pool, jobs }),
      });
    },
    { prefix: API_PREFIX },
  );

  await app.register(uploadRoutes, { storage });
  await app.register(webPlugin, {
    webRoot: options.webRoot ?? WEB_DIST_FOLDER,
    publicUrl: config.publicUrl,
  });

  app.addHook('onClose', async () => {
    // Nothing is waiting to be written: counters are sent as they change.
    redis?.disconnect();
    storage.close();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
