/** The face of src/platform/system: what other modules may use. */
export { health } from './health.ts';
export { openapi } from './openapi.ts';
