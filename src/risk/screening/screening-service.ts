/**
 * Wallet and transaction screening (API.md §5): the labels an address carries itself
 * (`ownership`), those of its counterparties in the transfers Vigil holds (`direct`), and those
 * further out up to a hop limit (`indirect`), scored by `risk-model.ts`. Everything a screening
 * reads is in memory (the label index, the transfer graph, the clusters), so it answers in
 * microseconds; the audit record of each screening is written in batches after the answer.
 */
import type { Static } from 'typebox';
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { CHAINS, type ChainName, readAddress, readChain, readTxHash } from '../chains/index.ts';
import type { TransferGraph } from '../exposure/index.ts';
import { type ExposureMethod, traceExposure } from '../exposure/index.ts';
import type { LabelHit, LabelIndex } from '../lists/index.ts';
import type { AuditLog } from './audit-log.ts';
import { combineScores, type Exposure, matchScore, riskCategory } from './risk-model.ts';
import type {
  ScreeningMatchSchema,
  ScreeningResultSchema,
  TransactionScreeningSchema,
} from './routes/screening-schemas.ts';

/** A result with its chain read as the canonical name (the schemas say `string`). */
type OnChain<T extends { chain: string }> = Omit<T, 'chain'> & { chain: ChainName };

/** One label a screening matched, as the API shows it. */
export type ScreeningMatch = Static<typeof ScreeningMatchSchema>;

/**
 * Labels across co-spend entities (the transfers module's clusters, wired by the composition root):
 * the other labelled addresses of an address's entity, and a test of that for tracing.
 */
export interface EntityPeers {
  labelledPeers(
    workspaceId: string,
    chain: ChainName,
    address: string,
  ): { entity: string; addresses: string[] } | undefined;
  peerTest(workspaceId: string, chain: ChainName): ((address: string) => boolean) | undefined;
}

/** What screening found for one address: the API's result, with its chain read as the canonical name. */
export type WalletScreening = OnChain<Static<typeof ScreeningResultSchema>>;

export interface ScreeningOptions {
  exposure_method?: ExposureMethod | undefined;
  max_hops?: number | undefined;
}

export interface Caller {
  workspaceId: string;
  keyId: string | null;
}

export interface TransactionInput extends ScreeningOptions {
  chain: string;
  tx_hash?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  amount?: number | undefined;
  asset?: string | undefined;
  inputs?: readonly { address: string; amount: number }[] | undefined;
  outputs?: readonly { address: string; amount: number }[] | undefined;
}

export type PartyRole = 'from' | 'to' | 'input' | 'output';

export type TransactionScreening = OnChain<Static<typeof TransactionScreeningSchema>>;

export type CounterpartyScreening = TransactionScreening['counterparties'][number];

/** The stored transfers of one transaction (the transfers module's), for a screened one Vigil knows. */
export type TransferLookup = (
  chain: ChainName,
  txHash: string,
) => Promise<readonly { id: string; from: string; to: string }[]>;

/**
 * A screening as answered: the result, and the JSON it is sent as, which is also what its audit
 * record keeps (serialised once, for both).
 */
export interface Answered<T> {
  result: T;
  json: string;
}

export interface ScreeningService {
  screenWallet(
    caller: Caller,
    input: { chain: string; address: string } & ScreeningOptions,
  ): Answered<WalletScreening & { id: string; screened_at: string }>;
  /**
   * Every party of a transfer screened as a wallet; the transfer's own result is its riskiest
   * party's (the address, score, band and cluster), with every party's matches.
   */
  screenTransaction(caller: Caller, input: TransactionInput): Promise<Answered<TransactionScreening>>;
  /** The screening of one address already read, without its own audit record. */
  assess(workspaceId: string, chain: ChainName, address: string, options: ScreeningOptions): WalletScreening;
}

