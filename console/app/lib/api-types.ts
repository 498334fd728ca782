/**
 * The API's shapes, from the types the TypeScript SDK generates out of the served OpenAPI document
 * (`npm run sdk:generate`), so the type check fails when a page reads a field the API does not
 * send. Types only: the import is erased when the console is served, nothing of the SDK is loaded.
 */
import type { components } from '../../../sdk/typescript/src/generated/openapi.ts';

type Schemas = components['schemas'];

/** A named schema of the API, e.g. `Api<'Site'>`. */
export type Api<Name extends keyof Schemas> = Schemas[Name];
