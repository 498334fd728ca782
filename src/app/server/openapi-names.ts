/**
 * Gives every schema of the OpenAPI document a name, so that client generators (openapi-typescript,
 * openapi-generator, oapi-codegen, progenitor, openapi-python-client) make types called
 * `CreateKeyRequest` or `ApiKeyPage` rather than `InlineObject3` or `InlineResponse200`.
 *
 * Route schemas stay as they are (they also validate and serialise); only the served document is
 * rewritten, once, after @fastify/swagger has built it. The naming rules:
 * - a JSON request body that is not a `$ref` becomes `<OperationId>Request`;
 * - a page of a named item (`{data: [Item], next_cursor}`) becomes `<Item>Page`;
 * - any other inline response body becomes `<OperationId>Response`;
 * - a webhook's event body becomes `<EventType>Event` (`detection.created` → `DetectionCreatedEvent`),
 *   and `WebhookEvent` is the union of them all, told apart by `type`;
 * - an inline object or enum with a `title` becomes the component of that name;
 * - an inline object equal to a named component becomes a `$ref` to it.
 * Query parameters and request body properties with a default are optional to the caller, whatever
 * the route schema says; tuples are written the JSON Schema 2020-12 way, nullable values as type
 * arrays, numbers as doubles; each webhook has an operationId (`receiveDetectionCreatedEvent`).
 * `test/app/server/openapi-quality.app.test.ts` holds the document to these rules.
 */
import { canonicalJson } from '../../lib/canonical-json.ts';

type Json = Record<string, unknown>;

const SCHEMA_PREFIX = '#/components/schemas/';
/** Media types whose bodies are objects, to be named: JSON, and the form an OAuth token request uses. */
const NAMED_MEDIA_TYPES = new Set([
  'application/json',
  'application/geo+json',
  'application/problem+json',
  'application/x-www-form-urlencoded',
]);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Keywords whose values are data, not schemas: the document-wide rewrites leave them alone. */
const VALUE_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `createKey` → `CreateKey`; `detection.created` → `DetectionCreated`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The component name a `$ref` points at, if it points at one. */
export function refName(schema: unknown): string | undefined {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return undefined;
  return schema.$ref.startsWith(SCHEMA_PREFIX) ? schema.$ref.slice(SCHEMA_PREFIX.length) : undefined;
}

function refTo(name: string): Json {
  return { $ref: `${SCHEMA_PREFIX}${name}` };
}

function isObjectSchema(schema: Json): boolean {
  return schema.type === 'object' || isObject(schema.properties);
}

/** A schema's text for comparison, without the annotations that differ between equal shapes. */
function shapeOf(schema: Json): string {
  const { description: _description, title: _title, ...shape } = schema;
  return canonicalJson(shape);
}

class Components {
  readonly schemas: Json;
  private readonly byShape = new Map<string, string>();

  constructor(schemas: Json) {
    this.schemas = schemas;
    this.reindex();
  }

  /** Indexes the components again, once their own nested schemas have been named. */
  reindex(): void {
    this.byShape.clear();
    for (const [name, schema] of Object.entries(this.schemas)) {
      if (isObject(schema)) this.byShape.set(shapeOf(schema), name);
    }
  }

  /** The named component with this shape, if there is one. */
  named(schema: Json): string | undefined {
    return this.byShape.get(shapeOf(schema));
  }

  /** Stores `schema` under `name` and returns a reference to it; a clash of names is a bug. */
  add(name: string, schema: Json): Json {
    const existing = this.schemas[name];
    if (existing !== undefined) {
      if (isObject(existing) && shapeOf(existing) === shapeOf(schema)) return refTo(name);
      throw new Error(`OpenAPI: two different schemas want the component name ${name}`);
    }
    this.schemas[name] = schema;
    this.byShape.set(shapeOf(schema), name);
    return refTo(name);
  }
}

/**
 * A tuple in the draft-07 form TypeBox writes (`items: [a, b]`, `additionalItems: false`) is not
 * JSON Schema 2020-12, which OpenAPI 3.1 uses; validators and generators reject it. Rewritten as
 * `prefixItems`, with `items` the positions' common type for generators that ignore `prefixItems`
 * (`[lon, lat]` is then a list of numbers).
 */
function tuplesToPrefixItems(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) tuplesToPrefixItems(item);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) if (!VALUE_KEYWORDS.has(key)) tuplesToPrefixItems(child);
  const schema = value;
  const positions = schema.items;
  if (!Array.isArray(positions)) return;
  const types = new Set(positions.map((position) => (isObject(position) ? position.type : undefined)));
  const [only] = types;
  schema.prefixItems = positions;
  schema.items = types.size === 1 && typeof only === 'string' ? { type: only } : {};
  if (schema.additionalItems === false) schema.maxItems = positions.length;
  delete schema.additionalItems;
}

