/**
 * Every label screening can match, in memory, by chain and normalised address: sanctions list
 * addresses (OFAC's digital currency addresses), imported TagPack labels (platform-wide) and each
 * workspace's own labels. A lookup is two Map accesses (chain, then address), so screening never
 * waits on the store.
 *
 * The platform part is rebuilt when a list import lands (`refresh`, polled by the service, sees a
 * new list version or TagPack within seconds, from any process); a workspace's labels are updated
 * in place when this process changes them and reloaded when another one did.
 *
 * Sized for millions of labels (bench/screening.ts loads a million): platform addresses are held
 * per chain in an AddressTable, outside the V8 heap (the collector would otherwise mark a million
 * strings and map entries on every full collection), each with the number of its hit; equal hits
 * and their strings are shared (a pack names one exchange on thousands of addresses), so the heap
 * holds only the distinct ones; and a reload reads the store in pages with the event loop free
 * between them, so a list import never stalls screening for the seconds a million rows take.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../../store/store.ts';
import type { LabelTest } from '../exposure/index.ts';
import {
  type LabelHit,
  type ListVersionRef,
  listVersionRef,
  type SanctionsAddressMapper,
} from './label-hit.ts';
import { PlatformLabels } from './platform-labels.ts';
import { placeSanctions } from './sanctions-hits.ts';

export type { LabelHit, ListedOn, ListVersionRef, SanctionsAddressMapper } from './label-hit.ts';
export { listVersionRef } from './label-hit.ts';

export interface LabelIndex {
  /** Platform labels and the workspace's own for one address. */
  lookup(workspaceId: string, chain: string, address: string): LabelHit[];
  /**
   * Whether an address of this chain has any label the workspace sees, with the maps it reads
   * looked up once: tracing exposure asks it of every address it reaches.
   */
  labelTest(workspaceId: string, chain: string): LabelTest;
  /** Reloads what changed since the last call: a new list version, TagPack, or labels of another process. */
  refresh(db: Executor): Promise<void>;
  /** The addresses of a chain the workspace's own labels name. */
  ownAddresses(workspaceId: string, chain: string): Iterable<string>;
  /** Counts changes to workspaces' own labels: what `ownAddresses` says is unchanged while it is. */
  customVersion(): number;
  /** A workspace label this process just created or deleted. */
  addCustom(workspaceId: string, chain: string, address: string, hit: LabelHit): void;
  removeCustom(workspaceId: string, chain: string, address: string, id: string): void;
  /** The list versions in force, `{source: {id, version}}`, for the audit trail. */
  versions(): Record<string, ListVersionRef>;
  /** `versions()` as JSON, serialised once per change (every screening's audit record carries it). */
  versionsJson(): string;
  /** Counts the platform label sets loaded: a new one after each list or TagPack import. */
  generation(): number;
  /** Addresses with platform labels. */
  platformSize(): number;
  /** Bytes the platform labels' address tables hold outside the V8 heap. */
  platformTableBytes(): number;
}

/** An address's hits: most carry one label, held as itself rather than as a list of one. */
type Hits = LabelHit | LabelHit[];
/** A workspace's own labels (few, and changed one at a time): chain → address → hits. */
type ByChain = Map<string, Map<string, Hits>>;

/**
 * Platform label rows read per query on a reload: about 12 ms of the event loop at a time. A
 * million rows in one query held it for 7 s; in pages of 2,000 the longest stall was 50–80 ms, the
 * collector's, as the new index grows.
 */
const PAGE_ROWS = 2_000;
const asList = (hits: Hits | undefined): LabelHit[] =>
  hits === undefined ? [] : Array.isArray(hits) ? hits : [hits];

function add(into: ByChain, chain: string, address: string, hit: LabelHit): void {
  let byAddress = into.get(chain);
  if (byAddress === undefined) {
    byAddress = new Map();
    into.set(chain, byAddress);
  }
  const hits = byAddress.get(address);
  if (hits === undefined) byAddress.set(address, hit);
  else if (Array.isArray(hits)) hits.push(hit);
  else byAddress.set(address, [hits, hit]);
}

/**
 * The crypto addresses of delisted entries as they last stood: from each entry's `delisted` history
 * row (the entry as it was when left out), with the version that left it out.
 */
