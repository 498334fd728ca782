/**
 * The tracking ledger (`tracking_ledger`): one row per watch and subject saying what was told last
 * (see ledger-rules.ts). `noteMany` reads the rows, locked where the store has row locks, decides,
 * and writes, inside the caller's transaction: two processes that find the same thing at once are
 * put one after the other by the row (or, for a new row, by its primary key), and the second is
 * told it is no news.
 *
 * Watches are named `dark:<key>` (`dark:follow`, `dark:rule:<id>`, `dark:site:<id>`),
 * `zone:<zone id>` (`zone:rule:<id>`, `zone:site:<id>`) and `episode:<detector key>`; the subject
 * is an asset id, or for an encounter the two asset ids, sorted, joined by `+`.
 */
import { sql } from 'kysely';
import { insertInBatches, keyBatches } from '../../store/batches.ts';
import type { TrackingLedgerTable } from '../../store/database.ts';
import { dialectOf } from '../../store/dialect.ts';
import { insertRows } from '../../store/insert-rows.ts';
import { keptRead } from '../../store/kept-texts.ts';
import { probePairs } from '../../store/pair-probes.ts';
import type { Executor } from '../../store/store.ts';
import {
  type Decision,
  decide,
  type Finding,
  type LedgerState,
  type LedgerStateName,
  type Span,
  spansOf,
} from './ledger-rules.ts';

export type LedgerRow = TrackingLedgerTable;

function stateOf(row: LedgerRow): LedgerState {
  const state: LedgerState = { state: row.state as LedgerStateName, since: row.since, toldAt: row.told_at };
  if (row.spans !== null) state.spans = JSON.parse(row.spans) as Span[];
  return state;
}

/** How findings are noted: whether the store locks rows, the time, and how far back spans are kept. */
export interface NoteOptions {
  rowLocks: boolean;
  now: number;
  /** Spans that ended before this are forgotten (the late horizon); omitted: kept. */
  keepFrom?: number;
}

/** Notes one finding: `noteMany` of one. */
export async function note(
  db: Executor,
  options: NoteOptions,
  watch: string,
  subject: string,
  finding: Finding,
): Promise<Decision> {
  const [decision] = await noteMany(db, options, [{ watch, subject, finding }]);
  if (decision === undefined) throw new Error('noteMany answered no decision for one finding');
  return decision;
}

/** One finding to note: the watch and subject it is about. */
export interface LedgerItem {
  watch: string;
  subject: string;
  finding: Finding;
}

/** The SQL of `listedKeys`, kept by key count and lock (keys come in a few power-of-two counts). */
const listedKeysRead = keptRead<LedgerRow>('listedKeys');

/** The ledger's rows of these keys as a list of row values (SQLite: see store/pair-probes.ts). */
function listedKeys(
  db: Executor,
  keys: readonly { watch: string; subject: string }[],
  rowLocks: boolean,
): Promise<LedgerRow[]> {
  const parameters: string[] = [];
  for (const key of keys) parameters.push(key.watch, key.subject);
  return listedKeysRead(db, `${keys.length}|${rowLocks}`, parameters, () =>
    listedKeysQuery(db, keys, rowLocks),
  );
}

/** The query of `listedKeys` as Kysely builds it. */
function listedKeysQuery(
  db: Executor,
  keys: readonly { watch: string; subject: string }[],
  rowLocks: boolean,
) {
  const query = db
    .selectFrom('tracking_ledger')
    .selectAll()
    .where((eb) =>
      eb(
        eb.refTuple('watch', 'subject'),
        'in',
        keys.map((key) => eb.tuple(key.watch, key.subject)),
      ),
    );
  return rowLocks ? query.orderBy('watch').orderBy('subject').forUpdate() : query;
}

const keyOf = (watch: string, subject: string) => `${watch}\u0000${subject}`;

/**
 * Notes findings in order, in a few statements: the rows of every watch and
 * subject named are read together (locked, in key order, where the store has row locks), each
 * finding is decided against the state the ones before it left, and the rows that change are
 * written back together. A row that did not exist when read but does when inserted was written by
 * another transaction meanwhile (PostgreSQL, two engines during a handover): its findings are noted
 * again against that row, so the answer is the same as noting them one after another.
 */
