/**
 * The Vigil client: one object whose groups hold one method per API operation, e.g.
 * `vigil.screening.wallet(...)` for `screenWallet`. `OPERATION_METHODS` maps every operationId of
 * the API to its method, so a new operation fails the typecheck until it has one.
 */
import { Core, type VigilOptions } from './core.ts';
import {
  alertsResource,
  assetsResource,
  casesResource,
  detectionsResource,
  ingestResource,
  portsResource,
  reportsResource,
  sitesResource,
} from './resources/geo.ts';
import { groupsResource } from './resources/groups.ts';
import { keysResource, oauthResource, systemResource, webhooksResource } from './resources/platform.ts';
import {
  agentsResource,
  complianceResource,
  entitiesResource,
  eventsResource,
  holdsResource,
  labelsResource,
  ownWalletsResource,
  riskPolicyResource,
  screeningResource,
  threatsResource,
  watchesResource,
} from './resources/risk.ts';
import type { OperationId } from './types.ts';

export class Vigil {
  readonly system;
  readonly keys;
  readonly oauth;
  readonly webhooks;
  readonly sites;
  readonly ports;
  readonly groups;
  readonly detections;
  readonly alerts;
  readonly cases;
  readonly reports;
  readonly assets;
  readonly ingest;
  readonly screening;
  readonly entities;
  readonly labels;
  readonly watches;
  readonly ownWallets;
  readonly riskPolicy;
  readonly events;
  readonly agents;
  readonly holds;
  readonly threats;
  readonly compliance;

  constructor(options: VigilOptions) {
    const core = new Core(options);
    this.system = systemResource(core);
    this.keys = keysResource(core);
    this.oauth = oauthResource(core);
    this.webhooks = webhooksResource(core);
    this.sites = sitesResource(core);
    this.ports = portsResource(core);
    this.groups = groupsResource(core);
    this.detections = detectionsResource(core);
    this.alerts = alertsResource(core);
    this.cases = casesResource(core);
    this.reports = reportsResource(core);
    this.assets = assetsResource(core);
    this.ingest = ingestResource(core);
    this.screening = screeningResource(core);
    this.entities = entitiesResource(core);
    this.labels = labelsResource(core);
    this.watches = watchesResource(core);
    this.ownWallets = ownWalletsResource(core);
    this.riskPolicy = riskPolicyResource(core);
    this.events = eventsResource(core);
    this.agents = agentsResource(core);
    this.holds = holdsResource(core);
    this.threats = threatsResource(core);
    this.compliance = complianceResource(core);
  }
}

