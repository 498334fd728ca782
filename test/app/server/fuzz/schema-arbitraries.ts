/**
 * fast-check arbitraries for the API fuzzer: values drawn from a JSON Schema of the served OpenAPI
 * document (valid as far as the schema says, so requests get past validation to the code behind
 * it), hostile values (wrong types, edge numbers, unicode, NUL, lone surrogates, long strings,
 * deep nesting), and mutations of a known-good body (a field dropped, replaced, or one added).
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** JSON text spliced into a body as is: how a value nested thousands deep is sent without recursion. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of a value that may hold `RawJson` (the value itself is shallow: recursion is safe). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${jsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  5e-324,
  2 ** 31,
  2 ** 32,
];
const EDGE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udc00\ud800',
  '😀 ünïcödé ‮ 漢字',
  '\u202e\u200b\ufeff',
  '../../etc/passwd',
  "'; DROP TABLE sites; --",
  '%00',
  '<script>alert(1)</script>',
  'null',
  '-1',
  '1e999',
  'NaN',
  '0x10',
  '2026-02-30T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];

/** A value no schema expects: whatever type, size or shape breaks the most code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 2, max: 5_000 }).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc
    .integer({ min: 2, max: 5_000 })
    .map((depth) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 300 }),
);

/** A hostile text for a path segment, query value or header. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS.filter((s) => s !== '')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.integer({ min: 200, max: 3_000 }).map((n) => 'y'.repeat(n)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

/** Resolves `$ref`s to `#/components/schemas/…` of the served document. */
export type Resolve = (schema: Schema) => Schema;

export function resolverOf(document: { components?: { schemas?: Record<string, Schema> } }): Resolve {
  const schemas = document.components?.schemas ?? {};
  return (schema) => {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = schemas[name];
      if (!target) throw new Error(`unresolvable $ref ${current.$ref}`);
      current = target;
    }
    return current;
  };
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 40, minLength + 40);
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity));
    } catch {
      // A pattern fast-check cannot draw from: any string of the right length will do.
    }
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    default:
      return fc.string({ minLength, maxLength });
  }
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min =
    num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-9) : -1e6);
  const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-9) : 1e6);
  const edges = [min, max].filter((edge) => Number.isFinite(edge) && (!integer || Number.isInteger(edge)));
  const within = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof(within, fc.constantFrom(...edges)) : within;
}

/** Values the schema accepts, as far as JSON Schema alone can say. */
export function fromSchema(raw: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(...options.map((option: Schema) => fromSchema(option, resolve, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return fromSchema(Object.assign({}, ...(schema.allOf as Schema[]).map(resolve)), resolve, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  const arbitraries = type.map((one): fc.Arbitrary<unknown> => {
    switch (one) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = (schema.items as Schema | undefined) ?? {};
        const minLength = num(schema.minItems) ?? 0;
        const maxLength = Math.min(num(schema.maxItems) ?? 4, minLength + 4);
        return fc.array(fromSchema(items, resolve, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return objectFor(schema, resolve, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return arbitraries.length === 1 && arbitraries[0] ? arbitraries[0] : fc.oneof(...arbitraries);
}

function objectFor(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    shape[name] = fromSchema(property, resolve, depth + 1);
  const requiredKeys = Object.keys(shape).filter((name) => required.has(name));
  const record = fc.record(shape, { requiredKeys });
  const patterns = schema.patternProperties as Record<string, Schema> | undefined;
  const extra = patterns ? Object.values(patterns)[0] : undefined;
  if (Object.keys(shape).length === 0 && extra) {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fromSchema(extra, resolve, depth + 1), {
      maxKeys: 4,
    });
  }
  return record;
}

/** Every path into a JSON value (objects and arrays), the value's own path `[]` first. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], into: (string | number)[][] = []) {
  into.push(prefix);
  if (prefix.length >= 6) return into;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...prefix, i], into);
  } else if (value !== null && typeof value === 'object')
    for (const [key, member] of Object.entries(value)) pathsOf(member, [...prefix, key], into);
  return into;
}

function setAt(
  value: unknown,
  path: (string | number)[],
  change: (parent: Record<string, unknown> | unknown[], key: string | number) => void,
): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  change(parent as Record<string, unknown>, path[path.length - 1] as string | number);
  return copy;
}

/** A known-good body with one thing wrong: a member replaced by a hostile value, dropped, or added. */
export function mutationsOf(seed: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(seed);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      how: fc.constantFrom('replace', 'drop', 'add'),
      value: hostileValue,
      name: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'extra', 'id', ''),
        fc.string({ maxLength: 12 }),
      ),
    })
    .map(({ path, how, value, name }) => {
      if (path.length === 0) return how === 'replace' ? value : seed;
      return setAt(seed, path, (parent, key) => {
        if (how === 'replace') (parent as Record<string | number, unknown>)[key] = value;
        else if (how === 'drop') {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        } else if (Array.isArray(parent)) parent.push(value);
        // defineProperty: a plain assignment to `__proto__` would set the prototype, not add a key.
        else
          Object.defineProperty(parent, name, {
            value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
      });
    });
}
