/**
 * The services route handlers may call, by the part of the app that provides them (platform-part.ts,
 * geo-part.ts, risk-part.ts); built once in `create-services.ts`.
 */
import type { AlertsService } from '../geo/alerts/index.ts';
import type { AssetsService } from '../geo/assets/index.ts';
import type { CasesService } from '../geo/cases/index.ts';
import type { DetectionsService } from '../geo/detections/index.ts';
import type { RoamingJudge, ZoneWatcher } from '../geo/geofencing/index.ts';
import type { GroupsService } from '../geo/groups/index.ts';
import type { AssetEventsService } from '../geo/history/index.ts';
import type { ImageryService, TuningService } from '../geo/imagery/index.ts';
import type { IngestService, SourceHealth } from '../geo/ingest/index.ts';
import type { PortsService } from '../geo/ports/index.ts';
import type { ReportsService } from '../geo/reports/index.ts';
import type { SitesService } from '../geo/sites/index.ts';
import type { TellOrder, TrackingWatcher } from '../geo/tracking/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { ChangeFeed } from '../platform/changes/index.ts';
import type { IdempotencyService } from '../platform/idempotency/index.ts';
import type { JobQueue } from '../platform/jobs/index.ts';
import type { KeysService } from '../platform/keys/index.ts';
import type { OAuthClientsService, OAuthTokensService } from '../platform/oauth/index.ts';
import type { EventStreamHub, Outbox } from '../platform/outbox/index.ts';
import type { SigningKeysService } from '../platform/signing/index.ts';
import type { Readiness } from '../platform/system/index.ts';
import type { AddressPolicy, DeliveriesService, EndpointsService } from '../platform/webhooks/index.ts';
import type { WorkspacesService } from '../platform/workspaces/index.ts';
import type { AgentRuntime, RetroactiveFindings } from '../risk/agents/index.ts';
import type { ChainReader } from '../risk/chain-reader/index.ts';
import type { EventsService } from '../risk/events/index.ts';
import type { HoldsService } from '../risk/holds/index.ts';
import type { LabelsService, NameScreening } from '../risk/lists/index.ts';
import type { OwnWalletsService } from '../risk/own-wallets/index.ts';
import type { RiskPolicyService } from '../risk/policy/index.ts';
import type { ComplianceSettingsService, SarService } from '../risk/sar/index.ts';
import type { ScreeningRecords, ScreeningService } from '../risk/screening/index.ts';
import type { ThreatsService } from '../risk/threats/index.ts';
import type { EntityGraphs, TransfersService } from '../risk/transfers/index.ts';
import type { WatchesService, WatchTriggers } from '../risk/watches/index.ts';
import type { Store } from '../store/store.ts';
import type { Events } from './event-catalogue.ts';
import type { Jobs } from './job-catalogue.ts';
import type { RiskServices } from './risk-services.ts';
import type { Watching } from './watching.ts';

/** What every part is built on. */
export interface Foundation {
  clock: Clock;
  store: Store;
}

export interface PlatformServices {
  workspaces: WorkspacesService;
  keys: KeysService;
  idempotency: IdempotencyService;
  jobs: JobQueue<Jobs>;
  /** Where every service publishes its events, in the transaction of the change. */
  outbox: Outbox<Events>;
  /** The live event streams (`GET /v1/events/stream`) open in this process, fed from the outbox. */
  eventStream: EventStreamHub;
  webhooks: {
    /** Which addresses webhooks may be sent to, for endpoints and the sender alike. */
    policy: AddressPolicy;
    endpoints: EndpointsService;
    deliveries: DeliveriesService;
  };
  /** Changes told across processes (rules, sites, follows, labels), applied by each as they come. */
  changes: ChangeFeed;
  /** OAuth 2.0 with mutual TLS: registered clients, and the access tokens issued to them. */
  oauth: { clients: OAuthClientsService; tokens: OAuthTokensService };
  /** The public keys of HSM-backed signatures, published for verifiers. */
  signingKeys: SigningKeysService;
  /** What `GET /v1/health/ready` checks; the checks are added as the parts they check start. */
  readiness: Readiness;
}

export interface GeoServices {
  assets: AssetsService;
  ingest: IngestService;
  /** Whether each source of positions (a feed, a key) still sends: `feed.silent`, `feed.resumed`. */
  sources: SourceHealth;
  /** Keeps the tracking engines in step with the rules, sites and follows of every process. */
  watching: Watching;
  /** The geofence engine fed by ingest: zone crossings for alert rules. */
  zones: ZoneWatcher;
  /** Dark watch and the track detectors (loitering, speed, and encounters unless apart), fed by the engine. */
  tracking: TrackingWatcher;
  /** With NATS: encounters, judged apart by the holder of the encounter partition. */
  encounters: TrackingWatcher | undefined;
  /** With NATS: roaming zones, judged with encounters by the holder of the encounter partition. */
  roaming: RoamingJudge | undefined;
  /** The order in which the engines' decisions and the watchers' timers' findings are written. */
  tellings: TellOrder;
  sites: SitesService;
  /** Asset groups: named sets of assets, followed as one, watched by rules. */
  groups: GroupsService;
  ports: PortsService;
  /** The behavioural events of assets the detectors recorded (`GET /v1/asset-events`). */
  assetEvents: AssetEventsService;
  /** Imagery at sites: scans started on enabling, on a timer and on demand, and their progress. */
  imagery: ImageryService;
  /** How feedback has tuned each site's imagery detection. */
  imageryTuning: TuningService;
  detections: DetectionsService;
  alerts: AlertsService;
  cases: CasesService;
  reports: ReportsService;
}

export interface RiskDomainServices {
  /** Risk screening: label index, labels, transfers, screening, and their lifecycle. */
  risk: RiskServices;
  labels: LabelsService;
  /** Names screened against every list loaded (`POST /v1/screen/name`). */
  names: NameScreening;
  screening: ScreeningService;
  chainReader: ChainReader;
  /** Past screenings, for audit (`GET /v1/screenings`). */
  screeningRecords: ScreeningRecords;
  /** Watched addresses, and their bulk imports. */
  watches: WatchesService;
  /** What makes watched addresses screened again, as passes. */
  watchTriggers: WatchTriggers;
  /** Past transfers a list published later names a party of: judged again, alerted once. */
  retroactive: RetroactiveFindings;
  transfers: TransfersService;
  /** The wallets each workspace registers as its own. */
  ownWallets: OwnWalletsService;
  /** Each workspace's risk policy (`/v1/risk-policy`). */
  riskPolicy: RiskPolicyService;
  /** Entity graphs drawn from transfers and labels. */
  entities: EntityGraphs;
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
}

export type Services = Foundation & PlatformServices & GeoServices & RiskDomainServices;
