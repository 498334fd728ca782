/**
 * A transfer as a request, a file or a chain reader gives it, checked and normalised: chain,
 * addresses and hash for their chain, amounts exact in the units of their asset, its dollar value as
 * the sender gives it, and which movement of its transaction it is (`position`), so that the same
 * movement told twice is recognised and a second, different telling of it is refused.
 *
 * Positions: on an account chain '' is the transaction's own transfer and `log:N` a token transfer
 * in the transaction's log N (`log_index`); on a UTXO chain '' is the transaction told whole
 * (`inputs` and `outputs`), `out:N` one output told with its index (`output_index`) and `to:ADDRESS`
 * one output told by its address only.
 */
import { addDecimals, type Decimal, ZERO } from '../../lib/decimal.ts';
import { invalidField } from '../../lib/errors.ts';
import {
  type AssetInfo,
  assetOf,
  CHAINS,
  type ChainName,
  readAddress,
  readAmount,
  readChain,
  readTxHash,
  readValueUsd,
} from '../chains/index.ts';
import { checkOccurredAt } from './occurred-at.ts';

/** A party of a UTXO transaction as given: an address and an amount (decimal string or number). */
export interface PartyInput {
  address: string;
  amount: unknown;
}

/** A transfer as a request gives it: an account transfer, or a UTXO transaction. */
export interface TransferInput {
  chain: string;
  tx_hash: string;
  from?: string | undefined;
  to?: string | undefined;
  /** In units of the asset: a decimal string ("1.5"), or a JSON number read as the double it is. */
  amount?: unknown;
  asset?: string | undefined;
  /** What the whole transfer was worth in US dollars, as the sender knows it. */
  value_usd?: unknown;
  /** Account chains: the log of the token transfer within its transaction. */
  log_index?: number | undefined;
  /** UTXO chains: the output `to` is, within its transaction. */
  output_index?: number | undefined;
  inputs?: readonly PartyInput[] | undefined;
  outputs?: readonly PartyInput[] | undefined;
  /** When it happened, ms; default now. */
  occurred_at?: number | undefined;
}

export interface Party {
  address: string;
  /** Exact decimal text in units of the asset. */
  amount: string;
}

/** A transfer checked and normalised. */
export interface ReadTransfer {
  chain: ChainName;
  txHash: string;
  /** Which movement of the transaction (see the header). */
  position: string;
  asset: AssetInfo;
  occurredAt: number;
  inputs: Party[];
  outputs: Party[];
  /** A UTXO transaction told whole, with its inputs and outputs. */
  whole: boolean;
  /** The sender's value in US dollars, decimal text; null when it gave none. */
  valueUsd: string | null;
}

/** The block a fact was read from. */
export interface Block {
  number: number;
  hash: string;
}

function parties(
  list: readonly PartyInput[],
  chain: ChainName,
  asset: AssetInfo,
  pointer: string,
): { parties: Party[]; total: Decimal } {
  let total = ZERO;
  const read = list.map((party, i) => {
    const amount = readAmount(chain, asset.symbol, party.amount, `${pointer}/${i}/amount`);
    total = addDecimals(total, amount.value);
    return { address: readAddress(chain, party.address, `${pointer}/${i}/address`), amount: amount.amount };
  });
  return { parties: read, total };
}

/** The movement a transfer is, within its transaction. */
function positionOf(chain: ChainName, input: TransferInput, to: string | undefined, pointer: string): string {
  const utxo = CHAINS[chain].family === 'utxo';
  if (input.log_index !== undefined) {
    if (utxo)
      throw invalidField(`${pointer}/log_index`, `is for account chains; on ${chain} give output_index`);
    return `log:${input.log_index}`;
  }
  if (input.output_index !== undefined) {
    if (!utxo)
      throw invalidField(`${pointer}/output_index`, `is for UTXO chains; on ${chain} give log_index`);
    return `out:${input.output_index}`;
  }
  return utxo && to !== undefined ? `to:${to}` : '';
}

/** Checks and normalises one transfer; problems point below `pointer` (e.g. `/data`). */
export function readTransfer(input: TransferInput, pointer: string, now: number): ReadTransfer {
  const chain = readChain(input.chain, `${pointer}/chain`);
  const occurredAt =
    input.occurred_at === undefined
      ? now
      : checkOccurredAt(input.occurred_at, now, `${pointer}/occurred_at`, true);
  const txHash = readTxHash(chain, input.tx_hash, `${pointer}/tx_hash`);
  const asset = assetOf(chain, input.asset);
  const valueUsd =
    input.value_usd === undefined || input.value_usd === null
      ? null
      : readValueUsd(input.value_usd, `${pointer}/value_usd`);
  const utxo = CHAINS[chain].family === 'utxo';
  if (utxo && (input.inputs !== undefined || input.outputs !== undefined)) {
    if (!input.inputs?.length) throw invalidField(`${pointer}/inputs`, 'needs at least one input');
    if (!input.outputs?.length) throw invalidField(`${pointer}/outputs`, 'needs at least one output');
    if (input.from !== undefined || input.to !== undefined || input.output_index !== undefined) {
      throw invalidField(
        `${pointer}/${input.from !== undefined ? 'from' : input.to !== undefined ? 'to' : 'output_index'}`,
        'is not given with inputs and outputs: a transaction is told whole, or one output at a time',
      );
    }
    const ins = parties(input.inputs, chain, asset, `${pointer}/inputs`);
    const outs = parties(input.outputs, chain, asset, `${pointer}/outputs`);
    return {
      chain,
      txHash,
      position: '',
      asset,
      occurredAt,
      inputs: ins.parties,
      outputs: outs.parties,
      whole: true,
      valueUsd,
    };
  }
  if (input.from === undefined)
    throw invalidField(`${pointer}/from`, 'is required (or inputs and outputs on a UTXO chain)');
  if (input.to === undefined)
    throw invalidField(`${pointer}/to`, 'is required (or inputs and outputs on a UTXO chain)');
  if (input.amount === undefined) throw invalidField(`${pointer}/amount`, 'is required with from and to');
  const from = readAddress(chain, input.from, `${pointer}/from`);
  const to = readAddress(chain, input.to, `${pointer}/to`);
  const amount = readAmount(chain, asset.symbol, input.amount, `${pointer}/amount`).amount;
  return {
    chain,
    txHash,
    position: positionOf(chain, input, to, pointer),
    asset,
    occurredAt,
    inputs: [{ address: from, amount }],
    outputs: [{ address: to, amount }],
    whole: false,
    valueUsd,
  };
}

/** `1.5 ETH from 0xab… to 0xcd…`, or a whole transaction's inputs and outputs, for messages. */
export function describeTransfer(
  transfer: Pick<ReadTransfer, 'inputs' | 'outputs' | 'asset' | 'whole'>,
): string {
  const { symbol } = transfer.asset;
  if (!transfer.whole) {
    const amount = transfer.outputs[0]?.amount ?? '?';
    return `${amount} ${symbol} from ${transfer.inputs[0]?.address} to ${transfer.outputs[0]?.address}`;
  }
  const list = (side: Party[]) => side.map((p) => `${p.address} (${p.amount})`).join(', ');
  return `inputs ${list(transfer.inputs)} and outputs ${list(transfer.outputs)} in ${symbol}`;
}
