import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '@app/contract';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import {
  AppError,
  dbErrorSummary,
  isDatabaseUnavailable,
  namesImpossibleId,
  RETRY_AFTER_SECONDS,
  sqlStateOf,
  tooManyRequests,
} from './errors';
import { frameworkErrorOptions } from './lib/framework-errors';
import { openApiTransform } from './lib/openapi';
import { fail } from './lib/reply';
import { activityPlugin, activityRoutes } from './modules/activity';
import { adminRoutes } from './modules/admin';
import { analyticsModule } from './modules/analytics';
import { authRoutes } from './modules/auth';
import { bankingRoutes } from './modules/banking';
import { brandItemsPlugin, brandItemsRoutes, catalogueFileRoutes } from './modules/brand-items';
import { brandsPlugin, brandsRoutes } from './modules/brands';
import { chatRoutes } from './modules/chat';
import { crawlRoutes } from './modules/crawl';
import { healthRoutes } from './modules/health';
import { mediaPlugin, mediaRoutes } from './modules/media';
import { podcastsRoutes } from './modules/podcasts';
import { searchPlugin, searchRoutes } from './modules/search';
import { seoRoutes } from './modules/seo';
import { seoFillRoutes } from './modules/seo-fill';
import {
  keyringFor,
  type SiteConfigService,
  siteConfigRepository,
  siteConfigRoutes,
  siteConfigService,
} from './modules/site-config';
import { isRenderRead, spaRoutes } from './modules/spa';
import { teamRoutes } from './modules/team';
import { textGeneratorPlugin } from './modules/text-generator';
import { tipsPlugin, tipsRoutes } from './modules/tips';
import { authPlugin } from './plugins/auth';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { dbPlugin } from './plugins/db';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { httpCachePlugin } from './plugins/http-cache';
import { inputGuardPlugin } from './plugins/input-guard';
import { jobsPlugin } from './plugins/jobs';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed';
import { schedulerPlugin } from './plugins/scheduler';
import { topicPlugin } from './plugins/topic';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    siteConfigs: SiteConfigService;
  }
}

export type AppDeps = {
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
};

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole application without listening, so tests can `inject()` into it. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // At shutdown, requests that arrive on open keep-alive connections are still served (with
    // `Connection: close`) rather than refused: a client that already sent one has no way to
    // know the server was about to stop.
    return503OnClosing: false,
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  await app.register(gracefulClosePlugin);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The offline demo's marketplace simulator serves the pictures of what it imports.
        imgSrc: ["'self'", 'data:', 'https:', ...(config.crawl?.simulator ? ['http://127.0.0.1:*'] : [])],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(bodyParsersPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(inputGuardPlugin);
  // The reply cache sees serialised JSON, so it sits before compression.
  const keyring = keyringFor(config, deps.jwtSecret);
  const siteConfigs = siteConfigService(siteConfigRepository(deps.database.db, keyring), {
    publicHosts: config.publicHosts,
    signingSecret: deps.jwtSecret,
    domainCheck: config.domainCheck,
    log: app.log,
  });
  // Read once at start and kept as the last known configs, so that topics resolve even if the
  // database goes away before the first request; that request still reads them afresh.
  await siteConfigs.all();
  siteConfigs.invalidate();
  await siteConfigs.marketplace.assertKeysOpenSecrets();
  await app.register(topicPlugin, { defaultTopic: config.defaultTopic, siteConfigs });
  await app.register(httpCachePlugin, {
    database: deps.database,
    onInvalidate: () => siteConfigs.invalidate(),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  if (config.corsOrigins.length > 0) await app.register(fastifyCors, { origin: config.corsOrigins });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // A page view loads many pictures and scripts; only API calls count against the limit (and
    // not the reads of a page rendered on the server: the page is the visitor's request).
    allowList: (request) => !/^\/(api|auth)\//.test(request.url) || isRenderRead(request),
    errorResponseBuilder: () => tooManyRequests(),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Multi-site catalogue API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorate('siteConfigs', siteConfigs);
  await app.register(dbPlugin, { database: deps.database });
  await app.register(jobsPlugin, {
    database: deps.database,
    workers: config.jobWorkers ?? true,
    // Half the shutdown's time: a picture still being made then is handed back, and the
    // process still exits within its limit.
    stopTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
  });
  await app.register(schedulerPlugin, { pollMs: config.schedulerPollMs });
  await app.register(authPlugin, { secret: deps.jwtSecret, userCacheMs: config.userCacheMs });
  // Services used by more than one module, built once and decorated onto the app; each plugin names
  // the ones it needs, so Fastify refuses to start if they are registered out of order.
  await app.register(activityPlugin);
  await app.register(brandsPlugin);
  await app.register(brandItemsPlugin);
  await app.register(tipsPlugin);
  await app.register(searchPlugin);
  await app.register(mediaPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    maxPerIp: config.loginMaxPerIp,
    maxPerAccountAndAddress: config.loginMaxPerAccount,
    maxPerAccountFromNewAddresses: config.loginMaxPerAccountNewAddresses,
    addressSecret: deps.jwtSecret,
  });
  await app.register(siteConfigRoutes);
  await app.register(brandsRoutes);
  await app.register(brandItemsRoutes);
  await app.register(catalogueFileRoutes);
  await app.register(tipsRoutes);
  await app.register(podcastsRoutes);
  await app.register(searchRoutes);
  await app.register(crawlRoutes);
  await app.register(adminRoutes);
  await app.register(activityRoutes);
  await app.register(seoRoutes);
  await app.register(textGeneratorPlugin);
  await app.register(seoFillRoutes);
  await app.register(chatRoutes);
  await app.register(analyticsModule);
  await app.register(bankingRoutes);
  await app.register(teamRoutes);
  await app.register(mediaRoutes);
  await app.register(spaRoutes, { webDist: config.webDist ?? defaultWebDist() });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

/** Turns every error into the `{success:false, data:null, error}` envelope with an honest status. */
function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, error: string, code: string, issues?: AppError['issues']) =>
    reply.code(status).send(fail(error, code, issues));

  if (err instanceof AppError) return send(err.statusCode, err.message, err.code, err.issues);

  if (isDatabaseUnavailable(err)) {
    request.log.warn(dbErrorSummary(err), 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(503, ERRORS.serviceUnavailable, 'UNAVAILABLE');
  }

  if (hasZodFastifySchemaValidationErrors(err)) {
    if (namesImpossibleId(err)) return send(404, ERRORS.notFound, 'NOT_FOUND');
    const issues = err.validation.map((v) => ({
      path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    return send(400, first ? `${first.path}: ${first.message}` : ERRORS.validation, 'VALIDATION', issues);
  }

  const status = err.statusCode ?? 500;
  if (status === 413) return send(413, ERRORS.bodyTooLarge, 'BODY_TOO_LARGE');
  if (status === 415) return send(415, ERRORS.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE');
  if (
    err instanceof SyntaxError ||
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return send(400, ERRORS.malformedJson, 'MALFORMED_JSON');
  }
  if (status >= 400 && status < 500) return send(status, err.message, err.code ?? 'BAD_REQUEST');

  // A failed query's message carries its SQL and parameters (visitors' data): log what failed, not those.
  const failedQuery = err.message.startsWith('Failed query') || sqlStateOf(err) !== null;
  request.log.error(
    failedQuery
      ? {
          db: {
            ...dbErrorSummary(err),
            stack: err.stack
              ?.split('\n')
              .filter((l) => l.startsWith('    at '))
              .slice(0, 5),
          },
        }
      : { err },
    'request failed',
  );
  return send(500, ERRORS.internal, 'INTERNAL');
}