/**
 * A nullable value as TypeBox writes it, `anyOf: [X, {type: 'null'}]`, becomes X with
 * `type: [X.type, 'null']` (and `null` among its `enum`): the same values, in the form generators
 * read as an optional or nullable field rather than as a union type of its own, and that converters
 * to OpenAPI 3.0 turn into `nullable: true`. A nullable `$ref` stays a union.
 */
function nullablesToTypeArrays(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) nullablesToTypeArrays(item);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value))
    if (!VALUE_KEYWORDS.has(key)) nullablesToTypeArrays(child);
  const members = value.anyOf;
  if (!Array.isArray(members) || members.length !== 2) return;
  const isNull = (member: unknown) =>
    isObject(member) && member.type === 'null' && Object.keys(member).length === 1;
  const other = members.find((member) => !isNull(member));
  if (!members.some(isNull) || !isObject(other) || typeof other.type !== 'string' || 'anyOf' in other) return;
  const { anyOf: _anyOf, ...outer } = value;
  const merged: Json = { ...other, ...outer, type: [other.type, 'null'] };
  if ('const' in merged) {
    merged.enum = [merged.const];
    delete merged.const;
  }
  if (Array.isArray(merged.enum)) merged.enum = [...merged.enum, null];
  for (const key of Object.keys(value)) delete value[key];
  Object.assign(value, merged);
}

/**
 * A JSON number is a double (Vigil's are JavaScript numbers), so every `number` without a format
 * says `format: double`: generators otherwise pick float32 (oapi-codegen) or BigDecimal (OpenAPI
 * Generator's Java), losing precision in coordinates and amounts, or making them awkward.
 */
function numbersAsDoubles(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) numbersAsDoubles(item);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) if (!VALUE_KEYWORDS.has(key)) numbersAsDoubles(child);
  const type = value.type;
  const isNumber = type === 'number' || (Array.isArray(type) && type.includes('number'));
  if (isNumber && value.format === undefined) value.format = 'double';
}

/**
 * Rewrites nested schemas: titled objects become components, copies of components become refs.
 * Returns the schema to use in place of `schema`.
 */
function nameNested(schema: unknown, components: Components, top: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => nameNested(item, components, false));
  if (!isObject(schema)) return schema;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      for (const [property, child] of Object.entries(value)) {
        value[property] = nameNested(child, components, false);
      }
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      schema[key] = nameNested(value, components, false);
    } else if (
      (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') &&
      Array.isArray(value)
    ) {
      schema[key] = value.map((branch) => nameNested(branch, components, false));
    }
  }
  if (top) return schema;
  // A titled enum is a type of its own too (`Scope`): generators then make one named enum for
  // every place it is used instead of one inline enum per property, which some cannot serialise.
  if (typeof schema.title === 'string' && (isObjectSchema(schema) || Array.isArray(schema.enum)))
    return components.add(schema.title, schema);
  if (!isObjectSchema(schema)) return schema;
  const same = components.named(schema);
  return same === undefined ? schema : refTo(same);
}

/** Names the schema of each object media type in `content` with `nameFor(schema)`. */
function nameContent(
  content: unknown,
  components: Components,
  nameFor: (schema: Json) => string | undefined,
): void {
  if (!isObject(content)) return;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!NAMED_MEDIA_TYPES.has(mediaType) || !isObject(media) || !isObject(media.schema)) continue;
    const schema = nameNested(media.schema, components, true);
    if (!isObject(schema) || refName(schema) !== undefined) {
      media.schema = schema;
      continue;
    }
    const titled = typeof schema.title === 'string' ? schema.title : undefined;
    const name = titled ?? components.named(schema) ?? nameFor(schema);
    media.schema = name === undefined ? schema : components.add(name, schema);
  }
}

/** `Item` for a page of `Item`s (`{data: [$ref Item], next_cursor}`). */
function pageItemName(schema: Json): string | undefined {
  const properties = schema.properties;
  if (!isObject(properties) || !('next_cursor' in properties) || !isObject(properties.data)) return undefined;
  return refName(properties.data.items);
}

/**
 * A request property with a default may be left out, though the route schema lists it as required
 * (TypeBox does, so that handlers see the default filled in): drops it from `required`, at every
 * depth of an inline request body.
 */
function optionalDefaults(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) optionalDefaults(item);
    return;
  }
  if (!isObject(schema) || refName(schema) !== undefined) return;
  const properties = schema.properties;
  if (isObject(properties) && Array.isArray(schema.required)) {
    schema.required = schema.required.filter((name) => {
      const property = properties[String(name)];
      return !(isObject(property) && property.default !== undefined);
    });
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) optionalDefaults(Object.values(value));
    else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf')
      optionalDefaults(value);
  }
}

