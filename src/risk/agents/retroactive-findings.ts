/**
 * Retroactive findings (issue 31): when a list names an address that already dealt with a
 * workspace's customer, the past transfers raise the alert they would have raised had the list been
 * known. A pass, run after each list import and once at start, takes every digital-currency address
 * the lists name now, finds the workspace's past events it was a party of, and records for each a
 * `sanctions.retroactive` event that the sanctions agent judges as it judged the event then, with
 * the list now known (`typologies/sanctions.ts`): the alert and its threat go through the agents,
 * correlation and the outbox like any other, marked `retroactive`.
 *
 * A workspace's customer is who its events speak for: the past events are its own
 * `transfer.observed` and `deposit.received` events (the agents' input), found through the
 * transfers they were stored as or, when a chain had told the same transfer first, through that
 * shared fact. A transfer only another workspace posted is never looked at for this one.
 *
 * Exactly once: the finding's event carries a movement (`retroactive <event> <chain>:<address>`)
 * that the unique index of events makes once per workspace, across processes and restarts, so a
 * list imported again, or a later one still naming the address, records nothing more. An event
 * whose alert already names the address as listed (the list was known when it was judged) and an
 * event still waiting for the agents (their batch will judge it with the list) are left alone. A
 * delisting names no one: the pass only reads entries listed now.
 */
import type { Logger } from 'pino';
import { chunks } from '../../lib/chunks.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type ChainName, ofacAddress } from '../chains/index.ts';
import { type AgentEvent, upgradeEventData } from '../events/index.ts';
import { listedAddresses as listedAddressRows } from '../lists/index.ts';
import { FACTS_OWNER, transfersTouching } from '../transfers/index.ts';
import type { RetroactiveFinding } from './typologies/retroactive-finding.ts';
import { screenedEvent } from './typologies/screened-parties.ts';

/** The past events a finding may judge again: those the sanctions agent reads that reach the graph. */
const EVENT_TYPES = ['transfer.observed', 'deposit.received'] as const;
/**
 * Values per `in (...)` list. Movements, hashes and ids are matched with `like` as they are: they
 * are checked at ingest (hex, base58, `ing_…`) and hold no `%`; a `_` matches itself among others.
 */
const PER_QUERY = 200;

/** One address a list names now, with its entry. */
interface ListedAddress {
  chain: ChainName;
  address: string;
  entry: Omit<RetroactiveFinding, 'event_id' | 'event_type' | 'event_data' | 'chain' | 'listed_address'>;
}

export interface RetroactiveSummary {
  /** Past events a listed address was a party of. */
  candidates: number;
  /** Findings recorded by this pass (the others were recorded before, or judged with the list known). */
  recorded: number;
}

export interface RetroactiveFindings {
  /** A list import landed: a pass is run (one at a time; those asked for meanwhile make one more). */
  listsChanged(): void;
  /** Runs a pass now, after any running, and resolves with what it found. */
  run(): Promise<RetroactiveSummary>;
  /** Resolves once every pass asked for so far is done. */
  settle(): Promise<void>;
}

