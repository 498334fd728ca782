/**
 * Backpressure on large bodies: a process takes in at most `VIGIL_BODY_BUDGET_MB` of request
 * bodies over 1 MiB at once (the ingest endpoints take up to 16 MiB). A request that would go past
 * it is refused before its body is read, 503 `unavailable` with Retry-After, so that three or four
 * 16 MB uploads in parallel cannot take the memory and the event loop from everyone else. Small
 * bodies, nearly every request, never wait for it. A body of unknown length (chunked) counts as the
 * largest its route takes. One large body is always let in, even one larger than the budget.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { problemOf, sendProblem } from '../../http/problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bytes this request holds of the body budget (0: none). */
    bodyBudgetHeld: number;
  }
}

/** How long a refused sender should wait: about as long as a 16 MB body takes to be stored. */
export const BODY_BUDGET_RETRY_AFTER_S = 5;

export function createBodyBudget(options: { budgetBytes: number; largeFromBytes: number }) {
  const { budgetBytes, largeFromBytes } = options;
  let inFlight = 0;
  const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;

  function release(request: FastifyRequest): void {
    inFlight -= request.bodyBudgetHeld;
    request.bodyBudgetHeld = 0;
  }

  return {
    /** onRequest, after authentication: refuse or admit a large body before it is read. */
    admit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const length = Number(request.headers['content-length']);
      const size = Number.isFinite(length)
        ? length
        : request.headers['transfer-encoding'] !== undefined
          ? (request.routeOptions.bodyLimit ?? 0)
          : 0;
      if (size <= largeFromBytes) {
        done();
        return;
      }
      if (inFlight > 0 && inFlight + size > budgetBytes) {
        reply.header('retry-after', String(BODY_BUDGET_RETRY_AFTER_S));
        sendProblem(
          reply,
          problemOf(
            'unavailable',
            `This process is taking in ${mb(inFlight)} of large request bodies already; with this one (${mb(size)}) it would pass its budget of ${mb(budgetBytes)} (VIGIL_BODY_BUDGET_MB). Nothing of this request was read: send it again after ${BODY_BUDGET_RETRY_AFTER_S} s, or in smaller bodies.`,
            request.id,
          ),
        );
        return;
      }
      inFlight += size;
      request.bodyBudgetHeld = size;
      done();
    },
    /** onResponse and onRequestAbort: the body's bytes are free again. */
    release(request: FastifyRequest, _reply: FastifyReply | undefined, done: HookHandlerDoneFunction): void {
      release(request);
      done();
    },
  };
}
