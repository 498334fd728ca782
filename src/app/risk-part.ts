/**
 * The risk part: screening with its labels, lists, prices and transfers (risk-services.ts), custom
 * events and the detection agents they feed, threats correlated from the agents' alerts, holds,
 * SAR drafts and compliance settings, the chain reader, and watched addresses. It owns the agents', SAR and chain
 * backfill jobs; started, it loads what screening holds in memory, and where jobs run it expires
 * holds, recovers agent events that waited too long and follows the chains' heads.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import {
  createAgentMetrics,
  createAgentRuntime,
  createAgents,
  createAgentsJob,
  createEventHistory,
  createRetroactiveFindings,
  RECOVERY_INTERVAL_MS,
} from '../risk/agents/index.ts';
import { CHAIN_FOLLOW_INTERVAL_MS } from '../risk/chain-reader/index.ts';
import { createEventsService } from '../risk/events/index.ts';
import { createHoldsService, EXPIRY_SWEEP_INTERVAL_MS } from '../risk/holds/index.ts';
import type { NameScreening } from '../risk/lists/index.ts';
import { createComplianceSettingsService, createSarJob, createSarService } from '../risk/sar/index.ts';
import { createCorrelator, createThreatsService } from '../risk/threats/index.ts';
import { FACTS_OWNER, visibleTo } from '../risk/transfers/index.ts';
import { createRescreen, createWatchesService, createWatchTriggers } from '../risk/watches/index.ts';
import type { Part } from './part.ts';
import { createRiskServices } from './risk-services.ts';
import type { Foundation, PlatformServices, RiskDomainServices } from './services.ts';

export function createRiskPart(
  config: Config,
  { store, clock }: Foundation,
  { jobs, outbox, changes }: PlatformServices,
  logger: Logger,
  names: NameScreening,
): Part<
  RiskDomainServices,
  'agents.run' | 'sar.draft' | 'chain.backfill' | 'chain.transaction' | 'watches.import'
> {
  const risk = createRiskServices({
    store,
    clock,
    screening: config.screening,
    changes,
    jobs,
    chains: config.chains,
    names,
    logger,
  });
  // Watched addresses are screened again when a list, a label or a transfer near them changes.
  const watches = createWatchesService({
    store,
    clock,
    screening: risk.screening,
    jobs,
    follow: (db, chain, address) =>
      risk.chainReader.follow(db, chain, address, 'watch', config.screening.maxHops),
  });
  const watchTriggers = createWatchTriggers({
    rescreen: createRescreen({
      store,
      screening: risk.screening,
      outbox,
      // The agents see each change as an event (the screening_change agent acts on it).
      onChanged: (db, workspaceId, change) =>
        events
          .recordOwn(db, { workspaceId, type: 'screening.changed', occurredAt: clock.now(), data: change })
          .then(() => undefined),
    }),
    graph: () => risk.transfers.graph,
    maxHops: (workspaceId) =>
      workspaceId === undefined ? risk.riskPolicy.maxHops() : risk.screening.policyOf(workspaceId).maxHops,
    owners: visibleTo,
    facts: FACTS_OWNER,
    logger,
  });
  // Past transfers a new list names a party of raise the alert they would have raised. Every process
  // hears a list import and makes the pass; each finding is recorded once whichever gets there first.
  const retroactive = createRetroactiveFindings({
    store,
    record: (db, event) => events.recordOwn(db, event),
    logger,
  });
  risk.onChange((change) => {
    if (change.kind === 'lists') {
      watchTriggers.listsChanged();
      retroactive.listsChanged();
    } else if (change.kind === 'policy') watchTriggers.policyChanged(change.workspaceId);
    else if (change.kind === 'label')
      watchTriggers.labelChanged(change.workspaceId, change.chain, change.address);
    else watchTriggers.transfersApplied(change.owner, change.chain, change.addresses);
  });
  const agents = createAgentRuntime({
    store,
    clock,
    logger,
    jobs,
    agents: createAgents(),
    correlator: createCorrelator({ entityOf: risk.transfers.entityOf, outbox }),
    screen: (workspaceId, chain, address) => risk.screening.assess(workspaceId, chain, address, {}),
    ownWallets: (db, workspaceId) => risk.ownWallets.setOf(db, workspaceId),
    createHistory: createEventHistory,
  });
  const events = createEventsService({
    store,
    clock,
    transfers: risk.transfers,
    onStored: (db, stored) => agents.enqueue(db, stored),
  });
  const threats = createThreatsService({
    store,
    clock,
    lookups: {
      entityOf: risk.transfers.entityOf,
      labelsOf: (workspaceId, chain, address) => risk.index.lookup(workspaceId, chain, address),
      alertsByIds: (ids) => agents.alertsByIds(ids),
      eventsByIds: (workspaceId, ids) => events.byIds(workspaceId, ids),
      transfersOf: (workspaceId, transactions) => risk.transfers.idsOf(workspaceId, transactions),
      ownWallets: (workspaceId) => risk.ownWallets.setOf(store.db, workspaceId),
    },
  });
  const holds = createHoldsService({
    store,
    clock,
    outbox,
    lookups: {
      threatExists: async (workspaceId, id) => (await threats.find(workspaceId, id)) !== undefined,
      transactionOf: (workspaceId, transferId) => risk.transfers.transactionOf(workspaceId, transferId),
    },
  });
  // A reorganisation that undid transfers read from a chain: the watches near them are screened
  // again, and the alerts that rested on an undone transfer are marked, their threats told.
  risk.chainReader.onReorg(async (reorg) => {
    logger.warn(
      { chain: reorg.chain, from_block: reorg.fromBlock, undone: reorg.undone.length },
      'a chain reorganisation removed transfers read from it',
    );
    watchTriggers.chainReorganised(reorg.chain, reorg.addresses);
    if (reorg.undone.length === 0) return;
    await store.db.transaction().execute(async (tx) => {
      await threats.noteUndone(tx, await agents.markUndone(tx, reorg.chain, reorg.undone));
    });
  });
  const services: RiskDomainServices = {
    risk,
    labels: risk.labels,
    names,
    screening: risk.screening,
    chainReader: risk.chainReader,
    screeningRecords: risk.screeningRecords,
    watches,
    watchTriggers,
    retroactive,
    transfers: risk.transfers,
    ownWallets: risk.ownWallets,
    riskPolicy: risk.riskPolicy,
    entities: risk.entities,
    events,
    agents,
    holds,
    threats,
    sar: createSarService({ store, clock, jobs, threats }),
    compliance: createComplianceSettingsService({ store, clock }),
  };

  return {
    services,
    jobHandlers({ registry, signer }) {
      return {
        'agents.run': createAgentsJob({ runtime: agents, metrics: createAgentMetrics(registry, agents) }),
        'sar.draft': createSarJob({ store, clock, outbox, threats, logger, signer }),
        'chain.backfill': risk.chainReader.backfillJob,
        'chain.transaction': risk.chainReader.transactionJob,
        'watches.import': async (payload) => watches.runImport(payload.import_id),
      };
    },
    async start({ lifecycle, runsJobs }) {
      // Screening answers already given get their audit records before the store closes.
      lifecycle.started('risk screening', () => risk.close());
      // Passes over watched addresses write screenings: done before the store and the index close.
      lifecycle.started('watched addresses', () => watchTriggers.close());
      lifecycle.started('retroactive findings', () => retroactive.settle());
      await risk.start();
      if (!runsJobs) return;
      // A list imported while no process ran (or whose pass a stop cut short) is caught up here.
      retroactive.listsChanged();
      // The process that runs jobs expires holds past their `expires_at` (reads never wait for it).
      lifecycle.every('expiring holds', EXPIRY_SWEEP_INTERVAL_MS, () => holds.expireDue());
      // And it follows the chains' heads for the addresses followed (docs/chains.md).
      if (risk.chainReader.chains.length > 0) {
        lifecycle.every('following chain heads', CHAIN_FOLLOW_INTERVAL_MS, () =>
          risk.chainReader.followHeads(),
        );
      }
      // And it queues the agents' job for events that waited too long without one (a process died
      // between storing an event and queueing it), once at start and then on a timer.
      const recover = () => agents.recover();
      lifecycle.every('recovering pending agent events', RECOVERY_INTERVAL_MS, recover);
      void recover().catch((error: unknown) =>
        logger.warn({ err: error }, 'recovering pending agent events failed'),
      );
    },
  };
}
