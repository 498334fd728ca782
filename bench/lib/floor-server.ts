/**
 * What the machine allows an endpoint that does a given piece of work: a Fastify server in this
 * process with one POST route and nothing else (no auth, rate limit, validation schema, hooks, logs,
 * metrics or audit record), whose handler does `work` on the parsed body and sends the text it
 * returns. Loaded like the real endpoint, it tells how much of the real one's latency is the work
 * itself, the HTTP server and the machine, and how much is the service's own conventions around it.
 */
import Fastify from 'fastify';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

export async function startFloorServer(path: string, work: (body: unknown) => string): Promise<FloorServer> {
  const app = Fastify({ logger: false });
  app.post(path, (request, reply) => {
    reply.type('application/json; charset=utf-8').send(work(request.body));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
