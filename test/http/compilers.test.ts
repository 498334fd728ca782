// The process-wide compilers (src/http/serialization.ts, src/http/validation.ts): a schema is compiled
// once however many apps ask for it, with the named schemas it refers to, directly or not.
import type { FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createSerializerCompiler } from '../../src/http/serialization.ts';
import { createValidatorCompiler } from '../../src/http/validation.ts';

const Point = Type.Object({ lon: Type.Number(), lat: Type.Number() }, { $id: 'Point' });
const Place = Type.Object(
  { name: Type.String(), at: Type.Unsafe({ $ref: 'Point#' }) },
  { $id: 'Place', additionalProperties: false },
);
const shared = [Point, Place];
const route = (schema: object) => ({ schema, method: 'GET', url: '/places', httpStatus: '200' });

describe('the serializer compiler', () => {
  it('serialises through named schemas referred to by named schemas, leaving out what they do not name', () => {
    const serialize = createSerializerCompiler(shared)(route(Type.Array(Type.Unsafe({ $ref: 'Place#' }))));
    const body = serialize([{ name: 'Antwerp', at: { lon: 4.4, lat: 51.2, extra: 1 }, secret: 'x' }]);
    expect(JSON.parse(body)).toEqual([{ name: 'Antwerp', at: { lon: 4.4, lat: 51.2 } }]);
  });

  it('compiles a schema once for every app built with the same shared schemas', () => {
    const schema = Type.Object({ place: Type.Unsafe({ $ref: 'Place#' }) });
    const first = createSerializerCompiler(shared)(route(schema));
    // Fastify hands each app copies of the route's schemas: equal content is the same serializer.
    const again = createSerializerCompiler(shared)(route(structuredClone(schema)));
    expect(again).toBe(first);
    const otherSchemas = createSerializerCompiler([Place, Point])(route(schema));
    expect(otherSchemas).not.toBe(first);
  });
});

describe('the validator compiler', () => {
  // Fastify hands a validator compiler one part's schema (the body, the query string), typed loosely.
  const part = (schema: object, httpPart: string) => ({
    schema: schema as FastifySchema,
    method: 'POST',
    url: '/x',
    httpPart,
  });

  it('reuses a validator for the same schema and part, and coerces only outside the body', () => {
    const schema = Type.Object({ limit: Type.Integer() });
    const compile = createValidatorCompiler(shared);
    const body = compile(part(schema, 'body'));
    const query = compile(part(schema, 'querystring'));
    expect(createValidatorCompiler(shared)(part(structuredClone(schema), 'body'))).toBe(body);
    expect(body({ limit: '5' })).toBe(false);
    expect(query({ limit: '5' })).toBe(true);
  });
});