export async function noteMany(
  db: Executor,
  options: NoteOptions,
  items: readonly LedgerItem[],
): Promise<Decision[]> {
  if (items.length === 0) return [];
  const itemKeys = items.map((item) => keyOf(item.watch, item.subject));
  const { keys, sorted, state } = await readStates(db, items, itemKeys, options.rowLocks);
  const existed = new Set(state.keys());
  const changedKeys = new Set<string>();
  const decisions = items.map((item, i) => {
    const key = itemKeys[i] as string;
    const decision = decide(state.get(key), item.finding, options.keepFrom);
    if (decision.next !== undefined) {
      state.set(key, decision.next);
      changedKeys.add(key);
    }
    return decision;
  });
  const written = (key: string) => {
    const next = state.get(key);
    const at = keys.get(key);
    return next === undefined || at === undefined
      ? []
      : [
          {
            ...at,
            state: next.state,
            since: next.since,
            told_at: next.toldAt,
            spans: next.spans === undefined ? null : JSON.stringify(next.spans),
            updated_at: options.now,
          },
        ];
  };
  // Written in key order too, so two transactions that both insert new rows wait on each other in
  // the same order rather than deadlock.
  const changed = sorted.filter((key) => changedKeys.has(key));
  const updates = changed.filter((key) => existed.has(key)).flatMap(written);
  const inserts = changed.filter((key) => !existed.has(key)).flatMap(written);
  await insertInBatches(updates, (batch) =>
    insertRows(db, 'tracking_ledger', batch, {
      updateOnConflict: {
        on: ['watch', 'subject'],
        set: ['state', 'since', 'told_at', 'spans', 'updated_at'],
      },
    }),
  );
  if (!options.rowLocks) {
    // One writer at a time holds the whole store (SQLite): no row can have appeared since the read.
    await insertInBatches(inserts, (batch) => insertRows(db, 'tracking_ledger', batch));
    return decisions;
  }
  const lost = new Set(inserts.map((row) => keyOf(row.watch, row.subject)));
  await insertInBatches(inserts, async (batch) => {
    const stored = await insertRows(db, 'tracking_ledger', batch, {
      ignoreConflictOn: ['watch', 'subject'],
      returning: ['watch', 'subject'],
    });
    for (const row of stored) lost.delete(keyOf(String(row.watch), String(row.subject)));
  });
  if (lost.size === 0) return decisions;
  // Another transaction stored these rows first: their findings are decided again against its rows
  // (read locked now that they exist; ledger rows are never deleted, so this goes one level deep).
  const again = [...items.entries()].filter(([, item]) => lost.has(keyOf(item.watch, item.subject)));
  const redecided = await noteMany(
    db,
    options,
    again.map(([, item]) => item),
  );
  again.forEach(([i], k) => {
    const decision = redecided[k];
    if (decision !== undefined) decisions[i] = decision;
  });
  return decisions;
}

/**
 * The rows of the watches and subjects `items` name (`itemKeys`: each item's key), read together
 * (locked, in key order, when asked). The keys sort as their (watch, subject) pairs do: `\u0000`,
 * which joins them, comes before every character a watch has.
 */
async function readStates(
  db: Executor,
  items: readonly LedgerItem[],
  itemKeys: readonly string[],
  lock: boolean,
) {
  const keys = new Map<string, { watch: string; subject: string }>();
  items.forEach(({ watch, subject }, i) => {
    const key = itemKeys[i] as string;
    if (!keys.has(key)) keys.set(key, { watch, subject });
  });
  const sorted = [...keys.keys()].sort();
  const state = new Map<string, LedgerState | undefined>();
  const dialect = dialectOf(db);
  for (const chunk of keyBatches(sorted, dialect)) {
    const pairs = chunk.map((key) => keys.get(key) as { watch: string; subject: string });
    const rows = dialect.keyArrays
      ? await probePairs<LedgerRow>(
          db,
          pairs.map((key) => [key.watch, key.subject]),
          sql`select * from tracking_ledger where watch = k.a and subject = k.b${lock ? sql` for update` : sql``}`,
        )
      : await listedKeys(db, pairs, lock);
    for (const row of rows) state.set(keyOf(row.watch, row.subject), stateOf(row));
  }
  return { keys, sorted, state };
}

/**
 * What `noteMany` would decide of the findings, in order, writing nothing: whether each would be
 * news (to count what a rule leaves out without taking it for told).
 */
export async function peekMany(
  db: Executor,
  keepFrom: number,
  items: readonly LedgerItem[],
): Promise<Decision[]> {
  if (items.length === 0) return [];
  const itemKeys = items.map((item) => keyOf(item.watch, item.subject));
  const { state } = await readStates(db, items, itemKeys, false);
  return items.map((item, i) => {
    const key = itemKeys[i] as string;
    const decision = decide(state.get(key), item.finding, keepFrom);
    if (decision.next !== undefined) state.set(key, decision.next);
    return decision;
  });
}

/** Rows whose watch starts with `prefix` and whose state is `state`. */
export function listLedger(db: Executor, prefix: string, state: LedgerStateName): Promise<LedgerRow[]> {
  return db
    .selectFrom('tracking_ledger')
    .selectAll()
    .where('watch', 'like', `${prefix}%`)
    .where('state', '=', state)
    .execute();
}

/** Every row about one subject whose watch starts with `prefix`: what a late replay of it starts from. */
export function listLedgerOf(db: Executor, prefix: string, subject: string): Promise<LedgerRow[]> {
  return db
    .selectFrom('tracking_ledger')
    .selectAll()
    .where('subject', '=', subject)
    .where('watch', 'like', `${prefix}%`)
    .execute();
}

/** The spans a row stands for (see ledger-rules.ts). */
export function spansOfRow(row: LedgerRow): Span[] {
  return spansOf(stateOf(row));
}

/** Adds rows the ledger does not have yet; those it has are kept (they say what was told). */
export async function insertLedgerRows(db: Executor, rows: readonly LedgerRow[]): Promise<void> {
  await insertInBatches([...rows], (batch) =>
    insertRows(db, 'tracking_ledger', batch, { ignoreConflictOn: ['watch', 'subject'] }),
  );
}

/** Whether the store asks for the ledger rows `name` to be derived (migration 0025). */
export async function backfillRequested(db: Executor, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_backfills')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function backfillDone(db: Executor, name: string): Promise<void> {
  await db.deleteFrom('ledger_backfills').where('name', '=', name).execute();
}
