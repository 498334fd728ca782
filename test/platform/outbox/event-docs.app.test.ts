// The event catalogue is the single source: its examples match its schemas, and the OpenAPI
// `webhooks` section and the reference in docs/webhooks.md say exactly what it says.
import { readFileSync } from 'node:fs';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSchemaForm } from '../../../src/app/server/openapi-names.ts';
import { DOC_FILE, withEventReference } from '../../../src/platform/outbox/event-docs.ts';
import {
  EVENT_TYPES,
  type EventDefinition,
  SUBSCRIBABLE_EVENT_TYPES,
} from '../../../src/platform/outbox/event-types.ts';
import { eventBodySchema } from '../../../src/platform/webhooks/webhooks-openapi.ts';
import { startApp, type TestApp } from '../../harness.ts';

const events = Object.entries(EVENT_TYPES) as [string, EventDefinition][];

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
    expect([...SUBSCRIBABLE_EVENT_TYPES].sort()).toEqual(
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
        'threat.detected',
        'zone.entered',
        'zone.exited',
      ].sort(),
    );
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
    expect(body.properties.events.items.enum.sort()).toEqual([...SUBSCRIBABLE_EVENT_TYPES, '*'].sort());
  });
});

describe('docs/webhooks.md', () => {
  it('has the event reference the catalogue writes (run `npm run docs:events` after changing it)', () => {
    const page = readFileSync(DOC_FILE, 'utf8');
    expect(page).toBe(withEventReference(page));
    for (const [type] of events) expect(page).toContain(`### \`${type}\``);
  });
});