async function formerlyListed(db: Executor) {
  const rows = await db
    .selectFrom('list_entries as e')
    .innerJoin('list_entry_history as h', (join) =>
      join.onRef('h.source', '=', 'e.source').onRef('h.entry_id', '=', 'e.entry_id'),
    )
    .select(['e.source', 'e.entry_id', 'e.name', 'e.programs', 'e.designated_on', 'h.entry', 'h.version'])
    .where('e.delisted_version', 'is not', null)
    .where('h.change', '=', 'delisted')
    .orderBy('h.seq', 'desc')
    .execute();
  const seen = new Set<string>();
  const found: {
    source: string;
    entry_id: string;
    name: string;
    programs: string;
    designated_on: string | null;
    value: string;
    currency: string | null;
    delisted: string;
  }[] = [];
  for (const row of rows) {
    const key = `${row.source}\u0000${row.entry_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = JSON.parse(row.entry) as { addresses?: { currency: string; address: string }[] };
    for (const address of entry.addresses ?? []) {
      found.push({
        source: row.source,
        entry_id: row.entry_id,
        name: row.name,
        programs: row.programs,
        designated_on: row.designated_on,
        value: address.address,
        currency: address.currency,
        delisted: row.version,
      });
    }
  }
  return found;
}

export function createLabelIndex(mapSanctionsAddress: SanctionsAddressMapper): LabelIndex {
  let platform = new PlatformLabels();
  /** Counts the platform label sets loaded, from 1: tracing caches their answers until it changes. */
  let platformGeneration = 1;
  let versions: Record<string, ListVersionRef> = {};
  let versionsJson = '{}';
  let platformFingerprint = '';
  const custom = new Map<string, ByChain>();
  let customFingerprint = '';
  let customChanges = 0;
  let refreshing: Promise<void> = Promise.resolve();

  async function loadPlatform(db: Executor): Promise<void> {
    const next = new PlatformLabels();
    const nextVersions: Record<string, ListVersionRef> = {};
    const current = await db
      .selectFrom('list_versions as v')
      .select(['v.source', 'v.version', 'v.seq'])
      .where((eb) =>
        eb(
          'v.seq',
          '=',
          eb
            .selectFrom('list_versions as w')
            .select((w) => w.fn.max('w.seq').as('seq'))
            .whereRef('w.source', '=', 'v.source'),
        ),
      )
      .execute();
    for (const row of current) nextVersions[row.source] = listVersionRef(row.source, row.seq, row.version);
    const sanctioned = await db
      .selectFrom('list_identifiers as i')
      .innerJoin('list_entries as e', (join) =>
        join.onRef('e.source', '=', 'i.source').onRef('e.entry_id', '=', 'i.entry_id'),
      )
      .select(['i.source', 'i.value', 'i.currency', 'e.entry_id', 'e.name', 'e.programs', 'e.designated_on'])
      .where('i.kind', '=', 'crypto_address')
      .where('e.delisted_version', 'is', null)
      .execute();
    // Delisted entries keep their identifiers of when they were last listed (in their history):
    // an address once listed screens with that history, not as if it had never been.
    const delisted = await formerlyListed(db);
    const hits = placeSanctions(
      [...sanctioned.map((r) => ({ ...r, delisted: null })), ...delisted],
      mapSanctionsAddress,
      nextVersions,
    );
    for (const { chains, address, hit } of hits) {
      const number = next.number(hit);
      for (const chain of chains) next.add(chain, address, number);
    }
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('address_labels')
        .select([
          'id',
          'chain',
          'address',
          'label',
          'category',
          'confidence',
          'source',
          'source_version',
          'concepts',
        ])
        .where('workspace_id', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE_ROWS)
        .execute();
      for (const row of rows) {
        const hit: LabelHit = {
          label: row.label,
          category: row.category,
          source: row.source,
          list_version: row.source_version,
          confidence: row.confidence,
        };
        if (row.concepts !== null) hit.concepts = JSON.parse(row.concepts) as string[];
        next.add(row.chain, row.address, next.number(hit));
        // A pack imported before its imports were recorded has no list_versions row to name.
        if (row.source_version !== null && nextVersions[row.source] === undefined) {
          nextVersions[row.source] = { id: null, version: row.source_version };
        }
      }
      if (rows.length < PAGE_ROWS) break;
      after = rows[rows.length - 1]?.id ?? after;
      // Requests waiting meanwhile are answered from the index in force until the new one is whole.
      await nextTurn();
    }
    platform = next.seal();
    platformGeneration += 1;
    versions = nextVersions;
    versionsJson = JSON.stringify(nextVersions);
  }

  async function loadCustom(db: Executor): Promise<void> {
    const rows = await db
      .selectFrom('address_labels')
      .select(['id', 'workspace_id', 'chain', 'address', 'label', 'category', 'confidence'])
      .where('workspace_id', 'is not', null)
      .where('removed_at', 'is', null)
      .execute();
    custom.clear();
    customChanges += 1;
    for (const row of rows) {
      if (row.workspace_id === null) continue;
      addOwn(row.workspace_id, row.chain, row.address, {
        id: row.id,
        label: row.label,
        category: row.category,
        source: 'custom',
        list_version: null,
        confidence: row.confidence,
      });
    }
  }

  function addOwn(workspaceId: string, chain: string, address: string, hit: LabelHit): void {
    let own = custom.get(workspaceId);
    if (own === undefined) {
      own = new Map();
      custom.set(workspaceId, own);
    }
    add(own, chain, address, hit);
    customChanges += 1;
  }

  async function refreshNow(db: Executor): Promise<void> {
    // Only the ends of indexes and the workspace labels (few) are read: counting a million
    // platform labels every REFRESH_INTERVAL_MS held SQLite's synchronous driver, and so every
    // request, for 150–300 ms. Platform labels change only through list imports, which add a
    // list_versions row in the same transaction; the newest id catches rows added any other way.
    const [lists, dated, platformLabels, ownLabels, removals] = await Promise.all([
      db
        .selectFrom('list_versions')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
        .executeTakeFirst(),
      // Designation dates come to a stored list without a new version (`writeDesignationsOnly`).
      db
        .selectFrom('list_entries')
        .select((eb) => eb.fn.count<number>('designated_on').as('n'))
        .executeTakeFirst(),
      db
        .selectFrom('address_labels')
        .select((eb) => eb.fn.max('id').as('latest'))
        .where('workspace_id', 'is', null)
        .executeTakeFirst(),
      db
        .selectFrom('address_labels')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('latest')])
        .where('workspace_id', 'is not', null)
        .executeTakeFirst(),
      // Its own query, answered from address_labels_removed alone (with the count above it read
      // every row: 200 ms of a million-label store every refresh).
      db
        .selectFrom('address_labels')
        .select((eb) => eb.fn.max('removed_at').as('removed'))
        .where('workspace_id', 'is not', null)
        .executeTakeFirst(),
    ]);
    const nextPlatform = `${lists?.n}:${lists?.latest}:${dated?.n}:${platformLabels?.latest}`;
    // Removing a label keeps its row: the newest removal tells a removal made in another process.
    const nextCustom = `${ownLabels?.n}:${ownLabels?.latest}:${removals?.removed}`;
    if (nextPlatform !== platformFingerprint) {
      await loadPlatform(db);
      platformFingerprint = nextPlatform;
    }
    if (nextCustom !== customFingerprint) {
      await loadCustom(db);
      customFingerprint = nextCustom;
    }
  }

  return {
    lookup(workspaceId, chain, address) {
      const shared = platform.hits(chain, address);
      const own = custom.get(workspaceId)?.get(chain)?.get(address);
      if (own === undefined) return shared;
      return shared.length === 0 ? asList(own) : [...shared, ...asList(own)];
    },

    labelTest(workspaceId, chain) {
      const shared = platform.table(chain);
      const own = custom.get(workspaceId)?.get(chain);
      return {
        generation: platformGeneration,
        platform: shared === undefined ? () => false : (address) => shared.has(address),
        own: own === undefined || own.size === 0 ? undefined : (address) => own.has(address),
      };
    },

    refresh(db) {
      // One at a time: a reload yields to requests between pages, and a second one starting then
      // would build the index twice. A call made meanwhile still looks again once the first is done.
      const next = refreshing.then(() => refreshNow(db));
      refreshing = next.catch(() => undefined);
      return next;
    },

    addCustom(workspaceId, chain, address, hit) {
      addOwn(workspaceId, chain, address, hit);
    },

    removeCustom(workspaceId, chain, address, id) {
      const own = custom.get(workspaceId)?.get(chain);
      const left = asList(own?.get(address)).filter((hit) => hit.id !== id);
      const [first, ...others] = left;
      if (first === undefined) own?.delete(address);
      else own?.set(address, others.length === 0 ? first : left);
      customChanges += 1;
    },

    ownAddresses: (workspaceId, chain) => custom.get(workspaceId)?.get(chain)?.keys() ?? [],
    customVersion: () => customChanges,

    versions: () => ({ ...versions }),
    versionsJson: () => versionsJson,
    generation: () => platformGeneration,
    platformSize: () => platform.size,
    platformTableBytes: () => platform.tableBytes,
  };
}
