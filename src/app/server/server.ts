/**
 * Builds the HTTP server: the conventions every endpoint shares (request ids, problem+json errors,
 * JSON parsing, validation, auth, rate limits, idempotency, metrics, logs), the OpenAPI description
 * and its reference page, then every route of the route table. Plugins load in this fixed order.
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { registerConsole } from '../../../console/server/console-routes.ts';
import type { Config } from '../../config.ts';
import { connectionLimits } from '../../http/connection-config.ts';
import { parseJsonBody } from '../../http/json-body.ts';
import { problemForError, problemOf, problemResponses, sendProblem } from '../../http/problem.ts';
import { requestLoggerFactory } from '../../http/request-logger.ts';
import type { App, Route } from '../../http/route.ts';
import { createSerializerCompiler } from '../../http/serialization.ts';
import { httpsServerOptions } from '../../http/tls-config.ts';
import { createValidatorCompiler, nulInParameters } from '../../http/validation.ts';
import { invalidField, VigilError } from '../../lib/errors.ts';
import { webhooksSection } from '../../platform/webhooks/index.ts';
import { EVENTS } from '../event-catalogue.ts';
import type { Services } from '../services.ts';
import { registerApiReference } from './api-reference.ts';
import { createAuthHook, createRateLimitEnforcer } from './auth-hook.ts';
import { createBodyBudget } from './body-budget.ts';
import { createIdempotencyHooks } from './idempotency-hook.ts';
import type { HttpMetrics } from './metrics.ts';
import { nameSchemas } from './openapi-names.ts';
import { createRateLimiter } from './rate-limit.ts';
import { routes as defaultRoutes, namedSchemas } from './routes.ts';
import { oauthSecuritySchemes } from './security-schemes.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface ServerDeps {
  config: Config;
  services: Services;
  logger: Logger;
  metrics: HttpMetrics;
  redis: Redis | undefined;
  /** Whether `GET /metrics` is served here (false when it has a port of its own). */
  serveMetrics: boolean;
  routes?: Route<Services>[];
}

