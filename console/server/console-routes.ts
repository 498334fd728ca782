/**
 * Serves the web console at `/console/` (and redirects `/` there): its page, its modules, vendor
 * modules and map data, all from the package. No key is needed for these files: they hold no data;
 * the console asks the API for everything with the key the person signs in with. Kept out of the
 * OpenAPI document, which describes the API.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, pageHeaders } from '../../src/http/page-security.ts';
import type { App } from '../../src/http/route.ts';
import { type Asset, createConsoleAssets } from './console-assets.ts';

/** Where bare module names resolve in the browser (an import map in the page). */
const IMPORT_MAP = JSON.stringify({
  imports: {
    leaflet: '/console/vendor/leaflet.js',
    cytoscape: '/console/vendor/cytoscape.js',
    flatbush: '/console/vendor/flatbush.js',
    flatqueue: '/console/vendor/flatqueue.js',
    pmtiles: '/console/vendor/pmtiles.js',
    fflate: '/console/vendor/fflate.js',
  },
});

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset | null, maxAgeS: number) {
  if (!asset) {
    reply.code(404).type('text/plain; charset=utf-8');
    return reply.send('Not found');
  }
  reply
    .header('etag', asset.etag)
    .header('cache-control', maxAgeS > 0 ? `public, max-age=${maxAgeS}` : 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'accept-encoding')
    .type(asset.type);
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(asset.gzip);
  }
  return reply.send(asset.body);
}

export interface ConsoleOptions {
  /**
   * The operator's own tile servers (VIGIL_CONSOLE_TILE_ORIGINS): the only servers beyond this one
   * the console may draw tiles from (images) or read a PMTiles archive or a map style from
   * (connections). None by default: no request leaves the origin unless the operator says so.
   */
  tileOrigins?: readonly string[];
}

export function registerConsole(app: App, options: ConsoleOptions = {}): void {
  const assets = createConsoleAssets();
  const tileOrigins = options.tileOrigins ?? [];
  // Images and connections to the listed origins only: a basemap a person types in the browser
  // reaches no server the operator has not named (an open `https:` would let any tile server learn
  // where the analysts look). The page carries the list too, so the map can say why a basemap is
  // not drawn and how to allow it, rather than let the browser refuse it silently.
  const headers = pageHeaders(
    contentSecurityPolicy({
      inlineScripts: [IMPORT_MAP],
      images: tileOrigins,
      connections: tileOrigins,
    }),
  );
  const hidden = { schema: { hide: true } };

  app.get('/', hidden, (_request, reply) => reply.redirect('/console/', 302));
  // Browsers ask for /favicon.ico on any page of the service (the API reference too).
  app.get('/favicon.ico', hidden, (request, reply) =>
    send(request, reply, assets.app('favicon.svg'), 86_400),
  );
  app.get('/console', hidden, (_request, reply) => reply.redirect('/console/', 302));
  app.get('/console/', hidden, (request, reply) => {
    reply.headers(headers);
    return send(request, reply, assets.page(IMPORT_MAP, tileOrigins), 0);
  });
  app.get<{ Params: { '*': string } }>('/console/app/*', hidden, (request, reply) =>
    send(request, reply, assets.app(request.params['*']), 0),
  );
  app.get<{ Params: { '*': string } }>('/console/vendor/*', hidden, (request, reply) =>
    send(request, reply, assets.vendor(request.params['*']), 86_400),
  );
  app.get<{ Params: { scale: string } }>('/console/data/land-:scale.geojson', hidden, (request, reply) =>
    send(request, reply, assets.land(request.params.scale), 86_400),
  );
}