export function createScreeningService(deps: {
  clock: Clock;
  index: LabelIndex;
  graph: TransferGraph;
  entityOf(chain: ChainName, address: string): string;
  /** Labels across co-spend entities; without it, a label counts for its own address only. */
  entityLabels?: EntityPeers | undefined;
  /** The stored transfers of a transaction; without it, a screened transaction names none. */
  transfersOf?: TransferLookup | undefined;
  audit: AuditLog;
  defaults: { maxHops: number; method: ExposureMethod };
}): ScreeningService {
  const { clock, index, graph, audit, defaults } = deps;

  function matchOf(
    hit: LabelHit,
    exposure: Exposure,
    hops: number,
    address: string,
    direction: ScreeningMatch['direction'] = null,
    share = 1,
    viaEntity?: ScreeningMatch['via_entity'],
  ): ScreeningMatch {
    const match: ScreeningMatch = {
      label: hit.label,
      category: hit.category,
      source: hit.source,
      list_version: hit.list_version,
      confidence: hit.confidence,
      exposure,
      hops,
      address,
      direction,
      share,
    };
    if (hit.programs) match.programs = hit.programs;
    if (hit.listed_on) match.listed_on = hit.listed_on;
    if (viaEntity) match.via_entity = viaEntity;
    return match;
  }

  /** The matches of an address reached (or screened): its own labels, then those of its entity's other addresses. */
  function matchesOf(
    workspaceId: string,
    chain: ChainName,
    address: string,
    into: ScreeningMatch[],
    exposure: Exposure,
    hops: number,
    direction: ScreeningMatch['direction'] = null,
    share = 1,
  ): void {
    for (const hit of index.lookup(workspaceId, chain, address)) {
      into.push(matchOf(hit, exposure, hops, address, direction, share));
    }
    const peers = deps.entityLabels?.labelledPeers(workspaceId, chain, address);
    for (const peer of peers?.addresses ?? []) {
      const via = { id: peers?.entity ?? '', address: peer };
      for (const hit of index.lookup(workspaceId, chain, peer)) {
        into.push(matchOf(hit, exposure, hops, address, direction, share, via));
      }
    }
  }

  function assess(
    workspaceId: string,
    chain: ChainName,
    address: string,
    options: ScreeningOptions,
  ): WalletScreening {
    const matches: ScreeningMatch[] = [];
    matchesOf(workspaceId, chain, address, matches, 'ownership', 0);
    const labels = index.labelTest(workspaceId, chain);
    const peers = deps.entityLabels?.peerTest(workspaceId, chain);
    const traced = traceExposure(graph, chain, address, peers ? { ...labels, peers } : labels, {
      maxHops: options.max_hops ?? defaults.maxHops,
      method: options.exposure_method ?? defaults.method,
    });
    for (const found of traced) {
      const exposure = found.hops === 1 ? 'direct' : 'indirect';
      matchesOf(
        workspaceId,
        chain,
        found.address,
        matches,
        exposure,
        found.hops,
        found.direction,
        found.share,
      );
    }
    // A sanctions hit is a list naming the address itself; a listed address of its entity scores as
    // much (the same owner) but is told apart by `via_entity`.
    const sanctionsHit = matches.some(
      (m) => m.exposure === 'ownership' && m.category === 'sanctioned' && m.via_entity === undefined,
    );
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
      entity_cluster: deps.entityOf(chain, address),
      matches,
    };
  }

  function partiesOf(chain: ChainName, input: TransactionInput) {
    const parties: { role: PartyRole; address: string; amount: number | null }[] = [];
    const one = (role: 'from' | 'to', value: string | undefined) => {
      if (value !== undefined)
        parties.push({ role, address: readAddress(chain, value, `/${role}`), amount: input.amount ?? null });
    };
    one('from', input.from);
    one('to', input.to);
    for (const [role, list] of [
      ['input', input.inputs],
      ['output', input.outputs],
    ] as const) {
      list?.forEach((party, i) => {
        parties.push({
          role,
          address: readAddress(chain, party.address, `/${role}s/${i}/address`),
          amount: party.amount,
        });
      });
    }
    if (parties.length === 0) {
      throw invalidField(
        '/to',
        'is missing, and so is every other party: give from and/or to, or inputs and/or outputs on a UTXO chain',
      );
    }
    if ((input.inputs !== undefined || input.outputs !== undefined) && CHAINS[chain].family !== 'utxo') {
      throw invalidField(
        input.inputs !== undefined ? '/inputs' : '/outputs',
        `is for UTXO chains; ${chain} uses from and to`,
      );
    }
    return parties;
  }

  return {
    async screenTransaction(caller, input) {
      const chain = readChain(input.chain);
      const txHash = input.tx_hash === undefined ? undefined : readTxHash(chain, input.tx_hash);
      const parties = partiesOf(chain, input);
      // A transaction Vigil holds already (sent before, or being looked into) names its transfers.
      const stored =
        txHash === undefined || deps.transfersOf === undefined ? [] : await deps.transfersOf(chain, txHash);
      const idsOf = (party: { role: PartyRole; address: string }) =>
        stored
          .filter((s) => (party.role === 'from' || party.role === 'input' ? s.from : s.to) === party.address)
          .map((s) => s.id);
      // One screening per distinct address: a change output back to an input is the same wallet.
      const byAddress = new Map<string, WalletScreening>();
      const counterparties = parties.map((party): CounterpartyScreening => {
        let result = byAddress.get(party.address);
        if (result === undefined) {
          result = assess(caller.workspaceId, chain, party.address, input);
          byAddress.set(party.address, result);
        }
        const { chain: _chain, ...rest } = result;
        return { role: party.role, amount: party.amount, transfer_ids: idsOf(party), ...rest };
      });
      const riskiest = [...byAddress.values()].reduce((a, b) => (b.risk_score > a.risk_score ? b : a));
      const matches = [...byAddress.values()].flatMap((r) => r.matches);
      const screenedAt = clock.now();
      const id = newId('screenedTransaction');
      const result: TransactionScreening = {
        id,
        ...riskiest,
        sanctions_hit: [...byAddress.values()].some((r) => r.sanctions_hit),
        matched_labels: [...new Set(matches.map((m) => m.label))],
        matches,
        tx_hash: txHash ?? null,
        amount: input.amount ?? null,
        asset: input.asset ?? null,
        transfer_ids: stored.map((s) => s.id),
        counterparties,
        screened_at: toRfc3339(screenedAt),
      };
      const json = JSON.stringify(result);
      audit.record({
        id,
        workspace_id: caller.workspaceId,
        key_id: caller.keyId,
        kind: 'transaction',
        chain,
        subject: txHash ?? parties.map((p) => p.address).join(' → '),
        request: JSON.stringify(input),
        result: json,
        risk_score: result.risk_score,
        list_versions: index.versionsJson(),
        screened_at: screenedAt,
      });
      return { result, json };
    },

    screenWallet(caller, input) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const result = assess(caller.workspaceId, chain, address, input);
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
