/**
 * The HTTP side of idempotency keys: claims the key before the handler runs, replays a stored
 * response, and stores the response once it is sent. A 5xx releases the key, since API.md promises
 * a 500 is safe to retry.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { IdempotencyService } from '../../platform/idempotency/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed an idempotency key and must store its response. */
    idempotencyKey: string | null;
  }
}

/** Response headers that belong to the stored response (rate-limit and request-id headers do not). */
const REPLAYED_HEADERS = ['content-type', 'location'];

export function createIdempotencyHooks(idempotency: IdempotencyService) {
  /** Resolves true when it answered the request itself (a replay). */
  async function claimKey(
    request: FastifyRequest,
    reply: FastifyReply,
    workspaceId: string,
    key: string,
  ): Promise<boolean> {
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
      .digest('hex');
    const result = await idempotency.claim(workspaceId, key, fingerprint);
    if (result.kind === 'replay') {
      const { response } = result;
      for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
      reply.code(response.statusCode).header('idempotent-replayed', 'true').send(response.body);
      return true;
    }
    request.idempotencyKey = key;
    return false;
  }

  async function storeResponse(
    reply: FastifyReply,
    payload: unknown,
    workspaceId: string,
    key: string,
  ): Promise<unknown> {
    if (reply.statusCode >= 500) {
      await idempotency.release(workspaceId, key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body =
      typeof payload === 'string' ? payload : payload instanceof Buffer ? payload.toString('utf8') : '';
    await idempotency.complete(workspaceId, key, { statusCode: reply.statusCode, headers, body });
    return payload;
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
    claimKey(request, reply, principal.workspaceId, String(header)).then((replayed) => {
      if (!replayed) done();
    }, done);
  }

  function store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void {
    const key = request.idempotencyKey;
    const principal = request.principal;
    if (key === null || !principal) {
      done(null, payload);
      return;
    }
    request.idempotencyKey = null;
    storeResponse(reply, payload, principal.workspaceId, key).then((stored) => done(null, stored), done);
  }

  return { claim, store };
}
