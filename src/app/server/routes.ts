/**
 * The route table: every endpoint of the API, in one place. A new endpoint is added here and, if it
 * takes a key, to the security suite's list in `test/app/server/security/route-cases.ts` (a test fails until it is).
 */

import type { TSchema } from 'typebox';
import {
  AlertRuleSchema,
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  updateAlert,
} from '../../geo/alerts/index.ts';
import {
  AssetPositionSchema,
  AssetSchema,
  AssetWithinSchema,
  assetsWithin,
  FollowSchema,
  followAsset,
  getAsset,
  getAssetIdentity,
  getAssetPosition,
  getAssetTrack,
  getVesselTrack,
  IdentityHistorySchema,
  listAssetPositions,
  listFollows,
  searchAssets,
  TrackSchema,
  unfollowAsset,
} from '../../geo/assets/index.ts';
import {
  addCaseItem,
  CaseItemSchema,
  CaseSchema,
  CaseWithItemsSchema,
  createCase,
  getCase,
  listCases,
  removeCaseItem,
  updateCase,
} from '../../geo/cases/index.ts';
import {
  createDetection,
  DetectionSchema,
  DetectionWithEvidenceSchema,
  getDetection,
  getDetectionChip,
  giveDetectionFeedback,
  listDetections,
} from '../../geo/detections/index.ts';
import { AreaSchema, GeometrySchema } from '../../geo/geometry/index.ts';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  followGroup,
  GroupMemberSchema,
  GroupMembersReportSchema,
  GroupSchema,
  getGroup,
  listGroupMembers,
  listGroups,
  removeGroupMembers,
  unfollowGroup,
  updateGroup,
} from '../../geo/groups/index.ts';
import { AssetEventSchema, listAssetEvents, listVoyages, VoyageSchema } from '../../geo/history/index.ts';
import {
  createScan,
  getImageryTuning,
  ImageryTuningSchema,
  listImageryTuningChanges,
  listScans,
  ScanSchema,
  TuningChangeSchema,
} from '../../geo/imagery/index.ts';
import { IngestResultSchema, ingestNmea, ingestPositions, ingestSbs } from '../../geo/ingest/index.ts';
import { createPort, deletePort, getPort, listPorts, PortSchema } from '../../geo/ports/index.ts';
import {
  createReport,
  getReport,
  getReportGeojson,
  getReportPdf,
  listReports,
  ReportContent,
  ReportSchema,
} from '../../geo/reports/index.ts';
import { createSite, deleteSite, getSite, listSites, SiteSchema, updateSite } from '../../geo/sites/index.ts';
import { ProblemSchema } from '../../http/problem-schema.ts';
import type { Route } from '../../http/route.ts';
import {
  ApiKeySchema,
  ApiKeyWithSecretSchema,
  createKey,
  getKey,
  getOwnKey,
  listKeys,
  OwnKeySchema,
  revokeKey,
  rotateKey,
} from '../../platform/keys/index.ts';
import {
  createOAuthClient,
  deleteOAuthClient,
  getOAuthClient,
  issueToken,
  listOAuthClients,
  OAuthClientSchema,
  OAuthErrorSchema,
  OAuthTokenRequestSchema,
  OAuthTokenSchema,
} from '../../platform/oauth/index.ts';
import { streamEvents } from '../../platform/outbox/index.ts';
import { listSigningKeys, SigningKeySchema } from '../../platform/signing/index.ts';
import { health, openapi, ready } from '../../platform/system/index.ts';
import {
  createWebhook,
  deleteWebhook,
  getDelivery,
  getWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  WebhookDeliverySchema,
  WebhookDeliveryWithPayloadSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '../../platform/webhooks/index.ts';
import { AgentStatusSchema, getAgentsStatus } from '../../risk/agents/index.ts';
import {
  DepositReceivedDataSchema,
  ingestEvent,
  TokenApprovalDataSchema,
  TransferObservedDataSchema,
  WithdrawalRequestedDataSchema,
} from '../../risk/events/index.ts';
import {
  getHold,
  HoldSchema,
  HoldWithHistorySchema,
  listHolds,
  placeHold,
  releaseHold,
} from '../../risk/holds/index.ts';
import {
  createLabel,
  deleteLabel,
  LabelSchema,
  listLabels,
  NameScreeningSchema,
  screenName,
} from '../../risk/lists/index.ts';
import {
  createOwnWallet,
  deleteOwnWallet,
  listOwnWallets,
  OwnWalletSchema,
} from '../../risk/own-wallets/index.ts';
import {
  getRiskPolicy,
  getRiskPolicyVersion,
  listRiskPolicyVersions,
  putRiskPolicy,
  RiskPolicyInputSchema,
  RiskPolicySchema,
} from '../../risk/policy/index.ts';
import {
  ComplianceSettingsSchema,
  createSarDraft,
  FilingInstitutionSchema,
  getComplianceSettings,
  getSarDraft,
  getSarPdf,
  putComplianceSettings,
  SarContent,
  SarDraftSchema,
  SarSignatureSchema,
} from '../../risk/sar/index.ts';
import {
  getScreening,
  listScreenings,
  ScreeningMatchSchema,
  ScreeningRecordSchema,
  ScreeningSummarySchema,
  screenTransaction,
  screenWallet,
  TransactionScreeningSchema,
  WalletScreeningSchema,
} from '../../risk/screening/index.ts';
import {
  getThreat,
  listThreats,
  ThreatDetailSchema,
  ThreatHistoryEntrySchema,
  ThreatSchema,
  updateThreat,
} from '../../risk/threats/index.ts';
import { getEntityGraph } from '../../risk/transfers/index.ts';
import {
  createWatches,
  deleteWatch,
  getWatchImport,
  listWatches,
  WatchImportSchema,
  WatchInput,
  WatchSchema,
} from '../../risk/watches/index.ts';
import { EVENTS } from '../event-catalogue.ts';
import type { Services } from '../services.ts';

/** What an engine-only process (`VIGIL_ROLE=engine`) serves: its health, for the orchestrator. */
export const engineRoutes: Route<Services>[] = [health, ready];

export const routes: Route<Services>[] = [
  // Operations: no key needed.
  health,
  ready,
  openapi,
  // Public keys of HSM-backed signatures: no key needed.
  listSigningKeys,
  // Keys.
  listKeys,
  createKey,
  getOwnKey,
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
  createWebhook(EVENTS),
  getWebhook,
  updateWebhook(EVENTS),
  deleteWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  listDeliveries(EVENTS),
  getDelivery,
  retryDelivery,
  // Sites.
  listSites,
  createSite,
  getSite,
  updateSite,
  deleteSite,
  // Ports.
  listPorts,
  createPort,
  getPort,
  deletePort,
  // The behavioural events of assets.
  listAssetEvents,
  listVoyages,
  // Imagery at sites: scans, and how feedback has tuned them.
  createScan,
  listScans,
  getImageryTuning,
  listImageryTuningChanges,
  // Detections.
  listDetections,
  createDetection,
  getDetection,
  getDetectionChip,
  giveDetectionFeedback,
  // Alert rules.
  listAlerts,
  createAlert,
  getAlert,
  updateAlert,
  deleteAlert,
  // Cases.
  listCases,
  createCase,
  getCase,
  updateCase,
  addCaseItem,
  removeCaseItem,
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
  listFollows,
  // Asset groups.
  listGroups,
  createGroup,
  getGroup,
  updateGroup,
  deleteGroup,
  listGroupMembers,
  addGroupMembers,
  removeGroupMembers,
  followGroup,
  unfollowGroup,
  getAssetTrack,
  getVesselTrack,
  getAssetIdentity,
  getAssetPosition,
  assetsWithin,
  // Ingest.
  ingestNmea,
  ingestPositions,
  ingestSbs,
  // Screening.
  screenWallet,
  screenTransaction,
  screenName,
  listScreenings,
  getScreening,
  listWatches,
  createWatches,
  getWatchImport,
  deleteWatch,
  getEntityGraph,
  listLabels,
  createLabel,
  deleteLabel,
  listOwnWallets,
  createOwnWallet,
  deleteOwnWallet,
  getRiskPolicy,
  putRiskPolicy,
  listRiskPolicyVersions,
  getRiskPolicyVersion,
  // Events: agent events in, the workspace's events out as a live stream.
  ingestEvent,
  streamEvents(EVENTS),
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
  OwnKeySchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookDeliverySchema,
  WebhookDeliveryWithPayloadSchema,
  GeometrySchema,
  AreaSchema,
  SiteSchema,
  PortSchema,
  AssetEventSchema,
  VoyageSchema,
  ScanSchema,
  ImageryTuningSchema,
  TuningChangeSchema,
  DetectionSchema,
  DetectionWithEvidenceSchema,
  AlertRuleSchema,
  CaseSchema,
  CaseItemSchema,
  CaseWithItemsSchema,
  ReportContent,
  ReportSchema,
  AssetSchema,
  FollowSchema,
  GroupSchema,
  GroupMemberSchema,
  GroupMembersReportSchema,
  TrackSchema,
  IdentityHistorySchema,
  AssetPositionSchema,
  AssetWithinSchema,
  IngestResultSchema,
  ScreeningMatchSchema,
  WalletScreeningSchema,
  TransactionScreeningSchema,
  NameScreeningSchema,
  ScreeningSummarySchema,
  ScreeningRecordSchema,
  WatchSchema,
  WatchInput,
  WatchImportSchema,
  LabelSchema,
  OwnWalletSchema,
  RiskPolicySchema,
  RiskPolicyInputSchema,
  TransferObservedDataSchema,
  TokenApprovalDataSchema,
  WithdrawalRequestedDataSchema,
  DepositReceivedDataSchema,
  AgentStatusSchema,
  HoldSchema,
  HoldWithHistorySchema,
  ThreatHistoryEntrySchema,
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
