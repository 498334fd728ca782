import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { timestampField } from '../../lib/schemas.ts';
import { insertInBatches } from '../../store/batches.ts';
import type { ScreeningsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import { type ChainName, readAddress, readChain } from '../chains/index.ts';
import type { TransferGraph } from '../exposure/index.ts';
import { type ExposureMethod, traceExposure } from '../exposure/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import type { AuditLog } from './audit-log.ts';
import { combineScores, matchScore, riskCategory } from './risk-model.ts';
import {
  type StoredTransactionLookup,
  screenTransactionOf,
  type TransactionInput,
  type TransactionScreening,
} from './screen-transaction.ts';
import {
  coverageOf,
  matchOf,
  type ScreeningMatch,
  sanctionsHitOf,
  withChainRead,
  withTrace,
} from './screening-matches.ts';
import {
  defaultPolicy,
  exclusionOf,
  type ScreeningPolicies,
  type ScreeningPolicy,
  weightOf,
} from './screening-policy.ts';
import type {
  Answered,
  Caller,
  ChainReads,
  EntityPeers,
  ScreeningHistory,
  ScreeningOptions,
  WalletScreening,
} from './screening-types.ts';

export type { ScreeningMatch } from './screening-matches.ts';
export type { Answered, Caller, EntityPeers, ScreeningOptions, WalletScreening } from './screening-types.ts';

export interface ScreeningService {
  /**
   * The wallet screened now, answered once its audit record is stored. On a chain Vigil reads
   * itself, the address's history is asked for (a job, never within the request) and the answer
   * says in `coverage` how much of it is read; a history not read in full is a limit.
   */
  screenWallet(
    caller: Caller,
    input: { chain: string; address: string } & ScreeningOptions,
  ): Promise<Answered<WalletScreening & { id: string; screened_at: string }>>;
  /**
   * The wallet screened as Vigil would have answered at `as_of`: the lists, labels and transfers
   * known then (the `ScreeningHistory` port), saying what could not be told as it stood then.
   */
  screenWalletAsOf(
    caller: Caller,
    input: { chain: string; address: string; as_of: string } & ScreeningOptions,
  ): Promise<Answered<WalletScreening & { id: string; screened_at: string }>>;
  /**
   * Every party of a transfer screened as a wallet; the transfer's own result is its riskiest
   * party's (the address, score, band and cluster), with every party's matches. A transaction
   * Vigil holds is screened as stored.
   */
  screenTransaction(caller: Caller, input: TransactionInput): Promise<Answered<TransactionScreening>>;
  /**
   * Records screenings Vigil made itself (a watched address screened on creation, or again when
   * something changed), in `db`'s transaction, beside what they changed: each gets its id and time.
   */
  recordMany(db: Executor, entries: readonly MadeScreening[]): Promise<{ id: string; screened_at: string }[]>;
  /** The screening of one address already read, without its own audit record, under the workspace's policy now. */
  assess(workspaceId: string, chain: ChainName, address: string, options: ScreeningOptions): WalletScreening;
  /** The workspace's risk policy now. */
  policyOf(workspaceId: string): ScreeningPolicy;
}

/** A screening Vigil made of a watched address, to record. */
export interface MadeScreening {
  workspaceId: string;
  /** The key that asked for it (a watch just created), or null for one Vigil made on a change. */
  keyId: string | null;
  result: WalletScreening;
  trigger: 'list' | 'label' | 'transfer' | 'policy' | 'chain' | 'reorg' | null;
  watchId: string;
}

/** The audit columns of a screening a caller asked for, now (not one Vigil made itself). */
const UNPROMPTED = { as_of: null, trigger: null, watch_id: null } as const;

/** What a screening reads: the labels and the transfer graph (as they stand, or as they stood). */
interface ScreeningView {
  index: Pick<LabelIndex, 'lookup' | 'labelTest'>;
  graph: TransferGraph;
  entityLabels: EntityPeers | undefined;
}

export function createScreeningService(deps: {
  clock: Clock;
  index: LabelIndex;
  /** The transfer graph as it stands (it may be rebuilt whole). */
  graph: () => TransferGraph;
  /** The owners whose transfers a workspace's screening reads: the facts and its own claims. */
  owners: (workspaceId: string) => readonly string[];
  entityOf(workspaceId: string, chain: ChainName, address: string): string;
  /** Labels across co-spend entities; without it, a label counts for its own address only. */
  entityLabels?: EntityPeers | undefined;
  /** The stored record of a transaction the workspace sees; without it, none is. */
  storedTransaction?: StoredTransactionLookup | undefined;
  audit: AuditLog;
  /** The lists, labels and transfers as they stood at a past time; without it, `as_of` is refused. */
  history?: ScreeningHistory | undefined;
  defaults: { maxHops: number; method: ExposureMethod };
  /** The chain reader (wired by the composition root); without it, nothing is read from chains. */
  chainReads?: ChainReads | undefined;
  /** Each workspace's risk policy (the policy module); without it, every one is on Vigil's defaults. */
  policies?: ScreeningPolicies | undefined;
}): ScreeningService {
  const { clock, index, audit, defaults } = deps;
  const fallback = defaultPolicy(defaults.maxHops);
  const policies: ScreeningPolicies = deps.policies ?? {
    current: () => fallback,
    at: () => Promise.resolve(fallback),
  };

  /** The matches of an address reached (or screened): its own labels, then those of its entity's other addresses. */
  function matchesOf(
    { index, entityLabels }: ScreeningView,
    workspaceId: string,
    chain: ChainName,
    address: string,
    exposure: ScreeningMatch['exposure'],
  ): ScreeningMatch[] {
    const found = index.lookup(workspaceId, chain, address).map((hit) => matchOf(hit, exposure, address));
    const peers = entityLabels?.labelledPeers(workspaceId, chain, address);
    for (const peer of peers?.addresses ?? []) {
      const via = { id: peers?.entity ?? '', address: peer };
      for (const hit of index.lookup(workspaceId, chain, peer))
        found.push(matchOf(hit, exposure, address, via));
    }
    return found;
  }

  /**
   * The screening of an address against a view of the labels and transfers (now's, or a past
   * time's), under a risk policy: its weights and bands, its hops, and the matches it keeps from
   * counting (shown apart, in `excluded_matches`).
   */
  function assessIn(
    view: ScreeningView,
    workspaceId: string,
    chain: ChainName,
    address: string,
    options: ScreeningOptions,
    policy: ScreeningPolicy,
  ): WalletScreening {
    const found = matchesOf(view, workspaceId, chain, address, 'ownership');
    const labels = view.index.labelTest(workspaceId, chain);
    const peers = view.entityLabels?.peerTest(workspaceId, chain);
    const trace = traceExposure(view.graph, chain, address, peers ? { ...labels, peers } : labels, {
      maxHops: options.max_hops ?? policy.maxHops,
      method: options.exposure_method ?? defaults.method,
      owners: deps.owners(workspaceId),
    });
    for (const reached of trace.found) {
      const exposure = reached.hops === 1 ? 'direct' : 'indirect';
      for (const match of matchesOf(view, workspaceId, chain, reached.address, exposure)) {
        found.push(withTrace(match, reached, trace.walletUsd[reached.direction]));
      }
    }
    const matches: ScreeningMatch[] = [];
    const excluded: ScreeningMatch[] = [];
    for (const match of found) {
      const why = exclusionOf(policy, chain, match);
      if (why === undefined) matches.push(match);
      else excluded.push({ ...match, excluded_by: why });
    }
    const sanctionsHit = sanctionsHitOf(matches);
    const score = sanctionsHit
      ? 100
      : combineScores(
          matches.map((m) => matchScore(weightOf(policy, m), m.confidence, m.exposure, m.share, m.hops)),
        );
    const order = { ownership: 0, direct: 1, indirect: 2 } as const;
    const byStrength = (a: ScreeningMatch, b: ScreeningMatch) =>
      order[a.exposure] - order[b.exposure] || a.hops - b.hops || b.share - a.share;
    matches.sort(byStrength);
    const result: WalletScreening = {
      chain,
      address,
      risk_score: score,
      risk_category: sanctionsHit ? 'severe' : riskCategory(score, policy.thresholds),
      matched_labels: [...new Set(matches.map((m) => m.label))],
      sanctions_hit: sanctionsHit,
      entity_cluster: deps.entityOf(workspaceId, chain, address),
      matches,
      coverage: coverageOf(
        trace.coverage,
        found.some((m) => m.exposure === 'ownership'),
      ),
      policy_version: policy.version,
    };
    if (excluded.length > 0) result.excluded_matches = excluded.sort(byStrength);
    return result;
  }

  function assess(
    workspaceId: string,
    chain: ChainName,
    address: string,
    options: ScreeningOptions,
    policy = policies.current(workspaceId),
  ): WalletScreening {
    return assessIn(
      { index, graph: deps.graph(), entityLabels: deps.entityLabels },
      workspaceId,
      chain,
      address,
      options,
      policy,
    );
  }

  /** The audit record of a wallet screening a caller asked for: now, or as of a past time. */
  function recordWallet(
    caller: Caller,
    input: object,
    screened: { id: string; result: WalletScreening; json: string },
    listVersions: string,
    screenedAt: number,
    asOf: number | null,
  ): Promise<void> {
    const { result } = screened;
    // Resolves once the record is stored: the answer is given only for a screening kept.
    return audit.record({
      ...UNPROMPTED,
      id: screened.id,
      workspace_id: caller.workspaceId,
      key_id: caller.keyId,
      kind: 'wallet',
      chain: result.chain,
      subject: result.address,
      address: result.address,
      request: JSON.stringify(input),
      result: screened.json,
      risk_score: result.risk_score,
      risk_category: result.risk_category,
      list_versions: listVersions,
      screened_at: screenedAt,
      as_of: asOf,
      policy_version: result.policy_version,
    });
  }

  return {
    async screenTransaction(caller, input) {
      // One policy for every party, even if it changes while they are screened.
      const policy = policies.current(caller.workspaceId);
      const result = await screenTransactionOf(caller, input, {
        assess: (chain, address) => assess(caller.workspaceId, chain, address, input, policy),
        stored: deps.storedTransaction,
        read: (chain, txHash) =>
          deps.chainReads?.requestTransaction(chain, txHash) ?? Promise.resolve(undefined),
        now: clock.now(),
      });
      const json = JSON.stringify(result);
      await audit.record({
        ...UNPROMPTED,
        id: result.id,
        workspace_id: caller.workspaceId,
        key_id: caller.keyId,
        kind: 'transaction',
        chain: result.chain,
        subject: result.tx_hash ?? result.counterparties.map((p) => p.address).join(' → '),
        address: result.address,
        request: JSON.stringify(input),
        result: json,
        risk_score: result.risk_score,
        risk_category: result.risk_category,
        list_versions: index.versionsJson(),
        screened_at: Date.parse(result.screened_at),
        policy_version: result.policy_version,
      });
      return { result, json };
    },

    async screenWalletAsOf(caller, input) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const screenedAt = clock.now();
      const at = timestampField(input.as_of, '/as_of');
      if (at > screenedAt) throw invalidField('/as_of', 'is in the future: give a past time (RFC 3339)');
      if (deps.history === undefined) {
        throw invalidField(
          '/as_of',
          'is not answered by this process: it has no store to read the past from',
        );
      }
      // The policy in force then: its hops bound the transfers read, as a screening then would have.
      const policy = await policies.at(caller.workspaceId, at);
      const hops = input.max_hops ?? policy.maxHops;
      const past = await deps.history.graphAt(caller.workspaceId, chain, address, hops, at);
      const labels = await deps.history.labelsAt(caller.workspaceId, chain, [address, ...past.addresses], at);
      const result = assessIn(
        // Co-spend entities are drawn from every transfer known now: not used for a past time.
        { index: labels, graph: past.graph, entityLabels: undefined },
        caller.workspaceId,
        chain,
        address,
        input,
        policy,
      );
      const gaps = ['entities', ...labels.gaps, ...(past.complete ? [] : ['transfers'])];
      const answer = {
        id: newId('screening'),
        ...result,
        as_of: toRfc3339(at),
        history_gaps: gaps,
        screened_at: toRfc3339(screenedAt),
      };
      const json = JSON.stringify(answer);
      await recordWallet(
        caller,
        input,
        { id: answer.id, result, json },
        labels.versionsJson(),
        screenedAt,
        at,
      );
      return { result: answer, json };
    },

    async screenWallet(caller, input) {
      // The chain and address are read once, and one policy serves the chain read and the screening.
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const policy = policies.current(caller.workspaceId);
      const chainRead =
        deps.chainReads === undefined
          ? undefined
          : await deps.chainReads.request(chain, address, input.max_hops ?? policy.maxHops);
      const result = assess(caller.workspaceId, chain, address, input, policy);
      if (chainRead !== undefined) withChainRead(result.coverage, chainRead);
      const screenedAt = clock.now();
      const answer = { id: newId('screening'), ...result, screened_at: toRfc3339(screenedAt) };
      const json = JSON.stringify(answer);
      await recordWallet(
        caller,
        input,
        { id: answer.id, result, json },
        index.versionsJson(),
        screenedAt,
        null,
      );
      return { result: answer, json };
    },
    async recordMany(db, entries) {
      const now = clock.now();
      const listVersions = index.versionsJson();
      const rows: ScreeningsTable[] = entries.map((entry) => {
        const answer = { id: newId('screening'), ...entry.result, screened_at: toRfc3339(now) };
        return {
          id: answer.id,
          workspace_id: entry.workspaceId,
          key_id: entry.keyId,
          kind: 'wallet',
          chain: entry.result.chain,
          subject: entry.result.address,
          address: entry.result.address,
          request: JSON.stringify({ chain: entry.result.chain, address: entry.result.address }),
          result: JSON.stringify(answer),
          risk_score: entry.result.risk_score,
          risk_category: entry.result.risk_category,
          list_versions: listVersions,
          screened_at: now,
          as_of: null,
          trigger: entry.trigger,
          watch_id: entry.watchId,
          policy_version: entry.result.policy_version,
        };
      });
      await insertInBatches(rows, (batch) => db.insertInto('screenings').values(batch).execute());
      return rows.map((row) => ({ id: row.id, screened_at: toRfc3339(now) }));
    },
    assess: (workspaceId, chain, address, options) => assess(workspaceId, chain, address, options),
    policyOf: (workspaceId) => policies.current(workspaceId),
  };
}
