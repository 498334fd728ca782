/**
 * Storing transfers as facts or claims. A transfer is stored under its owner (a workspace's claim,
 * or '' for a fact Vigil read from a chain) unless what that owner sees already holds it: a
 * transfer told again (an event retried, a file imported twice, a claim of what is a fact) is a
 * `duplicate`, answered with the stored rows; one that contradicts what is held (another sender for
 * the same transaction and log, another amount) is a `conflict` naming the stored one, and is not
 * stored. A workspace sees the facts and its own claims; another workspace's claims neither count
 * nor conflict.
 */
import { VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { insertInBatches } from '../../store/batches.ts';
import type { ChainTransactionsTable, TransfersTable } from '../../store/database-risk.ts';
import { insertRowsCounted } from '../../store/insert-rows.ts';
import type { Executor } from '../../store/store.ts';
import { CHAINS, type ChainName } from '../chains/index.ts';
import { skippedOf, storedIdsOf } from './lost-rows.ts';
import { FACTS_OWNER, visibleTo } from './owners.ts';
import { edgesOf, type TransferEdgeRow } from './transfer-edges.ts';
import { transactionKey } from './transfer-ids.ts';
import { type Block, describeTransfer, type Party, type ReadTransfer } from './transfer-input.ts';

export type StoreOutcome =
  | { status: 'stored' | 'duplicate'; ids: string[] }
  | { status: 'conflict'; error: VigilError };

export interface StoreOptions {
  /** The workspace whose claims these are, or FACTS_OWNER. */
  owner: string;
  /** `event`, `import`, or `chain` for facts. */
  source: string;
  now: number;
  /** Where the transfer sits in the request, for a conflict's pointers (`/data`, or '' for a file line). */
  pointer: string;
  /** The block each fact was read from. */
  blockOf?: (transfer: ReadTransfer, index: number) => Block | undefined;
}

type StoredRow = Pick<
  TransfersTable,
  | 'id'
  | 'owner'
  | 'tx_hash'
  | 'position'
  | 'from_address'
  | 'to_address'
  | 'amount'
  | 'asset'
  | 'source'
  | 'block_number'
>;
type StoredWhole = Pick<
  ChainTransactionsTable,
  'owner' | 'tx_hash' | 'inputs' | 'outputs' | 'asset' | 'source' | 'block_number'
>;

/** What an owner sees of one transaction: its rows by position, and the whole telling of it. */
interface Held {
  rows: Map<string, StoredRow[]>;
  whole: StoredWhole | undefined;
}

const EDGE_KEY = (from: string, to: string, amount: string) => `${from}\u0000${to}\u0000${amount}`;

function placeOf(position: string, whole: boolean): string {
  if (position === '') return whole ? 'the transaction told whole' : 'the transaction’s own transfer';
  if (position.startsWith('log:')) return `its log ${position.slice(4)}`;
  if (position.startsWith('trace:')) return `its internal call ${position.slice(6)}`;
  if (position.startsWith('out:')) return `its output ${position.slice(4)}`;
  return `its output to ${position.slice(3)}`;
}

function originOf(
  row: { owner: string; source: string; block_number: number | null },
  chain: string,
): string {
  if (row.owner === FACTS_OWNER) {
    return row.block_number === null
      ? `read from ${chain}`
      : `read from ${chain} at block ${row.block_number}`;
  }
  return row.source === 'import' ? 'as this workspace imported it' : 'as this workspace sent it';
}

/** The rows of one position to compare with: the facts' if any, else the owner's own. */
function heldAt(held: Held | undefined, position: string): StoredRow[] {
  const rows = held?.rows.get(position) ?? [];
  const facts = rows.filter((row) => row.owner === FACTS_OWNER);
  return facts.length > 0 ? facts : rows;
}

function sameEdges(rows: readonly StoredRow[], edges: readonly TransferEdgeRow[], asset: string): boolean {
  if (rows.length !== edges.length || rows.some((row) => row.asset !== asset)) return false;
  const keys = new Set(rows.map((row) => EDGE_KEY(row.from_address, row.to_address, row.amount)));
  return edges.every((edge) => keys.has(EDGE_KEY(edge.from, edge.to, edge.amount)));
}

const partiesKey = (parties: readonly Party[]) =>
  parties
    .map((p) => `${p.address}=${p.amount}`)
    .sort()
    .join(',');

function conflict(transfer: ReadTransfer, stored: string, origin: string, pointer: string, fields: string[]) {
  const told = describeTransfer(transfer);
  const detail = `Transaction ${transfer.txHash} on ${transfer.chain} is held, ${placeOf(transfer.position, transfer.whole)}, as ${stored} (${origin}); this one says ${told}. A transfer that contradicts a stored one is not stored: check the transaction, or give log_index / output_index if it is another movement of it.`;
  return new VigilError('conflict', detail, {
    errors: fields.map((field) => ({
      pointer: `${pointer}/${field}`,
      detail: `differs from the stored transfer: ${stored}`,
    })),
  });
}

/** The fields of an account transfer that differ from the stored row. */
function differing(row: StoredRow, transfer: ReadTransfer): string[] {
  const fields: string[] = [];
  if (row.from_address !== transfer.inputs[0]?.address) fields.push('from');
  if (row.to_address !== transfer.outputs[0]?.address) fields.push('to');
  if (row.amount !== transfer.outputs[0]?.amount) fields.push('amount');
  if (row.asset !== transfer.asset.symbol) fields.push('asset');
  return fields.length === 0 ? ['tx_hash'] : fields;
}

const describeRows = (rows: readonly StoredRow[]) =>
  rows.length === 1
    ? `${rows[0]?.amount} ${rows[0]?.asset} from ${rows[0]?.from_address} to ${rows[0]?.to_address}`
    : `${rows.length} input → output pairs`;

const describeWhole = (whole: StoredWhole) =>
  describeTransfer({
    inputs: JSON.parse(whole.inputs) as Party[],
    outputs: JSON.parse(whole.outputs) as Party[],
    asset: { symbol: whole.asset } as ReadTransfer['asset'],
    whole: true,
  });

/** Whether one output told alone (`to:X` / `out:N`) agrees with the transaction told whole. */
function agreesWithWhole(transfer: ReadTransfer, whole: StoredWhole): boolean {
  const inputs = JSON.parse(whole.inputs) as Party[];
  const outputs = JSON.parse(whole.outputs) as Party[];
  const from = transfer.inputs[0]?.address;
  const to = transfer.outputs[0]?.address;
  if (whole.asset !== transfer.asset.symbol || !inputs.some((input) => input.address === from)) return false;
  if (transfer.position.startsWith('out:')) {
    const output = outputs[Number(transfer.position.slice(4))];
    return output !== undefined && output.address === to && output.amount === transfer.outputs[0]?.amount;
  }
  const paid = outputs.filter((output) => output.address === to).map((output) => output.amount);
  return paid.length === 1 && paid[0] === transfer.outputs[0]?.amount;
}

/** Judges one transfer (with its edges) against what its owner sees; undefined when it is new. */
function judge(
  transfer: ReadTransfer,
  edges: readonly TransferEdgeRow[],
  held: Held | undefined,
  pointer: string,
): StoreOutcome | undefined {
  if (transfer.whole) {
    const whole = held?.whole;
    if (whole !== undefined) {
      const same =
        whole.asset === transfer.asset.symbol &&
        partiesKey(JSON.parse(whole.inputs) as Party[]) === partiesKey(transfer.inputs) &&
        partiesKey(JSON.parse(whole.outputs) as Party[]) === partiesKey(transfer.outputs);
      if (same) return { status: 'duplicate', ids: heldAt(held, '').map((row) => row.id) };
      return {
        status: 'conflict',
        error: conflict(transfer, describeWhole(whole), originOf(whole, transfer.chain), pointer, [
          'outputs',
        ]),
      };
    }
    const told = [...(held?.rows.keys() ?? [])].filter((position) => position !== '');
    if (told.length > 0) {
      const rows = told.flatMap((position) => heldAt(held, position));
      return {
        status: 'conflict',
        error: conflict(
          transfer,
          `${rows.length} output(s) told one at a time`,
          originOf(rows[0] ?? { owner: '', source: '', block_number: null }, transfer.chain),
          pointer,
          ['outputs'],
        ),
      };
    }
  } else if (transfer.position !== '' && held?.whole !== undefined) {
    const { whole } = held;
    if (agreesWithWhole(transfer, whole)) {
      const to = transfer.outputs[0]?.address;
      return {
        status: 'duplicate',
        ids: heldAt(held, '')
          .filter((row) => row.to_address === to)
          .map((row) => row.id),
      };
    }
    return {
      status: 'conflict',
      error: conflict(transfer, describeWhole(whole), originOf(whole, transfer.chain), pointer, [
        'from',
        'to',
        'amount',
      ]),
    };
  }
  const rows = heldAt(held, transfer.position);
  if (rows.length === 0) return undefined;
  if (sameEdges(rows, edges, transfer.asset.symbol))
    return { status: 'duplicate', ids: rows.map((row) => row.id) };
  const first = rows[0] as StoredRow;
  const fields = transfer.whole ? ['inputs', 'outputs'] : differing(first, transfer);
  return {
    status: 'conflict',
    error: conflict(transfer, describeRows(rows), originOf(first, transfer.chain), pointer, fields),
  };
}

/** What the owner sees of the transactions named, by `chain:tx_hash`. */
async function heldFor(
  db: Executor,
  owner: string,
  transfers: readonly ReadTransfer[],
): Promise<Map<string, Held>> {
  const owners = visibleTo(owner);
  const byChain = new Map<string, Set<string>>();
  for (const transfer of transfers) {
    const hashes = byChain.get(transfer.chain) ?? new Set<string>();
    hashes.add(transfer.txHash);
    byChain.set(transfer.chain, hashes);
  }
  const held = new Map<string, Held>();
  const entry = (chain: string, tx: string) => {
    const key = transactionKey(chain, tx);
    let found = held.get(key);
    if (found === undefined) {
      found = { rows: new Map(), whole: undefined };
      held.set(key, found);
    }
    return found;
  };
  for (const [chain, hashes] of byChain) {
    const list = [...hashes];
    for (let i = 0; i < list.length; i += 400) {
      const part = list.slice(i, i + 400);
      const rows = await db
        .selectFrom('transfers')
        .select([
          'id',
          'owner',
          'tx_hash',
          'position',
          'from_address',
          'to_address',
          'amount',
          'asset',
          'source',
          'block_number',
        ])
        .where('owner', 'in', owners)
        .where('chain', '=', chain)
        .where('tx_hash', 'in', part)
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const at = entry(chain, row.tx_hash).rows;
        at.set(row.position, [...(at.get(row.position) ?? []), row]);
      }
      // Only a UTXO transaction is told whole: an account chain has no such rows to look up.
      if (CHAINS[chain as ChainName]?.family !== 'utxo') continue;
      const wholes = await db
        .selectFrom('chain_transactions')
        .select(['owner', 'tx_hash', 'inputs', 'outputs', 'asset', 'source', 'block_number'])
        .where('owner', 'in', owners)
        .where('chain', '=', chain)
        .where('tx_hash', 'in', part)
        .execute();
      for (const whole of wholes) {
        const at = entry(chain, whole.tx_hash);
        // The fact's telling wins over the owner's own.
        if (at.whole === undefined || whole.owner === FACTS_OWNER) at.whole = whole;
      }
    }
  }
  return held;
}

