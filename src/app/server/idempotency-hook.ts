/**
 * The HTTP side of idempotency keys: claims the key (for the request's credential) before the
 * handler runs, replays a stored response, and stores the response once it is sent. A 5xx releases
 * the key, since a 500 is safe to retry; so does a 401 or 403, which is about the credential, not
 * the request, and is never stored. A response that carries a secret (a new API key, a webhook
 * secret: the route's `secretFields`) is stored without it, so a replay answers with the resource
 * the request made but not its secret, and no secret sits in the table.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { IdempotencyKey, IdempotencyService } from '../../platform/idempotency/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed an idempotency key and must store its response. */
    idempotencyKey: IdempotencyKey | null;
  }
}

/** Statuses about the credential rather than the request: never stored, so never replayed. */
const NOT_STORED = new Set([401, 403]);

/** The body to store: the response's, without the top-level fields that hold a secret. */
export function withoutSecrets(body: string, secretFields: readonly string[] | undefined): string {
  if (!secretFields?.length || body === '') return body;
  const parsed = JSON.parse(body) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const kept: Record<string, unknown> = { ...parsed };
  for (const field of secretFields) delete kept[field];
  return JSON.stringify(kept);
}

/** Response headers that belong to the stored response (rate-limit and request-id headers do not). */
const REPLAYED_HEADERS = ['content-type', 'location'];

export function createIdempotencyHooks(idempotency: IdempotencyService, logger: FastifyBaseLogger) {
  /** Resolves true when it answered the request itself (a replay). */
  async function claimKey(
    request: FastifyRequest,
    reply: FastifyReply,
    id: IdempotencyKey,
  ): Promise<boolean> {
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
      .digest('hex');
    const result = await idempotency.claim(id, fingerprint);
    if (result.kind === 'replay') {
      const { response } = result;
      for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
      reply.code(response.statusCode).header('idempotent-replayed', 'true').send(response.body);
      return true;
    }
    request.idempotencyKey = id;
    return false;
  }

  async function storeResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    id: IdempotencyKey,
  ) {
    if (reply.statusCode >= 500 || NOT_STORED.has(reply.statusCode)) {
      await idempotency.release(id);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body =
      typeof payload === 'string' ? payload : payload instanceof Buffer ? payload.toString('utf8') : '';
    const stored = withoutSecrets(body, request.routeOptions.config.secretFields);
    await idempotency.complete(id, { statusCode: reply.statusCode, headers, body: stored });
  }

  // Callback-style hooks: most requests carry no key, and they pass without a promise made for them.
  function claim(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const header = request.headers['idempotency-key'];
    const principal = request.principal;
    // A request that failed its schema reaches this hook only on a route that answers the failure
    // itself (`attachValidation`): its handler refuses it, there is nothing to claim, and its key
    // may be malformed (a NUL in it failed PostgreSQL's insert with a 500).
    if (header === undefined || request.method !== 'POST' || !principal || request.validationError) {
      done();
      return;
    }
    // The route's header schema has checked its form (see IdempotencyHeaders in route.ts). A
    // replayed request has been answered: the chain stops there, as Fastify asks of a hook that replies.
    const id = { workspaceId: principal.workspaceId, credential: principal.keyId, key: String(header) };
    claimKey(request, reply, id).then((replayed) => {
      if (!replayed) done();
    }, done);
  }

  function store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void {
    const id = request.idempotencyKey;
    if (id === null) {
      done(null, payload);
      return;
    }
    request.idempotencyKey = null;
    // The answer goes out whatever happens to its record: the work is done, and a 500 now would
    // invite a retry that does it twice. A record not completed stays claimed until its lease runs
    // out (IN_FLIGHT_LEASE_MS), and a retry meanwhile is told the request is still in progress.
    storeResponse(request, reply, payload, id).then(
      () => done(null, payload),
      (error: unknown) => {
        logger.warn({ err: error, idempotency_key: id.key }, 'storing the idempotent response failed');
        done(null, payload);
      },
    );
  }

  return { claim, store };
}
