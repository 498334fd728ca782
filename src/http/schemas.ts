/**
 * Schemas shared by many routes. Named schemas (`$id`) become components in the OpenAPI document;
 * routes refer to them with `ref(...)`.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { ERROR_CODES, invalidField } from '../lib/errors.ts';
import { type IdKind, idPattern } from '../lib/ids.ts';

/** A string from a closed list; validation errors then name the allowed values. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { title?: string; description?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'A URI naming the kind of problem: `urn:vigil:problem:<code>`.' }),
    title: Type.String({ description: 'A short summary of the kind of problem.' }),
    status: Type.Integer({ description: 'The HTTP status code.' }),
    detail: Type.String({ description: 'What went wrong with this request and what to fix.' }),
    code: StringEnum(ERROR_CODES, {
      description: 'A stable, machine-readable error code; see docs/errors.md.',
    }),
    request_id: Type.String({ description: 'The request id, also sent as `X-Request-Id`.' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pointer: Type.String({
              description:
                'JSON Pointer into the body, or `/query/<name>`, `/path/<name>`, `/header/<name>`.',
            }),
            detail: Type.String({ description: 'What is wrong with that part.' }),
          },
          { title: 'FieldError', description: 'One invalid part of the request.' },
        ),
        { description: 'With `validation_failed`: each invalid part of the request.' },
      ),
    ),
  },
  { $id: 'Problem', description: 'An RFC 9457 problem document.' },
);

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
 * Milliseconds since the epoch of a `Timestamp` field. The `date-time` format admits what Date
 * cannot represent (a leap second, `23:59:60`), so that is refused here, pointing at the field.
 */
export function timestampField(value: string, pointer: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw invalidField(pointer, 'is not a time that can be represented; avoid leap seconds');
  return ms;
}

export const Timestamp = (description: string) =>
  Type.String({ format: 'date-time', description: `${description} RFC 3339, UTC, milliseconds.` });