/**
 * Stores each transfer that is new to its owner, in the caller's transaction; returns, per
 * transfer, whether it was stored, held already, or refused, and its rows' ids (`xfer_…`).
 */
export async function storeTransfers(
  db: Executor,
  options: StoreOptions,
  transfers: readonly ReadTransfer[],
): Promise<StoreOutcome[]> {
  const { owner, source, now, pointer } = options;
  const held = await heldFor(db, owner, transfers);
  const rows: TransfersTable[] = [];
  const wholes: ChainTransactionsTable[] = [];
  const outcomes = transfers.map((transfer, index): StoreOutcome => {
    const key = transactionKey(transfer.chain, transfer.txHash);
    // Edges are worked out once: judging and storing both need them.
    const edges = edgesOf(transfer);
    const judged = judge(transfer, edges, held.get(key), pointer);
    if (judged !== undefined) return judged;
    const block = options.blockOf?.(transfer, index);
    const made = edges.map(
      (edge): TransfersTable => ({
        id: newId('transfer'),
        owner,
        chain: transfer.chain,
        tx_hash: transfer.txHash,
        position: transfer.position,
        from_address: edge.from,
        to_address: edge.to,
        amount: edge.amount,
        asset: transfer.asset.symbol,
        value_usd: edge.valueUsd,
        source,
        block_number: block?.number ?? null,
        block_hash: block?.hash ?? null,
        occurred_at: transfer.occurredAt,
        created_at: now,
      }),
    );
    rows.push(...made);
    // Later transfers of the batch are judged against this one too.
    let entry = held.get(key);
    if (entry === undefined) {
      entry = { rows: new Map(), whole: undefined };
      held.set(key, entry);
    }
    entry.rows.set(transfer.position, [...(entry.rows.get(transfer.position) ?? []), ...made]);
    if (transfer.whole) {
      const whole: ChainTransactionsTable = {
        owner,
        chain: transfer.chain,
        tx_hash: transfer.txHash,
        inputs: JSON.stringify(transfer.inputs),
        outputs: JSON.stringify(transfer.outputs),
        asset: transfer.asset.symbol,
        value_usd: transfer.valueUsd,
        source,
        block_number: block?.number ?? null,
        block_hash: block?.hash ?? null,
        occurred_at: transfer.occurredAt,
        seq: now,
      };
      wholes.push(whole);
      entry.whole ??= whole;
    }
    return { status: 'stored', ids: made.map((row) => row.id) };
  });
  const lost: TransfersTable[] = [];
  await insertInBatches(rows, async (batch) => {
    const written = await insertRowsCounted(db, 'transfers', batch, {
      ignoreConflictOn: ['owner', 'chain', 'tx_hash', 'position', 'from_address', 'to_address'],
    });
    // Counted, not returned (a row back per row written cost more than the insert's own work):
    // only a batch short of rows asks which of its ids are not there.
    if (written < batch.length) lost.push(...(await skippedOf(db, batch)));
  });
  // A row another process stored meanwhile was skipped: its id is the one stored.
  if (lost.length > 0) {
    const renamed = await storedIdsOf(db, lost);
    for (const outcome of outcomes) {
      if (outcome.status !== 'conflict') outcome.ids = outcome.ids.map((id) => renamed.get(id) ?? id);
    }
  }
  await insertInBatches(wholes, (batch) =>
    db
      .insertInto('chain_transactions')
      .values(batch)
      .onConflict((oc) => oc.columns(['owner', 'chain', 'tx_hash']).doNothing())
      .execute(),
  );
  return outcomes;
}
