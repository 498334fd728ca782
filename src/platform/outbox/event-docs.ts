/**
 * The event reference in `docs/webhooks.md`, written from the service's event catalogue so the page
 * cannot drift from what is sent. `npm run docs:events` rewrites the part of the page between the
 * markers (`src/app/event-docs.ts`); `test/app/event-catalogue.app.test.ts` fails while the
 * page differs from what this writes.
 */
import { fileURLToPath } from 'node:url';
import type { EventCatalogue, EventDefinition } from './event-definition.ts';

export const DOC_FILE = fileURLToPath(new URL('../../../docs/webhooks.md', import.meta.url));
export const START_MARKER = '<!-- event-reference:start (written by `npm run docs:events`) -->';
export const END_MARKER = '<!-- event-reference:end -->';

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  description: string;
}

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.enum) return schema.enum.map((value) => `\`${value}\``).join(', ');
  if (schema.type === 'string' && schema.format === 'date-time') return 'time';
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if ((schema.type === 'number' || schema.type === 'integer') && schema.minimum !== undefined) {
    return schema.maximum === undefined
      ? `${schema.type} ≥ ${schema.minimum}`
      : `${schema.type}, ${schema.minimum}–${schema.maximum}`;
  }
  return schema.type ?? 'any';
}

/** The object schema inside `schema`, for a nested object or a nullable one. */
function objectIn(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  return schema.anyOf?.find((option) => option.properties);
}

function rows(schema: JsonSchema, prefix = ''): Row[] {
  const out: Row[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = `${prefix}${name}`;
    const nested = objectIn(property);
    // A nullable field carries its description on the value it holds when not null.
    const description =
      property.description ??
      nested?.description ??
      property.anyOf?.find((o) => o.description)?.description ??
      '';
    out.push({
      field,
      type: nested ? (property.anyOf ? 'object or null' : 'object') : typeOf(property),
      required: schema.required?.includes(name) ?? false,
      description,
    });
    if (nested) out.push(...rows(nested, `${field}.`));
  }
  return out;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function section(type: string, definition: EventDefinition): string {
  const table = rows(definition.data as JsonSchema).map(
    (row) =>
      `| \`${row.field}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.description)} |`,
  );
  const example = { type, timestamp: '2026-11-23T10:00:00.000Z', data: definition.example };
  return [
    `### \`${type}\``,
    '',
    definition.when,
    '',
    '| `data` field | type | always there | meaning |',
    '| --- | --- | --- | --- |',
    ...table,
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
  ].join('\n');
}

export function renderEventReference(catalogue: EventCatalogue): string {
  return Object.entries(catalogue)
    .map(([type, definition]) => section(type, definition))
    .join('\n\n');
}

/** The page with its reference part replaced by what the catalogue says. */
export function withEventReference(page: string, catalogue: EventCatalogue): string {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${DOC_FILE} lacks the event reference markers`);
  return `${page.slice(0, start + START_MARKER.length)}\n\n${renderEventReference(catalogue)}\n\n${page.slice(end)}`;
}
