import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger, LoggerOptions } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { components, DOCUMENT_DESCRIPTION, documentTransform, routeTransform } from './openapi/document.ts';
import { BODY_MAX_DEPTH, jsonTextDepthExceeds } from './json-limits.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { routeModules } from './routes.ts';
import type { App } from './types.ts';
import { validatorCompiler } from './validation.ts';
import {
  answeredEarly,
  CHECK_INTERVAL_MS,
  clientError,
  correlationIdOf,
  mayPoison,
  PARAM_MAX,
  paramAtFault,
  paramRoute,
  PoisonError,
  refusePoison,
  servedRoutes,
  type ParamRoute,
  type ServedRoute,
} from './edge.ts';

export const BASE_PATH = '/api/v0/partner';
export const LEGACY_BASE_PATH = '/v0/partner';
const BODY_LIMIT = 16 * 1024 * 1024;
/** How many of the latest skipped events /readyz lists. */
const READYZ_FAILURES = 5;

/** `%3A` in the path (not the query) as `:`. */
export function decodeColons(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return /%3a/i.test(path) ? path.replace(/%3a/gi, ':') + (q < 0 ? '' : url.slice(q)) : url;
}

/** Logs never carry keys or e-mail addresses. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: ['req.headers.authorization', '*.email', '*.key', '*.token'], censor: '[redacted]' },
});

/**
 * Builds the HTTP app around its dependencies. Only src/server.ts listens; tests call
 * `app.inject()`.
 */