export async function buildServer(deps: ServerDeps): Promise<App> {
  const { config, services, logger, metrics } = deps;
  const routes = deps.routes ?? defaultRoutes;

  const app: App = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first logs: most requests log nothing.
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    clientErrorHandler: (error, socket) => writeClientError(error, socket),
    // Errors the router raises before any hook runs (a bad %-escape, an overlong path segment).
    frameworkErrors: (error, request, reply) => {
      const detail =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A path segment is longer than any id; check the URL.'
          : 'The URL is not valid: check its %-escapes.';
      reply.header('x-request-id', request.id);
      sendProblem(reply, problemOf('validation_failed', detail, request.id));
    },
    routerOptions: { maxParamLength: 256 },
    // Time limits for slow clients (http/connection-config.ts); HTTPS with client certificates when
    // configured (mutual TLS for OAuth, see tls-config.ts).
    serverFactory: serverFactory(config),
  }).withTypeProvider<TypeBoxTypeProvider>();

  for (const schema of namedSchemas) app.addSchema(schema);
  app.setValidatorCompiler(createValidatorCompiler(namedSchemas));
  app.setSerializerCompiler(createSerializerCompiler(namedSchemas));

  // JSON only; an empty body is no body. Prototype-poisoning keys are refused, not silently kept.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.decorateRequest('principal', null);
  app.decorateRequest('idempotencyKey', null);

  // While shutting down, each response closes its connection, so keep-alive clients let go and
  // close() can finish once the requests in flight are answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Event streams never finish by themselves: end them so that close() need not wait for clients.
    services.eventStream.close();
  });
  // Hooks with nothing to wait for take Fastify's callback form: an async hook costs every request
  // a promise and a trip through the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const limiter = createRateLimiter(deps.redis, (error, unlimited) =>
    logger.error(
      { err: error, unlimited },
      'rate limits could not be counted in Redis: requests pass unlimited until it answers',
    ),
  );
  const enforceRateLimit = createRateLimitEnforcer({ limiter, defaultLimit: config.rateLimit });
  app.decorate('enforceRateLimit', enforceRateLimit);
  const auth = createAuthHook({ keys: services.keys, oauth: services.oauth.tokens, enforceRateLimit });
  app.decorate('credentialStillGood', auth.stillGood);
  app.addHook('onRequest', auth.authenticate);
  // Large bodies are admitted (or refused, before they are read) once their sender is known.
  const bodyBudget = createBodyBudget({
    budgetBytes: config.limits.bodyBudgetBytes,
    largeFromBytes: BODY_LIMIT_BYTES,
  });
  app.decorateRequest('bodyBudgetHeld', 0);
  app.addHook('onRequest', bodyBudget.admit);
  app.addHook('onResponse', (request, reply, done) => bodyBudget.release(request, reply, done));
  app.addHook('onRequestAbort', (request, done) => bodyBudget.release(request, undefined, done));
  app.addHook('preValidation', (request, _reply, done) => {
    // Only a URL holding `%00` decodes to NUL; it is looked at first, as the route's options are
    // built afresh at each read. A route without a query schema reads no query (unknown parameters
    // are ignored there).
    const nul =
      request.url.includes('%00') &&
      nulInParameters(request.params, request.routeOptions.schema?.querystring ? request.query : undefined);
    if (nul) {
      done(invalidField(nul.pointer, nul.detail));
      return;
    }
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PATCH'))
      request.body = {};
    done();
  });
  const idempotency = createIdempotencyHooks(services.idempotency, app.log);
  app.addHook('preHandler', idempotency.claim);
  app.addHook('onSend', idempotency.store);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    // The line's fields are gathered only when it will be written.
    if (logger.isLevelEnabled('info')) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          route,
          status: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime * 100) / 100,
          key_id: request.principal?.keyId,
        },
        'request completed',
      );
    }
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    // The store down (a connection lost, the disk full) is the service's trouble, not the
    // request's: 503 with when to try again, and the process carries on.
    // A domain error may carry the store's as its cause, with a detail of its own (an ingest that
    // stored part of a body says which part).
    const { unavailable } = services.store.dialect;
    const down = unavailable(error) ?? (error instanceof VigilError ? unavailable(error.cause) : undefined);
    if (down !== undefined) {
      request.log.warn({ err: error, reason: down.reason }, 'request failed: the store is unavailable');
      services.readiness.storeFailures.note(down.reason, services.clock.now());
      reply.header('retry-after', String(down.retryAfterS));
      const detail =
        error instanceof VigilError
          ? error.detail
          : `The service cannot reach its store now: ${down.reason}. The request may not have been carried out; retry it after ${down.retryAfterS} s.`;
      return sendProblem(reply, problemOf('unavailable', detail, request.id));
    }
    const problem = problemForError(error, request);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    // A failure that passes says when to try again (an audit record the store refused).
    if (error instanceof VigilError && error.retryAfterS !== undefined)
      reply.header('retry-after', String(error.retryAfterS));
    return sendProblem(reply, problem);
  });

  // Every known path, to tell "no such route" (404) from "not with this method" (405).
  const known = FindMyWay();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (isKnownMethod(method) && !known.hasRoute(method, route.url)) known.on(method, route.url, () => {});
    }
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => known.find(method, path));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(
        reply,
        problemOf(
          'method_not_allowed',
          `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
          request.id,
        ),
      );
    }
    return sendProblem(
      reply,
      problemOf('not_found', `No route ${request.method} ${path}. See /docs for the API.`, request.id),
    );
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vigil API',
        version: '1',
        description:
          'Geospatial monitoring and crypto risk screening. Errors are RFC 9457 problem documents; lists use cursor pagination; every POST accepts `Idempotency-Key`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An API key `vk_…`.' },
          ...oauthSecuritySchemes(),
        },
      },
      webhooks: webhooksSection(EVENTS),
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // Every schema gets a name, for client generators (see openapi-names.ts).
    transformObject: (document) => ('openapiObject' in document ? nameSchemas(document.openapiObject) : {}),
  });
  await registerApiReference(app);

  for (const route of routes) {
    const responses = problemResponses(route.schema, route.scope !== null, route.method);
    route.register(app, services, responses);
  }

  // The web console (`console/`), served from the package at /console/.
  registerConsole(app, { tileOrigins: config.consoleTileOrigins });
  if (deps.serveMetrics) registerMetricsRoute(app, metrics);
  return app;
}

export function registerMetricsRoute(app: App, metrics: HttpMetrics): void {
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const problem =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? problemOf(
          'request_timeout',
          'The request did not arrive in time: send the headers within 10 s and the whole request within the service’s request timeout (VIGIL_REQUEST_TIMEOUT_S), or send less per request.',
          randomUUID(),
        )
      : problemOf(
          'validation_failed',
          error.code === 'HPE_HEADER_OVERFLOW'
            ? 'The request headers are too large.'
            : 'The request is not valid HTTP/1.1.',
          randomUUID(),
        );
  const body = JSON.stringify(problem);
  const reason = problem.code === 'request_timeout' ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${problem.status} ${reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function serverFactory(config: Config) {
  const limits = connectionLimits(config.requestTimeoutS);
  const tls = config.tls;
  // An https.Server is an http.Server to Fastify: same request and response objects.
  return (handler: Parameters<typeof createHttpServer>[1]) =>
    tls
      ? createHttpsServer({ ...httpsServerOptions(tls), ...limits }, handler)
      : createHttpServer(limits, handler);
}

function isKnownMethod(method: string): method is HTTPMethod & (typeof METHODS)[number] {
  return (METHODS as readonly string[]).includes(method);
}
