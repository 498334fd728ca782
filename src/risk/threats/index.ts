/**
 * Threats: agents' alerts correlated by what they share, with their graph and evidence (read through
 * `EvidenceSources`), and closed or reopened.
 */

export { createCorrelator } from './correlate.ts';
export type { ThreatRow } from './correlation-plan.ts';
export { getThreat } from './routes/get-threat.ts';
export { listThreats } from './routes/list-threats.ts';
export { ThreatDetailSchema, ThreatHistoryEntrySchema, ThreatSchema } from './routes/threat-schemas.ts';
export { updateThreat } from './routes/update-threat.ts';
export { THREAT_EVENTS } from './threat-events.ts';
export type { EvidenceEvent, ThreatEvidence } from './threat-evidence.ts';
export type { ThreatGraph } from './threat-graph.ts';
export { DISPOSITIONS, type Disposition, type HistoryEntry, type ThreatChange } from './threat-history.ts';
export { createThreatsService, type ThreatsService } from './threats-service.ts';
