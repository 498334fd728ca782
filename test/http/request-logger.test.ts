// Each request's logger (src/http/request-logger.ts): made only when the request logs something,
// and then the same child Fastify would have made, its lines carrying the request's id.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from '../../src/http/request-logger.ts';

async function service(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const made: unknown[] = [];
  const child = logger.child.bind(logger);
  logger.child = ((bindings, options) => {
    made.push(bindings);
    return child(bindings, options);
  }) as typeof logger.child;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    childLoggerFactory: requestLoggerFactory,
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 7 }, 'something to say');
    request.log.debug('below the level');
    return { ok: request.log.level };
  });
  await app.ready();
  // Fastify makes a child of its own as it starts; only the requests' are counted.
  made.length = 0;
  return { app, lines, made };
}

describe('request logger', () => {
  it('makes no child logger for a request that logs nothing', async () => {
    const { app, lines, made } = await service('warn');
    const response = await app.inject({ method: 'GET', url: '/quiet' });
    expect(response.statusCode).toBe(200);
    expect(made).toEqual([]);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes a request's lines through a child with its id bound, at the service's level", async () => {
    const { app, lines, made } = await service('warn');
    const response = await app.inject({ method: 'GET', url: '/loud' });
    expect(response.json()).toEqual({ ok: 'warn' });
    expect(made).toEqual([{ reqId: 'req-1' }]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-1', detail: 7, msg: 'something to say' }),
    ]);
    await app.close();
  });
});
