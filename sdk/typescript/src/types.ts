/**
 * Names for the generated types: a schema by its component name, and the query and body of an
 * operation by its operationId, so method signatures read `RequestBody<'createKey'>`.
 */
import type { components, operations } from './generated/openapi.ts';

export type Schemas = components['schemas'];
/** A named schema of the API, e.g. `Schema<'ApiKey'>` or `Schema<'WalletScreening'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
/** An operation of the API (`createKey`), not a webhook Vigil sends (`receiveThreatDetectedEvent`). */
export type OperationId = Exclude<keyof operations, `receive${string}Event`>;

type JsonContent<Body> = Body extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body an operation takes. */
export type RequestBody<Id extends OperationId> = JsonContent<NonNullable<operations[Id]['requestBody']>>;

/** The query parameters an operation takes (all optional where the API has a default). */
export type QueryParams<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;

/** The problem document of every error response (RFC 9457). */
export type Problem = Schema<'Problem'>;
export type ProblemCode = Problem['code'];
export type FieldError = NonNullable<Problem['errors']>[number];