export function createRetroactiveFindings(deps: {
  store: Store;
  /** Stores Vigil's own event for the agents (the events module's `recordOwn`); undefined when already held. */
  record(
    db: Executor,
    event: {
      workspaceId: string;
      type: 'sanctions.retroactive';
      occurredAt: number;
      data: Record<string, unknown>;
      movement: string;
    },
  ): Promise<string | undefined>;
  logger?: Logger | undefined;
}): RetroactiveFindings {
  const { store } = deps;
  let running: Promise<unknown> = Promise.resolve();
  /** The pass asked for that has not started yet: a change heard meanwhile is in it. */
  let waiting: Promise<RetroactiveSummary> | undefined;

  /** Every digital-currency address a list names now, on each chain Vigil reads it on. */
  async function listedAddresses(): Promise<ListedAddress[]> {
    const identifiers = await listedAddressRows(store.db);
    const listed: ListedAddress[] = [];
    for (const row of identifiers) {
      const placed = ofacAddress(row.currency ?? '', row.value);
      if (!placed.ok) continue;
      const entry = {
        list_source: row.source,
        list_version: row.version,
        entry_id: row.entry_id,
        label: row.name,
        programs: JSON.parse(row.programs) as string[],
        designated_at: row.designated_on === '' ? null : row.designated_on,
        first_listed_in: row.first_version,
      };
      for (const chain of placed.chains) listed.push({ chain, address: placed.address, entry });
    }
    return listed;
  }

  /** The transactions touching the listed addresses, by owner (a workspace, or the chain's facts). */
  async function transactionsOf(listed: readonly ListedAddress[]) {
    const byChain = new Map<ChainName, Map<string, ListedAddress>>();
    for (const item of listed) {
      const on = byChain.get(item.chain) ?? new Map<string, ListedAddress>();
      on.set(item.address, item);
      byChain.set(item.chain, on);
    }
    // owner → `chain tx_hash` → the listed addresses it touches.
    const found = new Map<string, Map<string, Map<string, ListedAddress>>>();
    for (const [chain, addresses] of byChain) {
      for (const part of chunks([...addresses.keys()], PER_QUERY)) {
        const rows = await transfersTouching(store.db, chain, part);
        for (const row of rows) {
          const byTx = found.get(row.owner) ?? new Map<string, Map<string, ListedAddress>>();
          found.set(row.owner, byTx);
          const key = `${chain} ${row.tx_hash}`;
          const touched = byTx.get(key) ?? new Map<string, ListedAddress>();
          byTx.set(key, touched);
          for (const end of [row.from_address, row.to_address]) {
            const item = addresses.get(end);
            if (item !== undefined) touched.set(`${chain}:${end}`, item);
          }
        }
      }
    }
    return found;
  }

  /** The workspace's events of the transactions named (`chain tx_hash`), with their movements. */
  async function eventsOf(workspaceId: string, transactions: readonly string[]) {
    const events: (AgentEvent & { movement: string })[] = [];
    for (const part of chunks(transactions, PER_QUERY)) {
      const rows = await store.db
        .selectFrom('ingested_events')
        .select(['id', 'type', 'occurred_at', 'received_at', 'data', 'movement'])
        .where('workspace_id', '=', workspaceId)
        .where('type', 'in', EVENT_TYPES)
        .where((eb) =>
          eb.or(part.flatMap((tx) => [eb('movement', '=', tx), eb('movement', 'like', `${tx} %`)])),
        )
        .execute();
      for (const row of rows) {
        events.push({
          id: row.id,
          workspace_id: workspaceId,
          type: row.type,
          occurred_at: Number(row.occurred_at),
          received_at: Number(row.received_at),
          data: upgradeEventData(row.type, JSON.parse(row.data) as Record<string, unknown>),
          movement: row.movement ?? '',
        });
      }
    }
    return events;
  }

  /** Whether the event waits for the agents, or an alert of it already names `address` as listed. */
  async function judgedOrWaiting(workspaceId: string, eventId: string, address: string): Promise<boolean> {
    const pending = await store.db
      .selectFrom('agent_pending_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (pending !== undefined) return true;
    const alerts = await store.db
      .selectFrom('agent_alerts')
      .select('addresses')
      .where('workspace_id', '=', workspaceId)
      .where('typology', '=', 'sanctions')
      .where('event_ids', 'like', `%"${eventId}"%`)
      .execute();
    return alerts.some((alert) =>
      (JSON.parse(alert.addresses) as { address: string; role: string }[]).some(
        (entry) => entry.address === address && entry.role === 'sanctioned',
      ),
    );
  }

  async function pass(): Promise<RetroactiveSummary> {
    const summary: RetroactiveSummary = { candidates: 0, recorded: 0 };
    const listed = await listedAddresses();
    if (listed.length === 0) return summary;
    const byOwner = await transactionsOf(listed);
    const facts = byOwner.get(FACTS_OWNER) ?? new Map<string, Map<string, ListedAddress>>();
    const workspaces = await store.db.selectFrom('agent_workspaces').select('workspace_id').execute();
    for (const { workspace_id: workspaceId } of workspaces) {
      // What the workspace sees: the chains' facts and its own claims, never another's.
      const seen = new Map(facts);
      for (const [tx, touched] of byOwner.get(workspaceId) ?? []) {
        seen.set(tx, new Map([...(seen.get(tx) ?? []), ...touched]));
      }
      if (seen.size === 0) continue;
      for (const event of await eventsOf(workspaceId, [...seen.keys()])) {
        const parties = screenedEvent(event);
        const tx = [...seen.keys()].find(
          (key) => event.movement === key || event.movement.startsWith(`${key} `),
        );
        if (parties === undefined || tx === undefined) continue;
        for (const item of seen.get(tx)?.values() ?? []) {
          if (item.chain !== parties.chain) continue;
          if (!parties.parties.some((p) => p.screened && p.address === item.address)) continue;
          summary.candidates += 1;
          if (await alreadyFound(workspaceId, event.id, item)) continue;
          if (await judgedOrWaiting(workspaceId, event.id, item.address)) continue;
          const finding: RetroactiveFinding = {
            event_id: event.id,
            event_type: event.type as RetroactiveFinding['event_type'],
            event_data: event.data,
            chain: item.chain,
            listed_address: item.address,
            ...item.entry,
          };
          const id = await deps.record(store.db, {
            workspaceId,
            type: 'sanctions.retroactive',
            occurredAt: event.occurred_at,
            data: { ...finding },
            movement: movementOf(event.id, item),
          });
          if (id !== undefined) summary.recorded += 1;
        }
      }
    }
    return summary;
  }

  async function alreadyFound(workspaceId: string, eventId: string, item: ListedAddress): Promise<boolean> {
    const row = await store.db
      .selectFrom('ingested_events')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'sanctions.retroactive')
      .where('movement', '=', movementOf(eventId, item))
      .executeTakeFirst();
    return row !== undefined;
  }

  function run(): Promise<RetroactiveSummary> {
    if (waiting !== undefined) return waiting;
    const next = running.then(() => {
      waiting = undefined;
      return pass();
    });
    waiting = next;
    running = next.catch(() => undefined);
    return next;
  }

  return {
    listsChanged() {
      run().then(
        (done) => {
          if (done.recorded > 0) deps.logger?.info({ ...done }, 'retroactive findings recorded');
        },
        (error: unknown) => deps.logger?.error({ err: error }, 'the retroactive findings pass failed'),
      );
    },
    run,
    async settle() {
      await running;
    },
  };
}

/** The finding's movement: once per past event and listed address. */
function movementOf(eventId: string, item: ListedAddress): string {
  return `retroactive ${eventId} ${item.chain}:${item.address}`;
}
