/**
 * The HTTP side of idempotency keys: claims the key before the handler runs, replays a stored
 * response, and stores the response once it is sent. A 5xx releases the key, since API.md promises
 * a 500 is safe to retry.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { IdempotencyService } from '../platform/idempotency/idempotency-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed an idempotency key and must store its response. */
    idempotencyKey: string | null;
  }
}

/** Response headers that belong to the stored response (rate-limit and request-id headers do not). */
const REPLAYED_HEADERS = ['content-type', 'location'];

export function createIdempotencyHooks(idempotency: IdempotencyService) {
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.method !== 'POST' || !request.principal) return undefined;
    // The route's header schema has checked its form (see IdempotencyHeaders in route.ts).
    const key = String(header);
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
      .digest('hex');
    const result = await idempotency.claim(request.principal.workspaceId, key, fingerprint);
    if (result.kind === 'replay') {
      const { response } = result;
      for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
      return reply.code(response.statusCode).header('idempotent-replayed', 'true').send(response.body);
    }
    request.idempotencyKey = key;
    return undefined;
  }

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const key = request.idempotencyKey;
    if (key === null || !request.principal) return payload;
    request.idempotencyKey = null;
    const workspaceId = request.principal.workspaceId;
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

  return { claim, store };
}
