/**
 * Reading Bitcoin through an Esplora REST API (electrs, mempool.space's `/api`, Blockstream's, or
 * one a self-hoster runs beside Bitcoin Core): the same blocks-and-spans source the EVM reader is,
 * so backfill, following, reorganisations and coverage are the shared machinery's.
 *
 * - Blocks: the tip from `/blocks/tip/height`; a header from `/block-height/:h` then `/block/:hash`
 *   (its hash, as the follower compares with what it stored, and its time).
 * - Transfers: an address's confirmed history from `/address/:addr/txs/chain`, paged newest first
 *   with `/address/:addr/txs/chain/:last_seen_txid`, down to the span's first block. Each
 *   transaction is a fact told whole: its inputs (the addresses and values of the outputs they
 *   spend, `vin[].prevout`) and its outputs, in satoshis written as BTC with 8 decimals. Its inputs
 *   are what co-spend clustering joins. Inputs and outputs whose script has no address (OP_RETURN,
 *   bare multisig, P2PK) are no party; a transaction left without an input or an output that has
 *   one (a coinbase: new coins, sent by no one) moves nothing between addresses and is not stored.
 * - A transaction on its own: `/tx/:txid`.
 */
import { formatDecimal } from '../../lib/decimal.ts';
import { assetOf, normaliseAddress } from '../chains/index.ts';
import type { Party } from '../transfers/index.ts';
import type { EsploraSourceSettings } from './chain-reader-config.ts';
import type { BlockHeader, ChainFact, ChainSource, ReadWindow } from './chain-source.ts';
import {
  EsploraAnswerError,
  type EsploraOutput,
  type EsploraTransaction,
  parseJson,
  readBlock,
  readHash,
  readHeight,
  readTransaction,
  readTransactions,
} from './esplora-shapes.ts';

/**
 * The most pages of one address's history one read takes (25 transactions a page, so 100,000
 * transactions): an address beyond it (an exchange's hot wallet) is given back as `tooLong`, never
 * stored in part as if whole; the backfill fails the read of such an address and leaves such a
 * counterparty out, saying the read was cut.
 */
export const MAX_HISTORY_PAGES = 4_000;

/** Blocks one read covers: the whole chain, since a history is paged newest first whatever the span. */
const WHOLE_CHAIN = 100_000_000;

const BTC = assetOf('bitcoin', undefined);
const btc = (sats: bigint) => formatDecimal({ units: sats, scale: BTC.decimals });

/** An Esplora answer other than 200 (404 for what it has not got). */
export class EsploraStatusError extends Error {
  readonly status: number;
  constructor(status: number, path: string, body: string) {
    super(`the Esplora API answered GET ${path} with HTTP ${status}: ${body.slice(0, 200).trim()}`);
    this.name = 'EsploraStatusError';
    this.status = status;
  }
}

