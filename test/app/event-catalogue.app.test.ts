// The service's event catalogue (src/app/event-catalogue.ts, merged from each module's events) is the
// single source: its examples match its schemas, and the OpenAPI `webhooks` section, the endpoint
// schema and the reference in docs/webhooks.md say exactly what it says.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../src/app/event-catalogue.ts';
import { servedSchemaForm } from '../../src/app/server/openapi-names.ts';
import {
  EVENT_DOC_FILE,
  mergeEvents,
  subscribableTypes,
  withEventReference,
} from '../../src/platform/outbox/index.ts';
import { eventBodySchema, WEBHOOK_EVENTS } from '../../src/platform/webhooks/index.ts';
import { startApp, type TestApp } from '../harness.ts';

const events = Object.entries(EVENTS);
const PLATFORM_DIR = fileURLToPath(new URL('../../src/platform/', import.meta.url));

let t: TestApp;
let openapi: {
  webhooks: Record<
    string,
    { post: { requestBody: { content: Record<string, { schema: unknown; example: unknown }> } } }
  >;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
};
beforeAll(async () => {
  t = await startApp();
  openapi = (await t.request({ method: 'GET', url: '/v1/openapi.json', key: null })).json();
});
afterAll(async () => {
  await t.close();
});

/** A schema of the document with every `$ref` to a component replaced by the component. */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') return inlined(openapi.components.schemas[$ref.split('/').at(-1) ?? '']);
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value)]));
}

describe('the event catalogue', () => {
  it.each(events)('%s: its example matches its schema', (_type, definition) => {
    expect(Compile(definition.data).Check(definition.example)).toBe(true);
  });

  it('offers every event type but webhook.test for subscription', () => {
    expect(subscribableTypes(EVENTS).sort()).toEqual(
      [
        'action.executed',
        'agent.alert',
        'asset.dark',
        'asset.distress',
        'asset.encounter',
        'asset.loitering',
        'asset.speed_above',
        'compliance.sar_ready',
        'detection.created',
        'detection.revised',
        'feed.resumed',
        'feed.silent',
        'report.completed',
        'screening.changed',
        'threat.detected',
        'zone.entered',
        'zone.exited',
      ].sort(),
    );
  });

  it('is declared by the modules: the platform names no domain’s event type', () => {
    const platform = readdirSync(PLATFORM_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [file, readFileSync(path.join(PLATFORM_DIR, file), 'utf8')] as const);
    const named = platform.flatMap(([file, text]) =>
      Object.keys(EVENTS)
        .filter((type) => !(type in WEBHOOK_EVENTS) && text.includes(`'${type}'`))
        .map((type) => `${file}: ${type}`),
    );
    expect(named).toEqual([]);
  });

  it('refuses a type two modules declare', () => {
    expect(() => mergeEvents(EVENTS, WEBHOOK_EVENTS)).toThrow("event type 'webhook.test' is declared twice");
  });
});

describe('the OpenAPI webhooks section', () => {
  it('describes exactly the catalogue’s event types, with their body schemas and examples', () => {
    expect(Object.keys(openapi.webhooks).sort()).toEqual(events.map(([type]) => type).sort());
    for (const [type, definition] of events) {
      const content = openapi.webhooks[type]?.post.requestBody.content['application/json'];
      // Named as a component, in 2020-12 form (see http/openapi-names.ts).
      expect(inlined(content?.schema)).toEqual(servedSchemaForm(eventBodySchema(type, definition)));
      expect(content?.example).toEqual({ type, timestamp: expect.any(String), data: definition.example });
    }
  });

  it('lists the same subscribable types in the endpoint schema', () => {
    const body = inlined(
      openapi.paths['/v1/webhooks']?.post?.requestBody?.content['application/json']?.schema,
    ) as {
      properties: { events: { items: { enum: string[] } } };
    };
    expect(body.properties.events.items.enum.sort()).toEqual([...subscribableTypes(EVENTS), '*'].sort());
  });
});

describe('docs/webhooks.md', () => {
  it('has the event reference the catalogue writes (run `npm run docs:events` after changing it)', () => {
    const page = readFileSync(EVENT_DOC_FILE, 'utf8');
    expect(page).toBe(withEventReference(page, EVENTS));
    for (const [type] of events) expect(page).toContain(`### \`${type}\``);
  });
});