export async function buildApp(deps: Deps, opts: { logger?: Logger } = {}): Promise<App> {
  const limits = deps.config.http;
  // Path parameters' codes by route, for router failures that happen before any route runs.
  const paramRoutes: ParamRoute[] = [];
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    // Slow clients (docs/decisions.md, "Edge hardening"): headers, the whole request and idle
    // sockets are bounded; Node checks the first two every CHECK_INTERVAL_MS.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS },
    // Errors of the HTTP parser (408, 431, malformed requests) in the envelope too.
    clientErrorHandler: clientError,
    // One access line per request is written by our onResponse hook (with org and route).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'correlation_id' }),
    // The correlation id is the request id: taken from x-correlation-id when it is a safe token.
    genReqId: (req) => correlationIdOf(req.headers['x-correlation-id']),
    // A percent-encoded colon in the path is a colon (`attendees%3Aimport`, as URI builders that escape
    // every reserved character write it); the router matches literal characters only.
    rewriteUrl: (req) => decodeColons(req.url ?? '/'),
    requestIdHeader: false,
    // PartnerIds are up to 128 characters (find-my-way's default of 100 made longer ones
    // unreachable); longer path segments reach the validators and get their 400 code.
    // `/events/ev-1/` is `/events/ev-1` (clients joining a base URL often leave a trailing slash;
    // before, the 405 handler answered "GET is not allowed" with an Allow that listed GET).
    routerOptions: { maxParamLength: PARAM_MAX, ignoreTrailingSlash: true },
    // Router-level failures (a segment over PARAM_MAX, bad percent-encoding) in the envelope,
    // with the code of the parameter at fault (INVALID_RUN_ID on /runs/:run_id).
    frameworkErrors: (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const atFault = err.code === 'FST_ERR_MAX_PARAM_LENGTH' || err.code === 'FST_ERR_BAD_URL' ? paramAtFault(paramRoutes, req.url) : undefined;
      const code = atFault?.code ?? (err.code === 'FST_ERR_MAX_PARAM_LENGTH' || err.code === 'FST_ERR_BAD_URL' ? 'INVALID_PARTNER_ID' : 'BAD_REQUEST');
      void reply
        .code(400)
        .header('x-correlation-id', req.id)
        .type('application/json; charset=utf-8')
        .send({ code, message: `${atFault?.name ?? 'a path segment'} is not a valid identifier`, correlation_id: req.id });
    },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;
  const served: ServedRoute[] = [];
  servedRoutes.set(app, served);
  app.addHook('onRoute', (route) => {
    const params = route.schema?.params as z.ZodType | undefined;
    if (params) paramRoutes.push(paramRoute(route.url, params));
    for (const method of ([] as string[]).concat(route.method)) served.push({ method, url: route.url, schema: route.schema as ServedRoute['schema'] });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON whatever the declared content type; anything else is INVALID_JSON.
  app.removeAllContentTypeParsers();
  // A body nested deeper than BODY_MAX_DEPTH is refused before it is parsed (docs/decisions.md).
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    // A leading UTF-8 byte order mark is ignored, as RFC 8259 allows (.NET and PowerShell clients send one).
    const text = String(body).replace(/^\uFEFF/, '');
    if (text.trim() === '') return done(null, undefined);
    const invalid = (message: string) => Object.assign(new SyntaxError(message), { statusCode: 400 });
    if (jsonTextDepthExceeds(text, BODY_MAX_DEPTH)) return done(invalid(`request body is nested deeper than ${BODY_MAX_DEPTH} levels`), undefined);
    let parsed: unknown;
    try {
      parsed = mayPoison(text) ? JSON.parse(text, refusePoison) : JSON.parse(text);
    } catch (err) {
      return done(invalid(err instanceof PoisonError ? err.message : 'request body is not valid JSON'), undefined);
    }
    done(null, parsed);
  });

  await app.register(errorsPlugin);

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-correlation-id', req.id);
    // Answered before the body arrived (401, 413, …): close rather than wait for the rest.
    if (!req.raw.complete) {
      reply.header('connection', 'close');
      answeredEarly.add(req.raw.socket);
    }
    return payload;
  });
  // req.log already carries the correlation id (LogController's requestIdLogLabel).
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        org_id: req.principal?.org_id,
        route: req.routeOptions.url,
        method: req.method,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner Matchmaking API',
        version: '0.1.0',
        description: DOCUMENT_DESCRIPTION,
        license: { name: 'UNLICENSED (private; not for redistribution)', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: BASE_PATH, description: 'this deployment' }],
      components,
      security: [{ bearer: [] }],
    },
    transform: routeTransform,
    transformObject: (doc) => documentTransform(('openapiObject' in doc ? doc.openapiObject : {}) as Parameters<typeof documentTransform>[0]),
  });

  // The reference as a page, rendered by the swagger-ui bundled in node_modules (no CDN).
  await app.register(swaggerUi, {
    routePrefix: `${BASE_PATH}/docs`,
    staticCSP: true,
    // swagger-ui's React sets inline styles, which a style hash cannot allow; scripts stay hash-only,
    // and nothing is allowed from other origins (its default style-src https: and validator image).
    transformStaticCSP: (header) =>
      header
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && d !== 'upgrade-insecure-requests')
        .map((d) => (d.startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : d.startsWith('img-src ') ? "img-src 'self' data:" : d))
        .join('; '),
    uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true, tryItOutEnabled: false },
  });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async (req) => ({ status: 'ok', correlation_id: req.id }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const lag = await deps.projections.lag().catch(() => -1);
    const failing = deps.projections.error !== undefined && lag !== 0;
    const ready = lag >= 0 && !failing;
    // Events a projector skipped do not make the service unready (everything else is served);
    // they are listed by position, stream, type and projection only (no data, no messages).
    const skipped = await deps.projections.failures(READYZ_FAILURES).catch(() => undefined);
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      projection_lag: lag,
      projection_failures: skipped
        ? {
            count: skipped.count,
            latest: skipped.latest.map((f) => ({ position: f.position, stream_id: f.stream_id, event_type: f.event_type, projection: f.projection })),
          }
        : null,
      adapters: deps.adapters,
      correlation_id: req.id,
    });
  });

  const partner = (legacy: boolean) => async (scope: App) => {
    if (legacy) {
      scope.addHook('onSend', async (_req, reply, payload) => {
        reply.header('deprecation', 'true');
        reply.header('link', `<${BASE_PATH}>; rel="successor-version"`);
        return payload;
      });
    }
    scope.get('/openapi.json', { config: { public: true, rateLimit: false }, schema: { hide: true } }, async () => app.swagger());
    await scope.register(authPlugin, { read: deps.read });
    await scope.register(rateLimitPlugin, { ledger: deps.ledger, max: deps.config.rateLimitMax, windowS: deps.config.rateLimitWindowS });
    scope.addHook('onRoute', (route) => {
      if (legacy) route.schema = { ...(route.schema ?? {}), hide: true };
    });
    for (const register of routeModules) register(scope, deps);
  };
  await app.register(partner(false), { prefix: BASE_PATH });
  await app.register(partner(true), { prefix: LEGACY_BASE_PATH });
  return app;
}
