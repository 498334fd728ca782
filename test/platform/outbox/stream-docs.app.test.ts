// docs/webhooks.md's section on the live event stream says what the service does: its example is a
// real stream (ids and times aside), its scope table is the code's, and the OpenAPI description gives
// the media type, the parameters and the scopes. `VIGIL_UPDATE_DOCS=1` writes the example and the
// table into the page from this run instead of comparing.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../../src/app/event-catalogue.ts';
import { EVENT_DOC_FILE as DOC_FILE, streamScopes } from '../../../src/platform/outbox/index.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { connectSse, type SseConnection } from './sse-client.ts';

const update = process.env.VIGIL_UPDATE_DOCS === '1';
const streamed = streamScopes(EVENTS);

let t: TestApp;
let base: string;
let stream: SseConnection | undefined;

beforeAll(async () => {
  t = await startApp({ startWorker: false });
  base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  stream?.close();
  await t?.close();
});

/** The part of the page between a start marker (`<!-- name:start … -->`) and its end marker. */
function section(page: string, name: string): { start: number; end: number; text: string } {
  const open = new RegExp(`<!-- ${name}:start[^>]*-->\\n`).exec(page);
  const close = page.indexOf(`<!-- ${name}:end -->`);
  if (!open || close < 0) throw new Error(`docs/webhooks.md has no ${name} markers`);
  const start = open.index + open[0].length;
  return { start, end: close, text: page.slice(start, close) };
}

function checkOrWrite(name: string, expected: string): void {
  const page = readFileSync(DOC_FILE, 'utf8');
  const { start, end, text } = section(page, name);
  if (update) writeFileSync(DOC_FILE, page.slice(0, start) + expected + page.slice(end));
  else
    expect(normalise(text), `${name} in docs/webhooks.md (VIGIL_UPDATE_DOCS=1 rewrites it)`).toBe(
      normalise(expected),
    );
}

/** Ids and times differ from run to run; everything else must read the same. */
function normalise(text: string): string {
  return text
    .replace(/\b([a-z]+)_[0-9a-hjkmnp-tv-z]{26}\b/g, '$1_…')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');
}

/** The stream docs/webhooks.md shows (doc-examples.process.test.ts leaves its curl block to this file). */
const STREAM_PATH = '/v1/events/stream?types=detection.created,report.completed';

describe('docs/webhooks.md on the event stream', () => {
  it('shows a stream as the service sends it', async () => {
    // The request the page shows, with curl, above the answer.
    expect(readFileSync(DOC_FILE, 'utf8')).toContain(`curl -sN 'http://127.0.0.1:8080${STREAM_PATH}'`);
    stream = await connectSse(base, STREAM_PATH, { key: t.admin.token });
    expect(stream.status).toBe(200);
    const site = (
      await t.request({
        method: 'POST',
        url: '/v1/sites',
        payload: { name: 'Europoort', coordinates: [4.1, 51.95], radius_m: 3000 },
      })
    ).json() as { id: string };
    const detection = await t.request({
      method: 'POST',
      url: '/v1/detections',
      payload: {
        site_id: site.id,
        type: 'vessel_presence',
        confidence: 0.91,
        observed_at: new Date(t.clock.now() - 60_000).toISOString(),
        geometry: { type: 'Point', coordinates: [4.1021, 51.9512] },
      },
    });
    expect(detection.statusCode, detection.body).toBe(201);
    const report = await t.request({
      method: 'POST',
      url: '/v1/reports',
      payload: { subject: { kind: 'site', id: site.id } },
    });
    expect(report.statusCode, report.body).toBe(202);
    await t.app.worker.drain();
    await stream.waitFor(2);
    // Heartbeats come every 15 s; a slow run may hold one, which the example leaves out.
    const text = stream
      .text()
      .split('\n\n')
      .filter((block) => block !== ': heartbeat' && block !== '')
      .join('\n\n');
    expect(text).toMatch(/^retry: 2000\n: streaming detection\.created,report\.completed\n\nid: evt_/);
    checkOrWrite('stream-example', `\`\`\`text\n${text}\n\`\`\`\n`);
  });

  it('lists each event type with the scope the code asks for', () => {
    const byScope = new Map<string, string[]>();
    for (const type of streamed.types) {
      const scope = streamed.scopeOf(type);
      byScope.set(scope, [...(byScope.get(scope) ?? []), type]);
    }
    const rows = [...byScope].map(
      ([scope, types]) => `| ${types.map((type) => `\`${type}\``).join(', ')} | \`${scope}\` |`,
    );
    checkOrWrite('stream-scopes', ['| event types | scope |', '| --- | --- |', ...rows, ''].join('\n'));
  });
});

describe('the OpenAPI description of GET /v1/events/stream', () => {
  interface Operation {
    description: string;
    parameters: { in: string; name: string; required: boolean; schema: { pattern?: string } }[];
    responses: Record<string, { content?: Record<string, unknown> }>;
    security: Record<string, string[]>[];
  }
  let operation: Operation;
  beforeAll(async () => {
    const doc = (await t.request({ method: 'GET', url: '/v1/openapi.json', key: null })).json() as {
      paths: Record<string, { get: Operation }>;
    };
    operation = doc.paths['/v1/events/stream']?.get as Operation;
  });

  it('answers text/event-stream, with problems for bad input, a missing key and a missing scope', () => {
    expect(Object.keys(operation.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    for (const status of ['400', '401', '403', '429']) {
      expect(Object.keys(operation.responses[status]?.content ?? {}), status).toEqual([
        'application/problem+json',
      ]);
    }
  });

  it('takes types in the query and Last-Event-ID as an event id in a header', () => {
    const named = (where: string, name: string) =>
      operation.parameters.find((p) => p.in === where && p.name === name);
    expect(named('query', 'types')?.required).toBe(false);
    expect(named('header', 'last-event-id')?.schema.pattern).toMatch(/^\^evt_/);
  });

  it('names every event type with its scope, and takes any one of those scopes', () => {
    for (const type of streamed.types) {
      expect(operation.description).toContain(`\`${type}\` (\`${streamed.scopeOf(type)}\`)`);
    }
    expect(operation.description).toContain('Last-Event-ID');
    expect(operation.security).toEqual([
      { bearer: [] },
      ...streamed.scopes.map((scope) => ({ oauth2: [scope], mutualTLS: [] })),
    ]);
  });
});
