/**
 * Response serializers (fast-json-stringify, through Fastify's own `SerializerSelector`), compiled
 * once per process and shared by every app it builds.
 *
 * Compiling serializers was three quarters of building an app: Fastify compiles one per status of
 * every route, and most of them are the same problem+json schema; and fast-json-stringify checks
 * every external schema it is handed on each compile, so handing it every named schema made each
 * compile cost what all of them do. Here a schema is compiled once per process (keyed by its
 * content, since Fastify hands over copies), with only the named schemas it refers to.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';

type Serializer = (data: unknown) => string;
type NamedSchema = { $id?: string };

const caches = new WeakMap<readonly object[], Map<string, Serializer>>();
const buildSerializer = SerializerSelector();

/**
 * A serializer compiler for apps whose shared schemas (`addSchema`) are `sharedSchemas`: the same
 * list for every app, so that their compiled serializers are shared.
 */
export function createSerializerCompiler(
  sharedSchemas: readonly object[],
): FastifySerializerCompiler<unknown> {
  const byId = new Map<string, object>();
  for (const schema of sharedSchemas) {
    const id = (schema as NamedSchema).$id;
    if (id) byId.set(id, schema);
  }
  let cache = caches.get(sharedSchemas);
  if (!cache) {
    cache = new Map();
    caches.set(sharedSchemas, cache);
  }
  const compiled = cache;
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = compiled.get(key);
    if (!serializer) {
      const external = Object.fromEntries(referencedSchemas(route.schema, byId));
      serializer = buildSerializer(external)({ ...route, httpStatus: route.httpStatus ?? '' });
      compiled.set(key, serializer);
    }
    return serializer;
  };
}

/** The named schemas `schema` refers to, directly or through one another, by id. */
function referencedSchemas(schema: unknown, byId: ReadonlyMap<string, object>): Map<string, object> {
  const found = new Map<string, object>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0] ?? '';
        const named = byId.get(id);
        if (named && !found.has(id)) {
          found.set(id, named);
          visit(named);
        }
      } else {
        visit(value);
      }
    }
  };
  visit(schema);
  return found;
}
