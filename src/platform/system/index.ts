/**
 * The routes every deployment answers without a key: liveness, readiness and the OpenAPI document;
 * and the readiness checks the composition root fills.
 */
export { health } from './health.ts';
export { openapi } from './openapi.ts';
export {
  type CheckName,
  type CheckResult,
  createReadiness,
  type Readiness,
  type ReadinessCheck,
} from './readiness.ts';
export { ready } from './ready.ts';
export { probeStore } from './store-probe.ts';
