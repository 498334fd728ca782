/** The domain services that route handlers may call; built once in `app.ts`. */
import type { AlertsService } from './geo/alerts/alerts-service.ts';
import type { AssetsService } from './geo/assets/assets-service.ts';
import type { CasesService } from './geo/cases/cases-service.ts';
import type { DetectionsService } from './geo/detections/detections-service.ts';
import type { IngestService } from './geo/ingest/ingest-service.ts';
import type { ReportsService } from './geo/reports/reports-service.ts';
import type { SitesService } from './geo/sites/sites-service.ts';
import type { TrackingWatcher } from './geo/tracking/tracking-watcher.ts';
import type { ZoneWatcher } from './geo/zones/zone-watcher.ts';
import type { Clock } from './lib/clock.ts';
import type { IdempotencyService } from './platform/idempotency/idempotency-service.ts';
import type { Jobs } from './platform/jobs/job-catalogue.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { KeysService } from './platform/keys/keys-service.ts';
import type { OAuthClientsService } from './platform/oauth/oauth-clients-service.ts';
import type { OAuthTokensService } from './platform/oauth/oauth-tokens-service.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import type { EventStreamHub } from './platform/outbox/stream/event-stream-hub.ts';
import type { SigningKeysService } from './platform/signing/signing-keys-service.ts';
import type { DeliveriesService } from './platform/webhooks/deliveries.ts';
import type { EndpointsService } from './platform/webhooks/endpoints-service.ts';
import type { WorkspacesService } from './platform/workspaces/workspaces-service.ts';
import type { AgentRuntime } from './risk/agents/agent-runtime.ts';
import type { EventsService } from './risk/events/events-service.ts';
import type { HoldsService } from './risk/holds/holds-service.ts';
import type { LabelsService } from './risk/labels/labels-service.ts';
import type { RiskServices } from './risk/risk-services.ts';
import type { ComplianceSettingsService } from './risk/sar/compliance-settings.ts';
import type { SarService } from './risk/sar/sar-service.ts';
import type { ScreeningService } from './risk/screening/screening-service.ts';
import type { ThreatsService } from './risk/threats/threats-service.ts';
import type { TransfersService } from './risk/transfers/transfers-service.ts';
import type { Store } from './store/store.ts';

export interface Services {
  clock: Clock;
  store: Store;
  workspaces: WorkspacesService;
  keys: KeysService;
  idempotency: IdempotencyService;
  jobs: JobQueue<Jobs>;
  /** Where every service publishes its events, in the transaction of the change. */
  outbox: Outbox;
  /** The live event streams (`GET /v1/events/stream`) open in this process, fed from the outbox. */
  eventStream: EventStreamHub;
  webhooks: { endpoints: EndpointsService; deliveries: DeliveriesService };
  assets: AssetsService;
  ingest: IngestService;
  /** The geofence engine fed by ingest: zone crossings for alert rules. */
  zones: ZoneWatcher;
  /** Dark watch and the track detectors (loitering, encounters, speed), fed by ingest. */
  tracking: TrackingWatcher;
  sites: SitesService;
  detections: DetectionsService;
  alerts: AlertsService;
  cases: CasesService;
  reports: ReportsService;
  /** Risk screening: label index, labels, transfers, screening, and their lifecycle. */
  risk: RiskServices;
  labels: LabelsService;
  screening: ScreeningService;
  transfers: TransfersService;
  events: EventsService;
  /** The detection agents: their runner, scheduling, recovery and status. */
  agents: AgentRuntime;
  /** Transaction holds: placed, released, expired by the worker's sweep. */
  holds: HoldsService;
  /** Threats correlated from agents' alerts: lists, graph and evidence, closing and reopening. */
  threats: ThreatsService;
  /** SAR drafts built from threats by the `sar.draft` job. */
  sar: SarService;
  /** Each workspace's compliance settings: the filing institution of its SARs. */
  compliance: ComplianceSettingsService;
  /** OAuth 2.0 with mutual TLS: registered clients, and the access tokens issued to them. */
  oauth: { clients: OAuthClientsService; tokens: OAuthTokensService };
  /** The public keys of HSM-backed signatures, published for verifiers. */
  signingKeys: SigningKeysService;
}
