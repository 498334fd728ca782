/**
 * Request validation. Bodies are validated strictly (no type coercion, unknown fields refused);
 * query strings and path parameters are text by nature, so their numbers and booleans are coerced.
 * Ajv's errors become `{pointer, detail}` pairs: JSON Pointers into the body, `/query/<name>` and
 * `/path/<name>` for parameters.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../lib/errors.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is its `default` property.
const addFormats = addFormatsModule.default;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

interface Compilers {
  strict: Ajv;
  coercing: Ajv;
  /** Validators by the part they validate and the schema's content. */
  compiled: Map<string, ValidateFunction>;
}

/**
 * Compiled validators are kept for the life of the process and shared by every app built with the
 * same shared schemas (tests build hundreds), keyed by content: Fastify hands over copies of some
 * schemas (headers, lower-cased), so the same schema is not always the same object.
 */
const compilersBySchemas = new WeakMap<readonly object[], Compilers>();

export function createValidatorCompiler(
  sharedSchemas: readonly object[],
): FastifySchemaCompiler<FastifySchema> {
  let compilers = compilersBySchemas.get(sharedSchemas);
  if (!compilers) {
    const strict = makeAjv(false);
    const coercing = makeAjv(true);
    for (const schema of sharedSchemas) {
      strict.addSchema(schema);
      coercing.addSchema(schema);
    }
    compilers = { strict, coercing, compiled: new Map() };
    compilersBySchemas.set(sharedSchemas, compilers);
  }
  const { strict, coercing, compiled } = compilers;
  return ({ schema, httpPart }) => {
    const isBody = httpPart === 'body';
    const key = `${isBody ? 'strict' : 'coercing'} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (isBody ? strict : coercing).compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };
}

const PART_PREFIX: Record<string, string> = {
  body: '',
  querystring: '/query',
  params: '/path',
  headers: '/header',
};

export function validationErrors(errors: ErrorObject[] | unknown, context: string | undefined): FieldError[] {
  if (!Array.isArray(errors)) return [{ pointer: '', detail: 'is not valid' }];
  const prefix = PART_PREFIX[context ?? 'body'] ?? '';
  const out: FieldError[] = [];
  const seen = new Set<string>();
  // A value too short (an empty header, say) also fails its pattern; the length is the one to say.
  const tooShort = new Set(
    (errors as ErrorObject[]).filter((e) => e.keyword === 'minLength').map((e) => e.instancePath),
  );
  for (const error of errors as ErrorObject[]) {
    if (error.keyword === 'pattern' && tooShort.has(error.instancePath)) continue;
    const { pointer, detail } = describe(error);
    const full = `${prefix}${pointer}`;
    const key = `${full} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer: full, detail });
  }
  return out;
}

function describe(error: ErrorObject): FieldError {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${escapePointerToken(String(params.missingProperty))}`,
        detail: 'is required',
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointerToken(String(params.additionalProperty))}`,
        detail: 'is not a known field; check its spelling',
      };
    case 'enum':
      return { pointer: at, detail: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'minLength':
      return {
        pointer: at,
        detail:
          params.limit === 1
            ? 'must not be empty'
            : `must be at least ${String(params.limit)} characters long`,
      };
    case 'pattern':
      return { pointer: at, detail: `does not have the expected form (${String(params.pattern)})` };
    default:
      return { pointer: at, detail: error.message ?? 'is not valid' };
  }
}

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Where the path parameters or query (as decoded from a URL holding `%00`) hold the NUL character,
 * as a field error; no store keeps NUL in text (PostgreSQL refuses it outright), so no parameter
 * may carry one, just as no body string may (`json-body.ts`). Undefined when they hold none.
 */
export function nulInParameters(params: unknown, query: unknown): FieldError | undefined {
  const detail = 'must not contain the NUL character (%00)';
  const hit = (value: unknown) =>
    typeof value === 'string'
      ? value.includes('\u0000')
      : Array.isArray(value) && value.some((item) => typeof item === 'string' && item.includes('\u0000'));
  for (const [prefix, part] of [
    ['/path', params],
    ['/query', query],
  ] as const) {
    if (part === null || typeof part !== 'object') continue;
    for (const [name, value] of Object.entries(part)) {
      if (name.includes('\u0000')) return { pointer: prefix, detail: `a parameter name ${detail}` };
      if (hit(value)) return { pointer: `${prefix}/${escapePointerToken(name)}`, detail };
    }
  }
  return undefined;
}
