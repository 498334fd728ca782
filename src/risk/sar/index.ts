/**
 * Suspicious-activity reports: drafts built from a threat's facts, rendered and signed as PDFs by a
 * job, and each workspace's compliance settings.
 */

export {
  type ComplianceSettingsService,
  createComplianceSettingsService,
  FilingInstitutionSchema,
} from './compliance-settings.ts';
export { SarContent } from './draft/sar-content.ts';
export { createSarDraft } from './routes/create-sar-draft.ts';
export { getComplianceSettings } from './routes/get-compliance-settings.ts';
export { getSarDraft } from './routes/get-sar-draft.ts';
export { getSarPdf } from './routes/get-sar-pdf.ts';
export { putComplianceSettings } from './routes/put-compliance-settings.ts';
export { ComplianceSettingsSchema, SarDraftSchema } from './routes/sar-schemas.ts';
export { SAR_EVENTS } from './sar-events.ts';
export { createSarJob } from './sar-job.ts';
export { SAR_JOBS } from './sar-jobs.ts';
export { createSarService, type SarService } from './sar-service.ts';
export { SarSignatureSchema } from './sar-signature.ts';
