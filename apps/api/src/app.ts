import { randomUUID } from 'node:crypto';
import http from 'node:http';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import pg from 'pg';
import Fastify, { LogController, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trails/contracts/messages';
import { siteOrigin, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { App } from './lib/types.ts';
import { openApiTransform, openApiTransformObject } from './lib/openapi.ts';
import { connectPublicDataListener } from './lib/public-cache.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerPublicCache, serveCachedRequest } from './plugins/public-cache.ts';
import { PostgresStore, SharedMemoryStore } from './plugins/rate-limit-store.ts';
import { registerModules } from './routes.ts';
import { createServices } from './services.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests that share one may not). */
  closeDatabase?: boolean;
  /** Told of every route as it is registered (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The largest request body any route takes today: forms and settings are a few KB (a setting
 * value is at most 2,000 characters). A route that takes more (an upload) sets its own `bodyLimit`.
 */
export const BODY_LIMIT = 100 * 1024;

/** Builds the whole application without listening, so tests can call `app.inject()`. */
export async function buildApp({ config, database, closeDatabase = true, onRoute }: BuildAppOptions): Promise<App> {
  const services = createServices({ db: database.db, config, driver: database.driver });
  const app = Fastify({
    // A cached public answer leaves from the HTTP server's own request handler, before Fastify
    // routes, parses or logs the request: the same bytes and headers it stored from the route
    // (see plugins/public-cache.ts). Everything else goes to Fastify as usual. A client that
    // trickles its headers or body is cut off (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS) rather than
    // holding a connection open; connections are checked often enough for those limits to hold.
    serverFactory: (handler, options) => {
      const server = http.createServer(
        {
          headersTimeout: config.HEADERS_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
        },
        (request, response) => {
          if (!serveCachedRequest(services.publicCache, request, response)) handler(request, response);
        },
      );
      // Fastify hands the factory its options with their defaults filled in.
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout);
      return server;
    },
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    // One line per request at most (below): Fastify's own two lines per request cost throughput.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A hop count trusts that many proxies in front of the server.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode (a broken %-escape) still gets the contract's error body.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ success: false, message: MESSAGES.malformed });
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Each request is one debug line; a slow one is a warning with its details. Failures are logged
  // in full by the error handler.
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms >= config.SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'slow request');
    } else {
      // pino makes this a no-op below the debug level.
      request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'request');
    }
  });

  // A POST or PUT without a body still gets per-field messages rather than "expected object".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });

  // Razorpay Checkout runs in the page: its script, its frame and its calls are allowed when it is the provider.
  const checkout =
    config.PAYMENT_PROVIDER === 'razorpay'
      ? [...new Set([new URL(config.RAZORPAY_CHECKOUT_URL).origin, new URL(config.RAZORPAY_API_URL).origin])]
      : [];
  // Infrastructure: security headers, compression, rate limits, API docs.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...checkout],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...checkout],
        connectSrc: ["'self'", ...checkout],
        frameSrc: ["'self'", ...checkout],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers remember HSTS for a year: send it only when the site really is served over https.
    strictTransportSecurity: siteOrigin(config).startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // After helmet (a cached answer carries the security headers too), before compression.
  registerPublicCache(app, services.publicCache);
  await app.register(compress, { global: true, threshold: 1024 });
  // On PostgreSQL every server process draws from the same counters.
  const rateLimitStore = database.driver === 'postgres' ? new PostgresStore(database.db) : new SharedMemoryStore();
  await app.register(rateLimit, {
    global: false,
    store: class {
      constructor() {
        return rateLimitStore;
      }
    } as unknown as FastifyRateLimitStoreCtor,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: MESSAGES.rateLimited,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Himalaya Trails API', version: '1.0.0', description: 'Public site and back-office API.' },
      servers: [{ url: siteOrigin(config), description: 'This site' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  database.onConnectionError?.((error) =>
    app.log.error({ err: error }, 'database connection lost; reconnecting on the next query'),
  );

  await registerModules(app, { ...services, config });

  // Several processes on PostgreSQL: a write in any of them empties every process's cache.
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (database.driver === 'postgres' && pool instanceof pg.Pool) {
    const listener = connectPublicDataListener(services.publicCache, pool, app.log);
    app.addHook('onClose', async () => listener.stop());
    await listener.start();
  } else {
    services.publicCache.enable();
  }

  // Newsletters a stopped server left half-sent continue; closing waits for the batch in progress.
  services.campaigns.useLogger(app.log);
  app.addHook('onReady', async () => {
    void services.campaigns
      .resume()
      .catch((error: unknown) => app.log.error({ err: error }, 'resuming campaigns failed'));
  });
  app.addHook('onClose', async () => services.campaigns.settled());
  app.addHook('onClose', async () => services.passwordReset.settled());

  if (closeDatabase) app.addHook('onClose', async () => database.close());
  return app;
}