/**
 * A body taken as JSON or as text (a bulk upload as `text/csv`) has one schema in the route, a union
 * with a string member: each media type is given its own part, the string to the text type and the
 * rest to JSON, so a generator sees a plain string and a named JSON body.
 */
function splitTextBodies(content: unknown): void {
  if (!isObject(content)) return;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isObject(media) || !isObject(media.schema) || !Array.isArray(media.schema.anyOf)) continue;
    const members: unknown[] = media.schema.anyOf;
    const text = members.find((member) => isObject(member) && member.type === 'string');
    if (text === undefined) continue;
    if (mediaType.startsWith('text/')) {
      media.schema = text;
      continue;
    }
    const json = members.filter((member) => member !== text);
    media.schema = json.length === 1 && isObject(json[0]) ? json[0] : { ...media.schema, anyOf: json };
  }
}

function nameOperation(operation: Json, components: Components): void {
  const operationId =
    typeof operation.operationId === 'string' ? pascalCase(operation.operationId) : undefined;
  if (isObject(operation.requestBody) && operationId) {
    const content = operation.requestBody.content;
    splitTextBodies(content);
    for (const media of Object.values(isObject(content) ? content : {})) {
      if (isObject(media)) optionalDefaults(media.schema);
    }
    nameContent(content, components, () => `${operationId}Request`);
  }
  if (Array.isArray(operation.parameters)) {
    for (const parameter of operation.parameters) {
      // A parameter with a default may be left out: generators must not make callers send it.
      if (isObject(parameter) && parameter.in === 'query' && isObject(parameter.schema)) {
        if (parameter.schema.default !== undefined) parameter.required = false;
      }
    }
  }
  if (!isObject(operation.responses)) return;
  const statuses = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
  for (const status of statuses) {
    const response = operation.responses[status];
    if (!isObject(response)) continue;
    nameContent(response.content, components, (schema) => {
      const item = pageItemName(schema);
      if (item) return `${item}Page`;
      if (!operationId) return undefined;
      return statuses.length > 1 ? `${operationId}Response${status}` : `${operationId}Response`;
    });
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!status.startsWith('2') && isObject(response))
      nameContent(response.content, components, () => undefined);
  }
}

/**
 * A copy of a JSON Schema in the forms the served document uses: 2020-12 tuples, nullable type
 * arrays, numbers as doubles.
 */
export function servedSchemaForm(schema: object): Json {
  const copy = JSON.parse(JSON.stringify(schema)) as Json;
  tuplesToPrefixItems(copy);
  nullablesToTypeArrays(copy);
  numbersAsDoubles(copy);
  return copy;
}

/** A copy of an OpenAPI 3.1 document with its schemas named (see the header). */
export function nameSchemas<T extends object>(document: T): T {
  // A copy: the document shares its schema objects with the routes and the event catalogue, which
  // validate and serialise with them and must not see these rewrites.
  const doc = JSON.parse(JSON.stringify(document)) as Json;
  if (!isObject(doc.components)) doc.components = {};
  const componentsObject = doc.components as Json;
  if (!isObject(componentsObject.schemas)) componentsObject.schemas = {};
  tuplesToPrefixItems(doc);
  nullablesToTypeArrays(doc);
  numbersAsDoubles(doc);
  const components = new Components(componentsObject.schemas as Json);

  for (const name of Object.keys(components.schemas)) {
    components.schemas[name] = nameNested(components.schemas[name], components, true);
  }
  components.reindex();
  for (const pathItem of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isObject(operation)) nameOperation(operation, components);
    }
  }

  const events: Record<string, string> = {};
  for (const [eventType, pathItem] of Object.entries(isObject(doc.webhooks) ? doc.webhooks : {})) {
    if (!isObject(pathItem) || !isObject(pathItem.post) || !isObject(pathItem.post.requestBody)) continue;
    const name = `${pascalCase(eventType)}Event`;
    // Vigil sends these; the receiver checks the signature, not an OpenAPI security scheme.
    pathItem.post.operationId ??= `receive${name}`;
    pathItem.post.security ??= [];
    nameContent(pathItem.post.requestBody.content, components, () => name);
    if (components.schemas[name] !== undefined) events[eventType] = `${SCHEMA_PREFIX}${name}`;
  }
  if (Object.keys(events).length > 0) {
    components.add('WebhookEvent', {
      description: 'Any event Vigil delivers to a webhook endpoint, told apart by `type`.',
      oneOf: Object.values(events).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'type', mapping: events },
    });
  }
  return doc as T;
}
