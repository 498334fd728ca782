/**
 * Transaction screening reads what is stored: when Vigil holds the transaction (a fact, or a claim
 * of the asking workspace), its stored parties are the ones screened, each with what it moved, and
 * a request that names other parties or amounts is a 409 naming the stored ones. A transaction
 * Vigil does not hold is screened as the request gives it; on a chain Vigil reads itself, its read
 * is asked for (a job) and `coverage.transaction_read` says how it stands. Either way every party
 * is screened as a wallet; the transaction's result is its riskiest party's, with every party's
 * matches, and the amounts and direction say how much moved where (a speck from a listed address
 * and a fortune are both a sanctions hit; the answer tells them apart).
 */
import type { Static } from 'typebox';
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  assetOf,
  CHAINS,
  type ChainName,
  readAddress,
  readAmount,
  readChain,
  readTxHash,
  readValueUsd,
} from '../chains/index.ts';
import type { TransactionScreeningSchema } from './routes/screening-schemas.ts';
import { type TransactionRead, withTransactionRead } from './screening-matches.ts';
import type { Caller, OnChain, ScreeningOptions, WalletScreening } from './screening-types.ts';

export interface TransactionInput extends ScreeningOptions {
  chain: string;
  tx_hash?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  amount?: unknown;
  asset?: string | undefined;
  value_usd?: unknown;
  inputs?: readonly { address: string; amount: unknown }[] | undefined;
  outputs?: readonly { address: string; amount: unknown }[] | undefined;
}

/** A transaction as Vigil stores it, as the asking workspace sees it. */
export interface StoredTransaction {
  /** Its stored transfers (edges), oldest first. */
  transfers: {
    id: string;
    from: string;
    to: string;
    amount: string;
    asset: string;
    value_usd: string | null;
  }[];
  /** A UTXO transaction told whole: its inputs and outputs as told. */
  whole?: {
    inputs: { address: string; amount: string }[];
    outputs: { address: string; amount: string }[];
    asset: string;
  };
}

export type StoredTransactionLookup = (
  workspaceId: string,
  chain: ChainName,
  txHash: string,
) => Promise<StoredTransaction | undefined>;

export type PartyRole = 'from' | 'to' | 'input' | 'output';

export type TransactionScreening = OnChain<Static<typeof TransactionScreeningSchema>>;

export type CounterpartyScreening = TransactionScreening['counterparties'][number];

interface Party {
  role: PartyRole;
  address: string;
  amount: string | null;
  asset: string | null;
  value_usd: string | null;
}

/** The parties as the request gives them, read and checked. */
function requestedParties(chain: ChainName, input: TransactionInput): Party[] {
  const asset = assetOf(chain, input.asset).symbol;
  const read = (amount: unknown, pointer: string) =>
    amount === undefined ? null : readAmount(chain, asset, amount, pointer).amount;
  const value = input.value_usd === undefined ? null : readValueUsd(input.value_usd, '/value_usd');
  const parties: Party[] = [];
  for (const role of ['from', 'to'] as const) {
    const address = input[role];
    if (address !== undefined) {
      parties.push({
        role,
        address: readAddress(chain, address, `/${role}`),
        amount: read(input.amount, '/amount'),
        asset,
        value_usd: value,
      });
    }
  }
  for (const [role, list] of [
    ['input', input.inputs],
    ['output', input.outputs],
  ] as const) {
    list?.forEach((party, i) => {
      parties.push({
        role,
        address: readAddress(chain, party.address, `/${role}s/${i}/address`),
        amount: read(party.amount, `/${role}s/${i}/amount`),
        asset,
        value_usd: null,
      });
    });
  }
  if ((input.inputs !== undefined || input.outputs !== undefined) && CHAINS[chain].family !== 'utxo') {
    throw invalidField(
      input.inputs !== undefined ? '/inputs' : '/outputs',
      `is for UTXO chains; ${chain} uses from and to`,
    );
  }
  return parties;
}

/** The stored transaction's parties: a whole UTXO transaction's inputs and outputs, else each transfer's ends. */
function storedParties(stored: StoredTransaction): Party[] {
  if (stored.whole !== undefined) {
    const { asset } = stored.whole;
    return [
      ...stored.whole.inputs.map((p) => ({
        role: 'input' as const,
        address: p.address,
        amount: p.amount,
        asset,
        value_usd: null,
      })),
      ...stored.whole.outputs.map((p) => ({
        role: 'output' as const,
        address: p.address,
        amount: p.amount,
        asset,
        value_usd: null,
      })),
    ];
  }
  return stored.transfers.flatMap((t) => [
    { role: 'from' as const, address: t.from, amount: t.amount, asset: t.asset, value_usd: t.value_usd },
    { role: 'to' as const, address: t.to, amount: t.amount, asset: t.asset, value_usd: t.value_usd },
  ]);
}

/** Whether a party the request names is one the stored transaction has, with the same amount if given. */
function agrees(party: Party, stored: readonly Party[]): boolean {
  const side = party.role === 'from' || party.role === 'input' ? ['from', 'input'] : ['to', 'output'];
  return stored.some(
    (s) =>
      side.includes(s.role) &&
      s.address === party.address &&
      (party.amount === null || s.amount === party.amount) &&
      (party.asset === null || s.asset === party.asset),
  );
}

