/**
 * The API reference page at `/docs` (Scalar, from the installed package, reading
 * `/v1/openapi.json`), as self-contained as the console: no web fonts or scripts from elsewhere,
 * none of the controls that lead to Scalar's hosted services (the AI agent, MCP generation, the
 * developer toolbar with its deploy button, the button to its hosted API client), no telemetry;
 * and the console's page headers, since it shares the console's origin: its Content-Security-Policy
 * lets the page run only this origin's scripts and the page's own inline configuration (by its
 * hash, computed from what is sent).
 */
import scalar from '@scalar/fastify-api-reference';
import { contentSecurityPolicy, inlineScriptsOf, pageHeaders } from '../../http/page-security.ts';
import type { App } from '../../http/route.ts';

export const API_REFERENCE_PATH = '/docs';

export async function registerApiReference(app: App): Promise<void> {
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
    await docs.register(scalar, {
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
      logLevel: 'warn',
    });
  });
}
