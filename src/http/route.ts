/**
 * How an endpoint is declared. Each endpoint file exports one route: its method, path, scope,
 * OpenAPI description, TypeBox schemas and handler, made by its module's route factory
 * (`routeFactory<D>()`), which says once what the module's handlers are given (`D`: its services).
 * The app's route table lists them all; the server registers that list with the services and the
 * security suite tests it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider.js';
import { Type } from 'typebox';
import { parseJsonBody } from './json-body.ts';
import type { Scope } from './scopes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The response fields that hold a secret (see `RouteDefinition.secretFields`). */
    secretFields?: readonly string[];
  }
}

/** The longest `Idempotency-Key` accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type RouteRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

export type RouteReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One scope, any one of several (none listed: any key, `ANY_KEY`), or null (no key). */
export type RouteScope = Scope | readonly Scope[] | null;

export interface RouteDefinition<S extends FastifySchema, D> {
  method: Method;
  url: string;
  /**
   * The scope a key must hold; `null` for the few routes that take no key (API.md §2). A list: any
   * one of them, for a route whose handler keeps to what the key's scopes allow (the event stream);
   * an empty list (`ANY_KEY`): any accepted key, for what a caller may know of itself.
   */
  scope: RouteScope;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** A larger body limit than the default, for ingest endpoints (API.md §2: 16 MiB). */
  bodyLimit?: number;
  /**
   * `text`: the body is `text/plain` (NMEA, SBS lines), handed over as a string; JSON is refused.
   * `amounts`: JSON whose `amount` and `value_usd` numbers keep every digit (`lib/exact-json.ts`):
   * one too long for a double arrives as its text, for the route to read exactly.
   * `csv`: JSON as usual, or a `text/csv` body handed over as a string (a bulk upload).
   */
  bodyType?: 'json' | 'text' | 'amounts' | 'csv';
  /**
   * The handler runs even when the request fails its schema, with `request.validationError` set,
   * so that it can answer with the schema's problems and its own at once.
   */
  attachValidation?: boolean;
  schema: S;
  /**
   * Top-level fields of the response that hold a secret shown once (a new key, a signing secret).
   * They are never stored for an idempotent replay, which answers without them; the response
   * schema says so on each of them.
   */
  secretFields?: readonly string[];
  /** Returns the response body (typed by the response schema), or the reply once it has sent one. */
  handler: (
    request: RouteRequest<S>,
    reply: RouteReply<S>,
    deps: D,
  ) => ResolveFastifyReplyReturnType<TypeBoxTypeProvider, S, RouteGenericInterface>;
}

/** Every authenticated POST accepts an idempotency key (API.md §2). */
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Makes the request safe to repeat: a repeat with the same body within 24 hours, by the same credential (API key or OAuth client), replays the first response with `Idempotent-Replayed: true`. Another credential sending the same key makes a request of its own. A secret shown once (a new key, a webhook secret) is never stored, so a replay leaves it out; a 401, 403 or 5xx is not stored, and the key stays free. Visible ASCII, at most 255 characters; a UUID is a good choice.',
    }),
  ),
});

/**
 * The route's OpenAPI security: an API key, or an OAuth access token over the certificate it is
 * bound to. Scopes listed in one requirement are all needed, so "any one of" is one requirement per
 * scope, and any key (`ANY_KEY`) one requirement with no scope.
 */
function securityOf(scope: RouteScope): Record<string, string[]>[] {
  if (!scope) return [];
  const alternatives = typeof scope === 'string' ? [[scope]] : scope.map((one) => [one]);
  return [
    { bearer: [] },
    ...(alternatives.length > 0 ? alternatives : [[]]).map((needed) => ({ oauth2: needed, mutualTLS: [] })),
  ];
}

/**
 * A route with its schema types erased, so routes of every shape fit one list; `D` is what its
 * handler is given (a list of routes of many modules is a `Route<everything they need>[]`).
 */
export interface Route<D> {
  method: Method;
  url: string;
  scope: RouteScope;
  operationId: string;
  schema: FastifySchema;
  /** Registers the route; `errorResponses` are the problem responses it can give (see problem.ts). */
  register(app: App, deps: D, errorResponses: Record<number, unknown>): void;
}

/**
 * The route factory of a module whose handlers are given `D`, e.g.
 * `const sitesRoute = routeFactory<{ sites: SitesService }>()`.
 */
export function routeFactory<D>(): <S extends FastifySchema>(definition: RouteDefinition<S, D>) => Route<D> {
  return (definition) => defineRoute(definition);
}

export function defineRoute<S extends FastifySchema, D>(definition: RouteDefinition<S, D>): Route<D> {
  const {
    method,
    url,
    scope,
    operationId,
    summary,
    description,
    tag,
    schema,
    handler,
    bodyLimit,
    bodyType,
    attachValidation,
    secretFields,
  } = definition;
  return {
    method,
    url,
    scope,
    operationId,
    schema,
    register(app, deps, errorResponses) {
      const options = {
        method,
        url,
        config: { scope, ...(secretFields ? { secretFields } : {}) },
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(attachValidation ? { attachValidation } : {}),
        schema: {
          ...schema,
          ...(method === 'POST' && scope ? { headers: IdempotencyHeaders } : {}),
          ...(bodyType === 'text' ? { consumes: ['text/plain'] } : {}),
          ...(bodyType === 'csv' ? { consumes: ['application/json', 'text/csv'] } : {}),
          response: { ...errorResponses, ...(schema.response ?? {}) },
          operationId,
          summary,
          ...(description ? { description } : {}),
          tags: [tag],
          security: securityOf(scope),
          'x-required-scope': scope,
        } as S,
        handler: (request: RouteRequest<S>, reply: RouteReply<S>) => handler(request, reply, deps),
      };
      if (bodyType === undefined || bodyType === 'json') {
        app.route(options);
        return;
      }
      // A route in a context of its own: there, its body type is the one parsed.
      app.register(async (scoped) => {
        scoped.removeAllContentTypeParsers();
        if (bodyType === 'text') {
          scoped.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
            done(null, body),
          );
        } else {
          if (bodyType === 'csv') {
            scoped.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
              done(null, body),
            );
          }
          scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
            try {
              done(null, parseJsonBody(String(body), { exactAmounts: bodyType === 'amounts' }));
            } catch (error) {
              done(error as Error, undefined);
            }
          });
        }
        scoped.route(options);
      });
    },
  };
}
