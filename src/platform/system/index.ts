/**
 * The routes every deployment answers without a key: health and the OpenAPI document.
 */
export { health } from './health.ts';
export { openapi } from './openapi.ts';