/** Every operation of the API and the method that calls it (`group.method`). */
export const OPERATION_METHODS: Record<OperationId, string> = {
  getHealth: 'system.health',
  getReadiness: 'system.ready',
  getOpenApi: 'system.openapi',
  listSigningKeys: 'system.signingKeys',
  listKeys: 'keys.list',
  createKey: 'keys.create',
  getOwnKey: 'keys.self',
  getKey: 'keys.get',
  rotateKey: 'keys.rotate',
  revokeKey: 'keys.revoke',
  listOAuthClients: 'oauth.listClients',
  createOAuthClient: 'oauth.createClient',
  getOAuthClient: 'oauth.getClient',
  deleteOAuthClient: 'oauth.deleteClient',
  issueOAuthToken: 'oauth.token',
  listWebhooks: 'webhooks.list',
  createWebhook: 'webhooks.create',
  getWebhook: 'webhooks.get',
  updateWebhook: 'webhooks.update',
  deleteWebhook: 'webhooks.delete',
  rotateWebhookSecret: 'webhooks.rotateSecret',
  sendWebhookTestEvent: 'webhooks.sendTestEvent',
  listWebhookDeliveries: 'webhooks.listDeliveries',
  getWebhookDelivery: 'webhooks.getDelivery',
  retryWebhookDelivery: 'webhooks.retryDelivery',
  listSites: 'sites.list',
  createSite: 'sites.create',
  getSite: 'sites.get',
  updateSite: 'sites.update',
  deleteSite: 'sites.delete',
  listPorts: 'ports.list',
  createPort: 'ports.create',
  getPort: 'ports.get',
  deletePort: 'ports.delete',
  createSiteScan: 'sites.scan',
  listSiteScans: 'sites.listScans',
  getSiteImageryTuning: 'sites.imageryTuning',
  listSiteImageryTuningChanges: 'sites.imageryTuningChanges',
  listDetections: 'detections.list',
  createDetection: 'detections.create',
  getDetection: 'detections.get',
  giveDetectionFeedback: 'detections.giveFeedback',
  getDetectionChip: 'detections.getChip',
  listAlerts: 'alerts.list',
  createAlert: 'alerts.create',
  getAlert: 'alerts.get',
  updateAlert: 'alerts.update',
  deleteAlert: 'alerts.delete',
  listCases: 'cases.list',
  createCase: 'cases.create',
  getCase: 'cases.get',
  updateCase: 'cases.update',
  addCaseItem: 'cases.addItem',
  removeCaseItem: 'cases.removeItem',
  listReports: 'reports.list',
  createReport: 'reports.create',
  getReport: 'reports.get',
  getReportPdf: 'reports.getPdf',
  getReportGeojson: 'reports.getGeojson',
  searchAssets: 'assets.search',
  listAssetPositions: 'assets.positions',
  getAsset: 'assets.get',
  followAsset: 'assets.follow',
  unfollowAsset: 'assets.unfollow',
  listFollows: 'assets.listFollows',
  listGroups: 'groups.list',
  createGroup: 'groups.create',
  getGroup: 'groups.get',
  updateGroup: 'groups.update',
  deleteGroup: 'groups.delete',
  listGroupMembers: 'groups.listMembers',
  addGroupMembers: 'groups.addMembers',
  removeGroupMembers: 'groups.removeMembers',
  followGroup: 'groups.follow',
  unfollowGroup: 'groups.unfollow',
  getAssetTrack: 'assets.getTrack',
  getAssetIdentity: 'assets.getIdentity',
  listAssetEvents: 'assets.listEvents',
  listVoyages: 'assets.listVoyages',
  listAssetsWithin: 'assets.within',
  getAssetPosition: 'assets.getPosition',
  getVesselTrack: 'assets.getVesselTrack',
  ingestNmea: 'ingest.nmea',
  ingestPositions: 'ingest.positions',
  ingestSbs: 'ingest.sbs',
  screenWallet: 'screening.wallet',
  screenTransaction: 'screening.transaction',
  screenName: 'screening.name',
  listScreenings: 'screening.list',
  getScreening: 'screening.get',
  listWatches: 'watches.list',
  createWatches: 'watches.create',
  getWatchImport: 'watches.getImport',
  deleteWatch: 'watches.delete',
  getEntityGraph: 'entities.getGraph',
  listLabels: 'labels.list',
  createLabel: 'labels.create',
  deleteLabel: 'labels.delete',
  listOwnWallets: 'ownWallets.list',
  createOwnWallet: 'ownWallets.create',
  deleteOwnWallet: 'ownWallets.delete',
  getRiskPolicy: 'riskPolicy.get',
  putRiskPolicy: 'riskPolicy.put',
  listRiskPolicyVersions: 'riskPolicy.listVersions',
  getRiskPolicyVersion: 'riskPolicy.getVersion',
  ingestEvent: 'events.ingest',
  streamEvents: 'events.stream',
  getAgentsStatus: 'agents.status',
  listHolds: 'holds.list',
  placeHold: 'holds.place',
  getHold: 'holds.get',
  releaseHold: 'holds.release',
  listThreats: 'threats.list',
  getThreat: 'threats.get',
  updateThreat: 'threats.update',
  createSarDraft: 'compliance.createSarDraft',
  getSarDraft: 'compliance.getSarDraft',
  getSarPdf: 'compliance.getSarPdf',
  getComplianceSettings: 'compliance.getSettings',
  putComplianceSettings: 'compliance.putSettings',
};