export function createEsploraSource(
  settings: EsploraSourceSettings,
  options: { timeoutMs?: number; maxPages?: number } = {},
): ChainSource {
  const maxPages = options.maxPages ?? MAX_HISTORY_PAGES;
  let requests = 0;
  const headers = new Map<number, BlockHeader>();
  const timeout = options.timeoutMs ?? 30_000;

  /** GET once, and once more after a network failure or a 5xx (an indexer busy catching up). */
  async function get(path: string): Promise<string> {
    let failure: Error = new Error(`GET ${path} was not tried`);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      requests += 1;
      let status: number;
      let body: string;
      try {
        const response = await fetch(`${settings.url}${path}`, { signal: AbortSignal.timeout(timeout) });
        status = response.status;
        body = await response.text();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failure = new Error(`the Esplora API at ${settings.url} did not answer GET ${path}: ${reason}`);
        continue;
      }
      if (status >= 200 && status < 300) return body;
      failure = new EsploraStatusError(status, path, body);
      if (status < 500) break;
    }
    throw failure;
  }

  /** A GET whose 404 means "not there" (Esplora answers 404 for an unknown transaction or height). */
  async function getOrMissing(path: string): Promise<string | undefined> {
    try {
      return await get(path);
    } catch (error) {
      if (error instanceof EsploraStatusError && error.status === 404) return undefined;
      throw error;
    }
  }

  async function header(number: number, fresh = false): Promise<BlockHeader> {
    const known = fresh ? undefined : headers.get(number);
    if (known !== undefined) return known;
    const atHeight = `/block-height/${number}`;
    const text = await getOrMissing(atHeight);
    if (text === undefined)
      throw new Error(`the Esplora API has no block at height ${number} (GET ${atHeight})`);
    const hash = readHash(atHeight, text);
    const path = `/block/${hash}`;
    const block = readBlock(path, parseJson(path, await get(path)));
    if (block.id !== hash || block.height !== number)
      throw new EsploraAnswerError(
        path,
        `block ${block.id} at height ${block.height}, not ${hash} at ${number}`,
      );
    const read: BlockHeader = {
      number,
      hash,
      parentHash: block.previousblockhash ?? '',
      at: block.timestamp * 1000,
    };
    if (headers.size > 10_000) headers.clear();
    headers.set(number, read);
    return read;
  }

  /**
   * The confirmed transactions of an address mined in blocks `from`..`to`, newest first; undefined
   * when they are more than `maxPages` pages hold.
   */
  async function history(
    address: string,
    from: number,
    to: number,
  ): Promise<EsploraTransaction[] | undefined> {
    const found: EsploraTransaction[] = [];
    const seen = new Set<string>();
    let last: string | undefined;
    // One more request than the limit: the empty page that ends a history of exactly `maxPages`.
    for (let page = 0; page <= maxPages; page += 1) {
      const path = `/address/${address}/txs/chain${last === undefined ? '' : `/${last}`}`;
      const txs = readTransactions(path, parseJson(path, await get(path)));
      if (txs.length === 0) return found;
      if (page === maxPages) return undefined;
      let older = false;
      for (const tx of txs) {
        if (tx.block === undefined)
          throw new EsploraAnswerError(
            path,
            `transaction ${tx.txid} without its block in a confirmed history`,
          );
        // A page that repeats one already read would page for ever: the server ignored last_seen_txid.
        if (seen.has(tx.txid))
          throw new EsploraAnswerError(path, `transaction ${tx.txid} twice: paging did not advance`);
        seen.add(tx.txid);
        if (tx.block.height < from) older = true;
        else if (tx.block.height <= to) found.push(tx);
      }
      if (older) return found;
      last = txs[txs.length - 1]?.txid;
    }
    return undefined;
  }

  function partyOf(output: EsploraOutput): Party | undefined {
    if (output.address === undefined) return undefined;
    const normalised = normaliseAddress('bitcoin', output.address);
    // An address Vigil's rules do not know (a future witness version) is no party it can screen.
    if (!normalised.ok) return undefined;
    return { address: normalised.address, amount: btc(output.value) };
  }

  function factOf(tx: EsploraTransaction): ChainFact | undefined {
    const { block } = tx;
    if (block === undefined) return undefined;
    const inputs = tx.inputs.flatMap((input) => {
      const party = input.prevout === undefined ? undefined : partyOf(input.prevout);
      return party === undefined ? [] : [party];
    });
    const outputs = tx.outputs.flatMap((output) => {
      const party = partyOf(output);
      return party === undefined ? [] : [party];
    });
    if (inputs.length === 0 || outputs.length === 0) return undefined;
    return {
      transfer: {
        chain: 'bitcoin',
        txHash: tx.txid,
        position: '',
        asset: BTC,
        occurredAt: block.time * 1000,
        inputs,
        outputs,
        whole: true,
        valueUsd: null,
      },
      block: { number: block.height, hash: block.hash },
    };
  }

  return {
    chain: 'bitcoin',
    confirmations: settings.confirmations,
    span: WHOLE_CHAIN,
    calls: () => requests,
    head: async () => readHeight('/blocks/tip/height', await get('/blocks/tip/height')),
    header,
    // Nothing moves inside a Bitcoin transaction but its inputs and outputs: nothing is missed.
    traces: () => Promise.resolve(true),
    tracesKnown: () => true,
    async locate(txHash) {
      const path = `/tx/${txHash}`;
      const text = await getOrMissing(path);
      if (text === undefined) return undefined;
      const tx = readTransaction(path, parseJson(path, text));
      if (tx.txid !== txHash) throw new EsploraAnswerError(path, `transaction ${tx.txid}`);
      if (tx.block === undefined) return { block: null, parties: [] };
      const fact = factOf(tx);
      const parties = fact === undefined ? [] : [...fact.transfer.inputs, ...fact.transfer.outputs];
      return { block: tx.block.height, parties: [...new Set(parties.map((p) => p.address))] };
    },
    async read(from, to, addresses) {
      const window: ReadWindow = { facts: [], approvals: [] };
      if (to < from) return window;
      const byTxid = new Map<string, ChainFact>();
      for (const address of new Set(addresses)) {
        const txs = await history(address, from, to);
        if (txs === undefined) {
          window.tooLong = [...(window.tooLong ?? []), address];
          continue;
        }
        for (const tx of txs) {
          if (byTxid.has(tx.txid)) continue;
          const fact = factOf(tx);
          if (fact !== undefined) byTxid.set(tx.txid, fact);
        }
      }
      window.facts = [...byTxid.values()].sort(
        (a, b) => a.block.number - b.block.number || a.transfer.txHash.localeCompare(b.transfer.txHash),
      );
      return window;
    },
  };
}
