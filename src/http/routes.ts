/**
 * The route table: every endpoint of the API, in one place. A new endpoint is added here and, if it
 * takes a key, to the security suite's list in `test/security/route-cases.ts` (a test fails until it is).
 */

import type { TSchema } from 'typebox';
import { AlertRuleSchema } from '../geo/alerts/routes/alert-schemas.ts';
import { createAlert } from '../geo/alerts/routes/create-alert.ts';
import { deleteAlert } from '../geo/alerts/routes/delete-alert.ts';
import { getAlert } from '../geo/alerts/routes/get-alert.ts';
import { listAlerts } from '../geo/alerts/routes/list-alerts.ts';
import { AssetSchema } from '../geo/assets/routes/asset-schemas.ts';
import { followAsset } from '../geo/assets/routes/follow-asset.ts';
import { getAsset } from '../geo/assets/routes/get-asset.ts';
import { getAssetTrack } from '../geo/assets/routes/get-asset-track.ts';
import { getVesselTrack } from '../geo/assets/routes/get-vessel-track.ts';
import { listAssetPositions } from '../geo/assets/routes/list-asset-positions.ts';
import { searchAssets } from '../geo/assets/routes/search-assets.ts';
import { TrackSchema } from '../geo/assets/routes/track-schemas.ts';
import { unfollowAsset } from '../geo/assets/routes/unfollow-asset.ts';
import { addCaseItem } from '../geo/cases/routes/add-case-item.ts';
import { CaseItemSchema, CaseSchema, CaseWithItemsSchema } from '../geo/cases/routes/case-schemas.ts';
import { createCase } from '../geo/cases/routes/create-case.ts';
import { getCase } from '../geo/cases/routes/get-case.ts';
import { listCases } from '../geo/cases/routes/list-cases.ts';
import { createDetection } from '../geo/detections/routes/create-detection.ts';
import { giveDetectionFeedback } from '../geo/detections/routes/detection-feedback.ts';
import { DetectionSchema, DetectionWithEvidenceSchema } from '../geo/detections/routes/detection-schemas.ts';
import { getDetection } from '../geo/detections/routes/get-detection.ts';
import { listDetections } from '../geo/detections/routes/list-detections.ts';
import { AreaSchema, GeometrySchema } from '../geo/geo-schemas.ts';
import { ingestNmea } from '../geo/ingest/routes/ingest-nmea.ts';
import { ingestPositions } from '../geo/ingest/routes/ingest-positions.ts';
import { ingestSbs } from '../geo/ingest/routes/ingest-sbs.ts';
import { IngestResultSchema } from '../geo/ingest/routes/ingest-schemas.ts';
import { ReportContent } from '../geo/reports/render/report-content.ts';
import { createReport } from '../geo/reports/routes/create-report.ts';
import { getReport } from '../geo/reports/routes/get-report.ts';
import { getReportGeojson } from '../geo/reports/routes/get-report-geojson.ts';
import { getReportPdf } from '../geo/reports/routes/get-report-pdf.ts';
import { listReports } from '../geo/reports/routes/list-reports.ts';
import { ReportSchema } from '../geo/reports/routes/report-schemas.ts';
import { createSite } from '../geo/sites/routes/create-site.ts';
import { deleteSite } from '../geo/sites/routes/delete-site.ts';
import { getSite } from '../geo/sites/routes/get-site.ts';
import { listSites } from '../geo/sites/routes/list-sites.ts';
import { SiteSchema } from '../geo/sites/routes/site-schemas.ts';
import { createKey } from '../platform/keys/routes/create-key.ts';
import { getKey } from '../platform/keys/routes/get-key.ts';
import { ApiKeySchema, ApiKeyWithSecretSchema } from '../platform/keys/routes/key-schemas.ts';
import { listKeys } from '../platform/keys/routes/list-keys.ts';
import { revokeKey } from '../platform/keys/routes/revoke-key.ts';
import { rotateKey } from '../platform/keys/routes/rotate-key.ts';
import { createOAuthClient } from '../platform/oauth/routes/create-oauth-client.ts';
import { deleteOAuthClient } from '../platform/oauth/routes/delete-oauth-client.ts';
import { getOAuthClient } from '../platform/oauth/routes/get-oauth-client.ts';
import { issueToken } from '../platform/oauth/routes/issue-token.ts';
import { listOAuthClients } from '../platform/oauth/routes/list-oauth-clients.ts';
import { OAuthClientSchema } from '../platform/oauth/routes/oauth-client-schemas.ts';
import {
  OAuthErrorSchema,
  OAuthTokenRequestSchema,
  OAuthTokenSchema,
} from '../platform/oauth/routes/token-schemas.ts';
import { streamEvents } from '../platform/outbox/stream/stream-events.ts';
import { listSigningKeys } from '../platform/signing/routes/list-signing-keys.ts';
import { SigningKeySchema } from '../platform/signing/routes/signing-key-schemas.ts';
import { health } from '../platform/system/health.ts';
import { openapi } from '../platform/system/openapi.ts';
import { createWebhook } from '../platform/webhooks/routes/create-webhook.ts';
import { deleteWebhook } from '../platform/webhooks/routes/delete-webhook.ts';
import { getDelivery } from '../platform/webhooks/routes/get-delivery.ts';
import { getWebhook } from '../platform/webhooks/routes/get-webhook.ts';
import { listDeliveries } from '../platform/webhooks/routes/list-deliveries.ts';
import { listWebhooks } from '../platform/webhooks/routes/list-webhooks.ts';
import { retryDelivery } from '../platform/webhooks/routes/retry-delivery.ts';
import { rotateWebhookSecret } from '../platform/webhooks/routes/rotate-webhook-secret.ts';
import { sendTestEvent } from '../platform/webhooks/routes/send-test-event.ts';
import { updateWebhook } from '../platform/webhooks/routes/update-webhook.ts';
import {
  WebhookDeliverySchema,
  WebhookDeliveryWithPayloadSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '../platform/webhooks/routes/webhook-schemas.ts';
import { AgentStatusSchema } from '../risk/agents/routes/agent-status-schemas.ts';
import { getAgentsStatus } from '../risk/agents/routes/get-agents-status.ts';
import {
  DepositReceivedDataSchema,
  TokenApprovalDataSchema,
  TransferObservedDataSchema,
  WithdrawalRequestedDataSchema,
} from '../risk/events/event-schemas.ts';
import { ingestEvent } from '../risk/events/routes/ingest-event.ts';
import { getHold } from '../risk/holds/routes/get-hold.ts';
import { HoldSchema, HoldWithHistorySchema } from '../risk/holds/routes/hold-schemas.ts';
import { listHolds } from '../risk/holds/routes/list-holds.ts';
import { placeHold } from '../risk/holds/routes/place-hold.ts';
import { releaseHold } from '../risk/holds/routes/release-hold.ts';
import { createLabel } from '../risk/labels/routes/create-label.ts';
import { deleteLabel } from '../risk/labels/routes/delete-label.ts';
import { LabelSchema } from '../risk/labels/routes/label-schemas.ts';
import { listLabels } from '../risk/labels/routes/list-labels.ts';
import { FilingInstitutionSchema } from '../risk/sar/compliance-settings.ts';
import { SarContent } from '../risk/sar/draft/sar-content.ts';
import { createSarDraft } from '../risk/sar/routes/create-sar-draft.ts';
import { getComplianceSettings } from '../risk/sar/routes/get-compliance-settings.ts';
import { getSarDraft } from '../risk/sar/routes/get-sar-draft.ts';
import { getSarPdf } from '../risk/sar/routes/get-sar-pdf.ts';
import { putComplianceSettings } from '../risk/sar/routes/put-compliance-settings.ts';
import { ComplianceSettingsSchema, SarDraftSchema } from '../risk/sar/routes/sar-schemas.ts';
import { SarSignatureSchema } from '../risk/sar/sar-signature.ts';
import {
  screenTransaction,
  TransactionScreeningSchema,
} from '../risk/screening/routes/screen-transaction.ts';
import { screenWallet } from '../risk/screening/routes/screen-wallet.ts';
import { WalletScreeningSchema } from '../risk/screening/routes/screening-schemas.ts';
import { getThreat } from '../risk/threats/routes/get-threat.ts';
import { listThreats } from '../risk/threats/routes/list-threats.ts';
import { ThreatDetailSchema, ThreatSchema } from '../risk/threats/routes/threat-schemas.ts';
import { updateThreat } from '../risk/threats/routes/update-threat.ts';
import { getEntityGraph } from '../risk/transfers/routes/get-entity-graph.ts';
import type { Route } from './route.ts';
import { ProblemSchema } from './schemas.ts';

export const routes: Route[] = [
  // Operations: no key needed.
  health,
  openapi,
  // Public keys of HSM-backed signatures: no key needed.
  listSigningKeys,
  // Keys.
  listKeys,
  createKey,
  getKey,
  rotateKey,
  revokeKey,
  // OAuth 2.0 with mutual TLS: the token endpoint (authenticated by the client certificate) and clients.
  issueToken,
  listOAuthClients,
  createOAuthClient,
  getOAuthClient,
  deleteOAuthClient,
  // Webhooks.
  listWebhooks,
  createWebhook,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  listDeliveries,
  getDelivery,
  retryDelivery,
  // Sites.
  listSites,
  createSite,
  getSite,
  deleteSite,
  // Detections.
  listDetections,
  createDetection,
  getDetection,
  giveDetectionFeedback,
  // Alert rules.
  listAlerts,
  createAlert,
  getAlert,
  deleteAlert,
  // Cases.
  listCases,
  createCase,
  getCase,
  addCaseItem,
  // Reports.
  listReports,
  createReport,
  getReport,
  getReportPdf,
  getReportGeojson,
  // Assets and tracks.
  searchAssets,
  listAssetPositions,
  getAsset,
  followAsset,
  unfollowAsset,
  getAssetTrack,
  getVesselTrack,
  // Ingest.
  ingestNmea,
  ingestPositions,
  ingestSbs,
  // Screening.
  screenWallet,
  screenTransaction,
  getEntityGraph,
  listLabels,
  createLabel,
  deleteLabel,
  // Events: agent events in, the workspace's events out as a live stream.
  ingestEvent,
  streamEvents,
  // Agents.
  getAgentsStatus,
  // Holds.
  listHolds,
  placeHold,
  getHold,
  releaseHold,
  // Threats.
  listThreats,
  getThreat,
  updateThreat,
  // Compliance: SAR drafts and settings.
  createSarDraft,
  getSarDraft,
  getSarPdf,
  getComplianceSettings,
  putComplianceSettings,
];

/** Schemas with a name (`$id`): OpenAPI components, referred to by routes with `ref(...)`. */
export const namedSchemas: TSchema[] = [
  ProblemSchema,
  ApiKeySchema,
  ApiKeyWithSecretSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookDeliverySchema,
  WebhookDeliveryWithPayloadSchema,
  GeometrySchema,
  AreaSchema,
  SiteSchema,
  DetectionSchema,
  DetectionWithEvidenceSchema,
  AlertRuleSchema,
  CaseSchema,
  CaseItemSchema,
  CaseWithItemsSchema,
  ReportContent,
  ReportSchema,
  AssetSchema,
  TrackSchema,
  IngestResultSchema,
  WalletScreeningSchema,
  TransactionScreeningSchema,
  LabelSchema,
  TransferObservedDataSchema,
  TokenApprovalDataSchema,
  WithdrawalRequestedDataSchema,
  DepositReceivedDataSchema,
  AgentStatusSchema,
  HoldSchema,
  HoldWithHistorySchema,
  ThreatSchema,
  ThreatDetailSchema,
  SarContent,
  SarDraftSchema,
  FilingInstitutionSchema,
  ComplianceSettingsSchema,
  OAuthClientSchema,
  OAuthTokenRequestSchema,
  OAuthTokenSchema,
  OAuthErrorSchema,
  SigningKeySchema,
  SarSignatureSchema,
];
