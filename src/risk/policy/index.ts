/**
 * Risk policies: each workspace's own category weights, band thresholds, hops and minimum dollars
 * for indirect exposure, and allow-list, every version kept; screening reads the one in force.
 */
export { createRiskPolicyService, type PolicyChange, type RiskPolicyService } from './policy-service.ts';
export { getRiskPolicy } from './routes/get-risk-policy.ts';
export { getRiskPolicyVersion } from './routes/get-risk-policy-version.ts';
export { listRiskPolicyVersions } from './routes/list-risk-policy-versions.ts';
export { putRiskPolicy } from './routes/put-risk-policy.ts';
export { RiskPolicyInputSchema, RiskPolicySchema } from './routes/risk-policy-schemas.ts';
