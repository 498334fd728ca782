/**
 * The API reference page at `/docs` (Scalar, from the installed package, reading
 * `/v1/openapi.json`), as self-contained as the console: no web fonts or scripts from elsewhere,
 * none of the controls that lead to Scalar's hosted services (the AI agent, MCP generation, the
 * developer toolbar with its deploy button, the button to its hosted API client), no telemetry;
 * and the console's page headers, since it shares the console's origin: its Content-Security-Policy
 * lets the page run only this origin's scripts and the page's own inline configuration (by its
 * hash, computed from what is sent).
 *
 * Scalar's plugin is a 4 MB module (its page's script inlined) with an OpenAPI parser behind it:
 * a quarter of a second of every start, measured, for a page few processes ever serve. So it is
 * loaded by the first request for the page, into a Fastify instance of its own that answers the
 * reference's three routes (the page, the redirect to it, its script); the app's routes pass
 * requests to it and send what it answers, with the page headers.
 */
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { contentSecurityPolicy, inlineScriptsOf, pageHeaders } from '../../http/page-security.ts';
import type { App } from '../../http/route.ts';

export const API_REFERENCE_PATH = '/docs';

/** The routes Scalar's plugin serves under API_REFERENCE_PATH when the page reads its document by URL. */
const REFERENCE_ROUTES = [API_REFERENCE_PATH, `${API_REFERENCE_PATH}/`, `${API_REFERENCE_PATH}/js/scalar.js`];

/** Headers of the reference's answers that are passed on (the page headers are the app's own). */
const PASSED_ON = ['content-type', 'location'];

async function referenceServer(): Promise<FastifyInstance> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const server = Fastify({ logger: false });
  await server.register(scalar, {
    routePrefix: API_REFERENCE_PATH,
    configuration: {
      url: '/v1/openapi.json',
      title: 'Vigil API reference',
      pageTitle: 'Vigil API reference',
      favicon: '/favicon.ico',
      // Inter and its monospace from fonts.scalar.com: the system's fonts instead.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      // "Open API Client" opens client.scalar.com; each operation's "Test Request" opens the same
      // client in the page, sending to this origin.
      hideClientButton: true,
    },
  });
  await server.ready();
  return server;
}

export async function registerApiReference(app: App): Promise<void> {
  let reference: Promise<FastifyInstance> | undefined;
  // Its own context, so that the headers hook covers the reference's routes and nothing else.
  await app.register(async (docs) => {
    const plain = pageHeaders(contentSecurityPolicy());
    docs.addHook('onSend', async (_request, reply, payload) => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const headers =
        html && typeof payload === 'string'
          ? pageHeaders(contentSecurityPolicy({ inlineScripts: inlineScriptsOf(payload) }))
          : plain;
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
      return payload;
    });
    for (const url of REFERENCE_ROUTES) {
      docs.get(url, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
        reference ??= referenceServer().catch((error: unknown) => {
          reference = undefined;
          throw error;
        });
        const answer = await (await reference).inject({
          method: 'GET',
          url: request.url,
          headers: { host: request.headers.host ?? 'localhost' },
        });
        for (const name of PASSED_ON) {
          const value = answer.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.code(answer.statusCode).send(answer.payload);
      });
    }
  });
}
