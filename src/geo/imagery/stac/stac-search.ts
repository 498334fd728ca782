/**
 * STAC API item search (`POST /search`, radiantearth/stac-api-spec item-search) for a site's area
 * and a time range, following `next` links as the spec describes them: their `method`, `body`,
 * `headers` and `merge` (the next body is the previous one with the link's body merged in). No
 * maintained JavaScript client does this, so it is here, small.
 */
import type { Area } from '../../geometry/index.ts';
import type { ImageryHttp, ReadMeter } from '../remote/imagery-http.ts';
import { ImageryFetchError } from '../remote/imagery-http.ts';
import { parseSceneItem, type SceneItem } from './scene-item.ts';

/** Items asked for per page (Earth Search allows up to 100 and defaults to 10). */
const PAGE_LIMIT = 100;
/** A search stops after this many pages: a site and a few months never need more. */
const MAX_PAGES = 50;
/** Scenes mostly cloud are not worth a request (IMAGERY's design: eo:cloud_cover < 80). */
const MAX_CLOUD_COVER = 80;

export interface SceneSearch {
  stacUrl: string;
  collection: string;
  area: Area;
  from: number;
  to: number;
  signal?: AbortSignal;
  meter?: ReadMeter;
}

export interface SearchResult {
  scenes: SceneItem[];
  /** Items that could not be read as scenes, each with why. */
  skipped: string[];
  pages: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Link {
  rel?: unknown;
  href?: unknown;
  method?: unknown;
  body?: unknown;
  merge?: unknown;
}

function linksOf(document: unknown): Link[] {
  return isRecord(document) && Array.isArray(document.links)
    ? (document.links.filter(isRecord) as Link[])
    : [];
}

/** The search endpoint the catalog's landing page names, or `<root>/search`. */
async function searchEndpoint(
  http: ImageryHttp,
  search: SceneSearch,
): Promise<{ url: string; method: 'GET' | 'POST' }> {
  const root = search.stacUrl.replace(/\/+$/, '');
  const landing = await http.json(root, {
    ...(search.signal ? { signal: search.signal } : {}),
    ...(search.meter ? { meter: search.meter } : {}),
  });
  const links = linksOf(landing).filter((link) => link.rel === 'search' && typeof link.href === 'string');
  const post =
    links.find((link) => link.method === 'POST') ?? links.find((link) => link.method === undefined);
  const chosen = post ?? links[0];
  if (chosen === undefined || typeof chosen.href !== 'string') {
    throw new ImageryFetchError(
      `${root} is not a STAC API with item search (its landing page has no rel="search" link)`,
      false,
    );
  }
  const url = URL.parse(chosen.href, `${root}/`)?.toString();
  if (url === undefined) throw new ImageryFetchError(`${root}: its search link is not a URL`, false);
  return { url, method: chosen.method === 'GET' ? 'GET' : 'POST' };
}

function rfc3339(ms: number): string {
  return new Date(ms).toISOString();
}

export async function searchScenes(http: ImageryHttp, search: SceneSearch): Promise<SearchResult> {
  const endpoint = await searchEndpoint(http, search);
  let body: Record<string, unknown> = {
    collections: [search.collection],
    intersects: search.area,
    datetime: `${rfc3339(search.from)}/${rfc3339(search.to)}`,
    limit: PAGE_LIMIT,
    query: { 'eo:cloud_cover': { lt: MAX_CLOUD_COVER } },
    sortby: [{ field: 'properties.datetime', direction: 'asc' }],
  };
  let request: { url: string; method: 'GET' | 'POST'; body?: Record<string, unknown> } =
    endpoint.method === 'POST'
      ? { url: endpoint.url, method: 'POST', body }
      : { url: getUrl(endpoint.url, search), method: 'GET' };
  const scenes = new Map<string, SceneItem>();
  const skipped: string[] = [];
  const seenPages = new Set<string>();
  let pages = 0;
  for (;;) {
    const pageKey = `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
    if (seenPages.has(pageKey)) break;
    seenPages.add(pageKey);
    if (pages >= MAX_PAGES) {
      throw new ImageryFetchError(
        `${endpoint.url} returned more than ${MAX_PAGES} pages; narrow the time range`,
        false,
      );
    }
    const page = await http.json(request.url, {
      method: request.method,
      ...(request.body ? { body: request.body } : {}),
      ...(search.signal ? { signal: search.signal } : {}),
      ...(search.meter ? { meter: search.meter } : {}),
    });
    pages++;
    if (!isRecord(page) || !Array.isArray(page.features)) {
      throw new ImageryFetchError(`${request.url} did not answer with a STAC ItemCollection`, false);
    }
    for (const feature of page.features) {
      const parsed = parseSceneItem(feature, request.url);
      if ('scene' in parsed) {
        if (parsed.scene.collection === '' || parsed.scene.collection === search.collection) {
          scenes.set(parsed.scene.id, { ...parsed.scene, collection: search.collection });
        }
      } else skipped.push(parsed.problem);
    }
    const next = linksOf(page).find((link) => link.rel === 'next' && typeof link.href === 'string');
    if (!next || typeof next.href !== 'string' || page.features.length === 0) break;
    const url = URL.parse(next.href, request.url)?.toString();
    if (url === undefined) break;
    const method = next.method === 'POST' ? 'POST' : 'GET';
    if (method === 'POST') {
      const linkBody = isRecord(next.body) ? next.body : {};
      body = next.merge === true ? { ...body, ...linkBody } : isRecord(next.body) ? linkBody : body;
      request = { url, method, body };
    } else {
      request = { url, method };
    }
  }
  return {
    scenes: [...scenes.values()].sort((a, b) => a.datetime - b.datetime || (a.id < b.id ? -1 : 1)),
    skipped,
    pages,
  };
}

/** The search as a GET query (for a catalog whose search link is GET only). */
function getUrl(base: string, search: SceneSearch): string {
  const url = new URL(base);
  url.searchParams.set('collections', search.collection);
  url.searchParams.set('intersects', JSON.stringify(search.area));
  url.searchParams.set('datetime', `${rfc3339(search.from)}/${rfc3339(search.to)}`);
  url.searchParams.set('limit', String(PAGE_LIMIT));
  return url.toString();
}
