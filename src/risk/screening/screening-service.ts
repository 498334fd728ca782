import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
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
  type ChainRead,
  coverageOf,
  matchOf,
  type ScreeningMatch,
  sanctionsHitOf,
  withChainRead,
  withTrace,
} from './screening-matches.ts';

import type {
  Answered,
  Caller,
  ChainReads,
  EntityPeers,
  ScreeningOptions,
  WalletScreening,
} from './screening-types.ts';

export type { ScreeningMatch } from './screening-matches.ts';
export type { Answered, Caller, EntityPeers, ScreeningOptions, WalletScreening } from './screening-types.ts';

export interface ScreeningService {
  /**
   * `chainRead`: how much of the address's history Vigil has read from the chain (on a chain with a
   * source); the answer shows it in `coverage`, and a history not read in full is a limit.
   */
  screenWallet(
    caller: Caller,
    input: { chain: string; address: string } & ScreeningOptions,
    chainRead?: ChainRead,
  ): Answered<WalletScreening & { id: string; screened_at: string }>;
  /**
   * Every party of a transfer screened as a wallet; the transfer's own result is its riskiest
   * party's (the address, score, band and cluster), with every party's matches. A transaction
   * Vigil holds is screened as stored.
   */
  screenTransaction(caller: Caller, input: TransactionInput): Promise<Answered<TransactionScreening>>;
  /**
   * On a chain Vigil reads itself: asks for the address's history to be read (a job, never within
   * the request) and says how much of it is; undefined on a chain without a source.
   */
  chainRead(input: { chain: string; address: string } & ScreeningOptions): Promise<ChainRead | undefined>;
  /** The screening of one address already read, without its own audit record. */
  assess(workspaceId: string, chain: ChainName, address: string, options: ScreeningOptions): WalletScreening;
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
  defaults: { maxHops: number; method: ExposureMethod };
  /** The chain reader (wired by the composition root); without it, nothing is read from chains. */
  chainReads?: ChainReads | undefined;
}): ScreeningService {
  const { clock, index, audit, defaults } = deps;

  /** The matches of an address reached (or screened): its own labels, then those of its entity's other addresses. */
  function matchesOf(
    workspaceId: string,
    chain: ChainName,
    address: string,
    exposure: ScreeningMatch['exposure'],
  ): ScreeningMatch[] {
    const found = index.lookup(workspaceId, chain, address).map((hit) => matchOf(hit, exposure, address));
    const peers = deps.entityLabels?.labelledPeers(workspaceId, chain, address);
    for (const peer of peers?.addresses ?? []) {
      const via = { id: peers?.entity ?? '', address: peer };
      for (const hit of index.lookup(workspaceId, chain, peer))
        found.push(matchOf(hit, exposure, address, via));
    }
    return found;
  }

  function assess(
    workspaceId: string,
    chain: ChainName,
    address: string,
    options: ScreeningOptions,
  ): WalletScreening {
    const matches = matchesOf(workspaceId, chain, address, 'ownership');
    const labels = index.labelTest(workspaceId, chain);
    const peers = deps.entityLabels?.peerTest(workspaceId, chain);
    const trace = traceExposure(deps.graph(), chain, address, peers ? { ...labels, peers } : labels, {
      maxHops: options.max_hops ?? defaults.maxHops,
      method: options.exposure_method ?? defaults.method,
      owners: deps.owners(workspaceId),
    });
    for (const found of trace.found) {
      const exposure = found.hops === 1 ? 'direct' : 'indirect';
      for (const match of matchesOf(workspaceId, chain, found.address, exposure)) {
        matches.push(withTrace(match, found, trace.walletUsd[found.direction]));
      }
    }
    const sanctionsHit = sanctionsHitOf(matches);
    const score = sanctionsHit
      ? 100
      : combineScores(matches.map((m) => matchScore(m.category, m.confidence, m.exposure, m.share, m.hops)));
    const order = { ownership: 0, direct: 1, indirect: 2 } as const;
    matches.sort((a, b) => order[a.exposure] - order[b.exposure] || a.hops - b.hops || b.share - a.share);
    return {
      chain,
      address,
      risk_score: score,
      risk_category: sanctionsHit ? 'severe' : riskCategory(score),
      matched_labels: [...new Set(matches.map((m) => m.label))],
      sanctions_hit: sanctionsHit,
      entity_cluster: deps.entityOf(workspaceId, chain, address),
      matches,
      coverage: coverageOf(
        trace.coverage,
        matches.some((m) => m.exposure === 'ownership'),
      ),
    };
  }

  return {
    chainRead(input) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      return (
        deps.chainReads?.request(chain, address, input.max_hops ?? defaults.maxHops) ??
        Promise.resolve(undefined)
      );
    },

    async screenTransaction(caller, input) {
      const result = await screenTransactionOf(caller, input, {
        assess: (chain, address) => assess(caller.workspaceId, chain, address, input),
        stored: deps.storedTransaction,
        now: clock.now(),
      });
      const json = JSON.stringify(result);
      audit.record({
        id: result.id,
        workspace_id: caller.workspaceId,
        key_id: caller.keyId,
        kind: 'transaction',
        chain: result.chain,
        subject: result.tx_hash ?? result.counterparties.map((p) => p.address).join(' → '),
        request: JSON.stringify(input),
        result: json,
        risk_score: result.risk_score,
        list_versions: index.versionsJson(),
        screened_at: Date.parse(result.screened_at),
      });
      return { result, json };
    },

    screenWallet(caller, input, chainRead) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const result = assess(caller.workspaceId, chain, address, input);
      if (chainRead !== undefined) withChainRead(result.coverage, chainRead);
      const screenedAt = clock.now();
      const answer = { id: newId('screening'), ...result, screened_at: toRfc3339(screenedAt) };
      const json = JSON.stringify(answer);
      audit.record({
        id: answer.id,
        workspace_id: caller.workspaceId,
        key_id: caller.keyId,
        kind: 'wallet',
        chain,
        subject: address,
        request: JSON.stringify(input),
        result: json,
        risk_score: result.risk_score,
        list_versions: index.versionsJson(),
        screened_at: screenedAt,
      });
      return { result: answer, json };
    },
    assess,
  };
}
