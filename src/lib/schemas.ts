/**
 * TypeBox helpers shared by every module's schemas. Named schemas (`$id`) become components in the
 * OpenAPI document; schemas refer to them with `ref(...)`.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Format } from 'typebox/format';
import { invalidField } from './errors.ts';
import { type IdKind, idPattern } from './ids.ts';
import { isCanonicalUtc, parseRfc3339 } from './rfc3339.ts';

/**
 * TypeBox's `date-time` format, asking first whether the text is in the shape Vigil makes its times
 * (`isCanonicalUtc`, a few character comparisons) and only then the full check (two regular
 * expressions and a split): it takes and refuses exactly what the full check does, since every text
 * in that shape is a date-time. Set when the schemas' helpers load, before any schema with a
 * `Timestamp` is compiled (a compiled check keeps the format's function it was compiled with).
 */
export const isDateTime = (text: string): boolean => isCanonicalUtc(text) || Format.IsDateTime(text);
Format.Set('date-time', isDateTime);

/** A string from a closed list; validation errors then name the allowed values. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { title?: string; description?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A reference to a named schema, typed as the schema it names. */
export function ref<T extends TSchema>(schema: T): T {
  const id = (schema as { $id?: string }).$id;
  if (!id) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: `${id}#` }) as unknown as T;
}

export function IdParam(kind: IdKind, description: string) {
  return Type.String({ pattern: idPattern(kind), description });
}

/**
 * Milliseconds since the epoch of a `Timestamp` field, read strictly (lib/rfc3339.ts). The
 * `date-time` format admits what Date cannot represent (a leap second, `23:59:60`), so that is
 * refused here, pointing at the field.
 */
export function timestampField(value: string, pointer: string): number {
  const ms = parseRfc3339(value);
  if (ms === undefined)
    throw invalidField(
      pointer,
      'is not a real RFC 3339 time such as 2026-11-23T10:00:00Z (check the day of the month; no leap seconds, no 24:00)',
    );
  return ms;
}

export const Timestamp = (description: string) =>
  Type.String({ format: 'date-time', description: `${description} RFC 3339, UTC, milliseconds.` });

/**
 * A copy of `schema` with each `ref(...)` to one of `named` replaced by that schema itself, and no
 * `$id` left: for a schema used where named schemas cannot be looked up (an event's data, checked
 * by the outbox and shown in the OpenAPI `webhooks` section and the docs).
 */
export function inlineRefs<T extends TSchema>(schema: T, named: readonly TSchema[]): T {
  const byRef = new Map<string, unknown>();
  for (const one of named) {
    const id = (one as { $id?: string }).$id;
    if (id) byRef.set(`${id}#`, one);
  }
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(copy);
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    const target = typeof ref === 'string' ? byRef.get(ref) : undefined;
    if (target !== undefined) return copy(target);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) if (key !== '$id') out[key] = copy(value);
    return out;
  };
  return copy(schema) as T;
}