function describe(parties: readonly Party[]): string {
  const ends = (roles: string[]) =>
    parties
      .filter((p) => roles.includes(p.role))
      .map(
        (p) => `${p.address}${p.amount === null ? '' : ` (${p.amount} ${p.asset ?? ''})`.replace(' )', ')')}`,
      )
      .join(', ');
  return `from ${ends(['from', 'input'])} to ${ends(['to', 'output'])}`;
}

/** Every party's matches the policy kept from counting; none: no field. */
function excludedOf(screened: readonly WalletScreening[]): { excluded_matches?: WalletScreening['matches'] } {
  const excluded = screened.flatMap((r) => r.excluded_matches ?? []);
  return excluded.length === 0 ? {} : { excluded_matches: excluded };
}

export async function screenTransactionOf(
  caller: Caller,
  input: TransactionInput,
  deps: {
    assess(chain: ChainName, address: string): WalletScreening;
    stored: StoredTransactionLookup | undefined;
    /** Asks for a transaction not held to be read from its chain (undefined: no source for it). */
    read?: ((chain: ChainName, txHash: string) => Promise<TransactionRead | undefined>) | undefined;
    now: number;
  },
): Promise<TransactionScreening> {
  const chain = readChain(input.chain);
  const txHash = input.tx_hash === undefined ? undefined : readTxHash(chain, input.tx_hash);
  const requested = requestedParties(chain, input);
  const stored =
    txHash === undefined || deps.stored === undefined
      ? undefined
      : await deps.stored(caller.workspaceId, chain, txHash);
  let parties = requested;
  if (stored !== undefined) {
    const held = storedParties(stored);
    const disagreeing = requested.filter((party) => !agrees(party, held));
    if (disagreeing.length > 0) {
      throw new VigilError(
        'conflict',
        `Vigil holds transaction ${txHash} on ${chain} ${describe(held)}; the request names ${describe(disagreeing)}. Screen it as stored (give the tx_hash alone), or check the transaction.`,
        {
          errors: disagreeing.map((p) => ({
            pointer: `/${p.role === 'input' || p.role === 'output' ? `${p.role}s` : p.role}`,
            detail: `is not a party of the stored transaction with that amount: ${describe(held)}`,
          })),
        },
      );
    }
    parties = held;
  }
  // Not held, on a chain Vigil reads: the read of it is asked for, and the answer says so.
  const read = stored === undefined && txHash !== undefined ? await deps.read?.(chain, txHash) : undefined;
  if (parties.length === 0) {
    throw invalidField(
      '/to',
      read === undefined
        ? 'is missing, and so is every other party: give from and/or to (inputs and/or outputs on a UTXO chain), or the tx_hash of a transaction Vigil holds'
        : `is missing, and so is every other party, and Vigil does not hold transaction ${txHash} yet: its read from ${chain} is ${read.status.replace('_', ' ')} (job ${read.job_id ?? 'none'}); screen it again once read, or give its parties`,
    );
  }
  const transferIds = stored?.transfers.map((t) => t.id) ?? [];
  const idsOf = (party: Party) =>
    (stored?.transfers ?? [])
      .filter((t) => (party.role === 'from' || party.role === 'input' ? t.from : t.to) === party.address)
      .map((t) => t.id);
  // One screening per distinct address: a change output back to an input is the same wallet.
  const byAddress = new Map<string, WalletScreening>();
  const counterparties = parties.map((party): CounterpartyScreening => {
    let result = byAddress.get(party.address);
    if (result === undefined) {
      result = deps.assess(chain, party.address);
      byAddress.set(party.address, result);
    }
    const { chain: _chain, policy_version: _policy, ...rest } = result;
    return {
      role: party.role,
      amount: party.amount,
      asset: party.asset,
      value_usd: party.value_usd,
      transfer_ids: idsOf(party),
      ...rest,
    };
  });
  const screened = [...byAddress.values()];
  const riskiest = screened.reduce((a, b) => (b.risk_score > a.risk_score ? b : a));
  const matches = screened.flatMap((r) => r.matches);
  // One stored transfer (or the request's own): its amount; a transaction of several has its parties'.
  const only = stored?.transfers.length === 1 && stored.whole === undefined ? stored.transfers[0] : undefined;
  return {
    id: newId('screenedTransaction'),
    ...riskiest,
    coverage: read === undefined ? riskiest.coverage : withTransactionRead(riskiest.coverage, read),
    sanctions_hit: screened.some((r) => r.sanctions_hit),
    matched_labels: [...new Set(matches.map((m) => m.label))],
    matches,
    ...excludedOf(screened),
    tx_hash: txHash ?? null,
    amount: stored === undefined ? (requested[0]?.amount ?? null) : (only?.amount ?? null),
    asset:
      stored === undefined
        ? (requested[0]?.asset ?? null)
        : (stored.whole?.asset ?? stored.transfers[0]?.asset ?? null),
    value_usd: stored === undefined ? (requested[0]?.value_usd ?? null) : (only?.value_usd ?? null),
    parties_from: stored === undefined ? 'request' : 'stored',
    transfer_ids: transferIds,
    counterparties,
    screened_at: toRfc3339(deps.now),
  };
}
