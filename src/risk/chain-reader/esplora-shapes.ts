/**
 * Esplora's JSON, checked field by field before anything is stored (the shapes of Blockstream's
 * API.md: "Transaction format" and "Block format"). An answer that is not one of them (another
 * API, an HTML page, a proxy's error, a field of the wrong kind) is an `EsploraAnswerError` naming
 * the request and the field: never an empty history.
 */

export class EsploraAnswerError extends Error {
  constructor(path: string, detail: string) {
    super(
      `the Esplora API answered GET ${path} with ${detail}: check that VIGIL_CHAIN_BITCOIN_ESPLORA is an Esplora REST API (electrs, mempool.space's /api)`,
    );
    this.name = 'EsploraAnswerError';
  }
}

/** A previous output or output: its value in satoshis, and the address its script pays, when it has one. */
export interface EsploraOutput {
  value: bigint;
  /** Undefined for scripts without an address (OP_RETURN, bare multisig, P2PK). */
  address: string | undefined;
}

export interface EsploraTransaction {
  txid: string;
  /** The outputs each input spends; a coinbase's input spends none (`prevout: null`). */
  inputs: { coinbase: boolean; prevout: EsploraOutput | undefined }[];
  outputs: EsploraOutput[];
  /** Where it was mined; undefined while it waits in the mempool. */
  block: { height: number; hash: string; time: number } | undefined;
}

export interface EsploraBlock {
  id: string;
  height: number;
  timestamp: number;
  previousblockhash: string | null;
}

const HASH = /^[0-9a-f]{64}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function parseJson(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EsploraAnswerError(path, `text that is not JSON (${JSON.stringify(text.slice(0, 80))})`);
  }
}

export function readHash(path: string, value: unknown, what = 'a block hash'): string {
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text !== 'string' || !HASH.test(text))
    throw new EsploraAnswerError(
      path,
      `${JSON.stringify(value)?.slice(0, 80)} where ${what} (64 hex digits) belongs`,
    );
  return text;
}

export function readHeight(path: string, text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed))
    throw new EsploraAnswerError(path, `${JSON.stringify(text.slice(0, 80))} where a block height belongs`);
  return Number(trimmed);
}

function readOutput(path: string, value: unknown, where: string): EsploraOutput {
  if (!isObject(value)) throw new EsploraAnswerError(path, `no output object at ${where}`);
  const sats = value.value;
  if (!isCount(sats))
    throw new EsploraAnswerError(
      path,
      `${where}.value ${JSON.stringify(sats)}, not a whole number of satoshis`,
    );
  const address = value.scriptpubkey_address;
  if (address !== undefined && address !== null && typeof address !== 'string')
    throw new EsploraAnswerError(path, `${where}.scriptpubkey_address that is not text`);
  return { value: BigInt(sats), address: typeof address === 'string' ? address : undefined };
}

/** One transaction of `/tx/:txid`, `/address/:addr/txs…` or `/block/:hash/txs…`. */
export function readTransaction(path: string, value: unknown, where = 'the transaction'): EsploraTransaction {
  if (!isObject(value)) throw new EsploraAnswerError(path, `${where} not an object`);
  const txid = readHash(path, value.txid, `${where}'s txid`);
  if (!Array.isArray(value.vin) || !Array.isArray(value.vout))
    throw new EsploraAnswerError(path, `${where} without vin and vout lists`);
  const inputs = value.vin.map((input: unknown, i) => {
    const at = `${where}.vin[${i}]`;
    if (!isObject(input)) throw new EsploraAnswerError(path, `${at} not an object`);
    if (input.is_coinbase === true) return { coinbase: true, prevout: undefined };
    // Without its previous output an input's address and value are unknown: Esplora gives both.
    if (!isObject(input.prevout))
      throw new EsploraAnswerError(path, `${at} without its previous output (prevout)`);
    return { coinbase: false, prevout: readOutput(path, input.prevout, `${at}.prevout`) };
  });
  const outputs = value.vout.map((output: unknown, i) => readOutput(path, output, `${where}.vout[${i}]`));
  let block: EsploraTransaction['block'];
  const status = value.status;
  if (status !== undefined) {
    if (!isObject(status) || typeof status.confirmed !== 'boolean')
      throw new EsploraAnswerError(path, `${where}.status without confirmed`);
    if (status.confirmed) {
      if (!isCount(status.block_height) || !isCount(status.block_time))
        throw new EsploraAnswerError(path, `${where}.status without block_height and block_time`);
      block = {
        height: status.block_height,
        hash: readHash(path, status.block_hash, `${where}.status.block_hash`),
        time: status.block_time,
      };
    }
  }
  return { txid, inputs, outputs, block };
}

export function readTransactions(path: string, value: unknown): EsploraTransaction[] {
  if (!Array.isArray(value))
    throw new EsploraAnswerError(path, 'something other than a list of transactions');
  return value.map((tx, i) => readTransaction(path, tx, `transaction ${i}`));
}

export function readBlock(path: string, value: unknown): EsploraBlock {
  if (!isObject(value)) throw new EsploraAnswerError(path, 'something other than a block');
  const id = readHash(path, value.id, "the block's id");
  if (!isCount(value.height) || !isCount(value.timestamp))
    throw new EsploraAnswerError(path, 'a block without height and timestamp');
  const previous = value.previousblockhash;
  return {
    id,
    height: value.height,
    timestamp: value.timestamp,
    previousblockhash:
      previous === null || previous === undefined ? null : readHash(path, previous, 'previousblockhash'),
  };
}
