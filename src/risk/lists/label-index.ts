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
import { AddressTable } from './address-table.ts';

export interface LabelHit {
  label: string;
  category: string;
  /** `ofac_sdn`, `tagpack:<pack>` or `custom`. */
  source: string;
  /** The list's version (OFAC: its issue date; a TagPack: its `lastmod`); null for custom labels. */
  list_version: string | null;
  /** 0–100. */
  confidence: number;
  /** Sanctions programmes, for list entries that have them. */
  programs?: string[];
  /** A workspace's own label: its id, so it can be deleted. */
  id?: string;
}

/** A sanctions list address, mapped to its chain; `undefined` for one no chain of Vigil's takes. */
export type SanctionsAddressMapper = (
  currency: string | null,
  address: string,
) => { chain: string; address: string } | undefined;

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
  /** A workspace label this process just created or deleted. */
  addCustom(workspaceId: string, chain: string, address: string, hit: LabelHit): void;
  removeCustom(workspaceId: string, chain: string, address: string, id: string): void;
  /** The list versions in force, `{source: version}`, for the audit trail. */
  versions(): Record<string, string>;
  /** `versions()` as JSON, serialised once per change (every screening's audit record carries it). */
  versionsJson(): string;
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
/**
 * Distinct hits and strings shared per reload at most: beyond it (labels all different) new ones
 * are kept unshared, so the pool itself stays small.
 */
const POOL_LIMIT = 100_000;

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
 * The platform's labels. Per chain, a table of addresses whose value tells where their hits are:
 * `n ≥ 0`, the one hit `distinct[n]`; `n ≤ -2`, several, `lists[-n - 2]` (-1 is the table's
 * "none"). Hits are numbered by `number()`, which shares one object for equal hits and one string
 * for equal labels, categories, sources and versions (rows read from the store each bring their
 * own copies).
 */
class PlatformLabels {
  readonly #tables = new Map<string, AddressTable>();
  readonly #distinct: LabelHit[] = [];
  readonly #lists: LabelHit[][] = [];
  readonly #strings = new Map<string, string>();
  readonly #numbers = new Map<string, number>();

  /** The number of a hit, the same for equal hits (up to POOL_LIMIT of them; then each its own). */
  number(hit: LabelHit): number {
    const key = hit.programs
      ? undefined
      : `${hit.source}\u0000${hit.list_version}\u0000${hit.category}\u0000${hit.confidence}\u0000${hit.label}`;
    const known = key === undefined ? undefined : this.#numbers.get(key);
    if (known !== undefined) return known;
    const intern = (value: string): string => {
      const same = this.#strings.get(value);
      if (same !== undefined) return same;
      if (this.#strings.size < POOL_LIMIT) this.#strings.set(value, value);
      return value;
    };
    const number = this.#distinct.length;
    this.#distinct.push({
      ...hit,
      label: intern(hit.label),
      category: intern(hit.category),
      source: intern(hit.source),
      list_version: hit.list_version === null ? null : intern(hit.list_version),
    });
    if (key !== undefined && this.#numbers.size < POOL_LIMIT) this.#numbers.set(key, number);
    return number;
  }

  add(chain: string, address: string, hitNumber: number): void {
    let table = this.#tables.get(chain);
    if (table === undefined) {
      table = new AddressTable();
      this.#tables.set(chain, table);
    }
    const held = table.get(address);
    const hit = this.#distinct[hitNumber];
    if (hit === undefined) throw new Error(`label index: no hit numbered ${hitNumber}`);
    if (held === -1) table.set(address, hitNumber);
    else if (held < -1) this.#lists[-held - 2]?.push(hit);
    else {
      this.#lists.push([this.#distinct[held] ?? hit, hit]);
      table.set(address, -(this.#lists.length + 1));
    }
  }

  hits(chain: string, address: string): LabelHit[] {
    const held = this.#tables.get(chain)?.get(address) ?? -1;
    if (held === -1) return [];
    if (held < -1) return this.#lists[-held - 2] ?? [];
    const hit = this.#distinct[held];
    return hit === undefined ? [] : [hit];
  }

  table(chain: string): AddressTable | undefined {
    return this.#tables.get(chain);
  }

  /** Forgets what only building needed: the sharing maps, and the tables' room to grow. */
  seal(): this {
    this.#strings.clear();
    this.#numbers.clear();
    for (const table of this.#tables.values()) table.trim();
    return this;
  }

  get size(): number {
    let size = 0;
    for (const table of this.#tables.values()) size += table.size;
    return size;
  }

  get tableBytes(): number {
    let bytes = 0;
    for (const table of this.#tables.values()) bytes += table.bytes;
    return bytes;
  }
}

export function createLabelIndex(mapSanctionsAddress: SanctionsAddressMapper): LabelIndex {
  let platform = new PlatformLabels();
  /** Counts the platform label sets loaded, from 1: tracing caches their answers until it changes. */
  let platformGeneration = 1;
  let versions: Record<string, string> = {};
  let versionsJson = '{}';
  let platformFingerprint = '';
  const custom = new Map<string, ByChain>();
  let customFingerprint = '';
  let refreshing: Promise<void> = Promise.resolve();

  async function loadPlatform(db: Executor): Promise<void> {
    const next = new PlatformLabels();
    const nextVersions: Record<string, string> = {};
    const current = await db
      .selectFrom('list_versions as v')
      .select(['v.source', 'v.version'])
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
    for (const row of current) nextVersions[row.source] = row.version;
    const sanctioned = await db
      .selectFrom('list_identifiers as i')
      .innerJoin('list_entries as e', (join) =>
        join.onRef('e.source', '=', 'i.source').onRef('e.entry_id', '=', 'i.entry_id'),
      )
      .select(['i.source', 'i.value', 'i.currency', 'e.name', 'e.programs'])
      .where('i.kind', '=', 'crypto_address')
      .where('e.delisted_version', 'is', null)
      .execute();
    for (const row of sanctioned) {
      const mapped = mapSanctionsAddress(row.currency, row.value);
      if (!mapped) continue;
      const known = next.hits(mapped.chain, mapped.address);
      // The same address under two tickers (ARB and BSC) is one label, not two.
      if (known.some((hit) => hit.source === row.source && hit.label === row.name)) continue;
      next.add(
        mapped.chain,
        mapped.address,
        next.number({
          label: row.name,
          category: 'sanctioned',
          source: row.source,
          list_version: nextVersions[row.source] ?? null,
          confidence: 100,
          programs: JSON.parse(row.programs) as string[],
        }),
      );
    }
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('address_labels')
        .select(['id', 'chain', 'address', 'label', 'category', 'confidence', 'source', 'source_version'])
        .where('workspace_id', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE_ROWS)
        .execute();
      for (const row of rows) {
        next.add(
          row.chain,
          row.address,
          next.number({
            label: row.label,
            category: row.category,
            source: row.source,
            list_version: row.source_version,
            confidence: row.confidence,
          }),
        );
        if (row.source_version !== null) nextVersions[row.source] = row.source_version;
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
      .execute();
    custom.clear();
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
  }

  async function refreshNow(db: Executor): Promise<void> {
    // Only the ends of indexes and the workspace labels (few) are read: counting a million
    // platform labels every REFRESH_INTERVAL_MS held SQLite's synchronous driver, and so every
    // request, for 150–300 ms. Platform labels change only through list imports, which add a
    // list_versions row in the same transaction; the newest id catches rows added any other way.
    const [lists, platformLabels, ownLabels] = await Promise.all([
      db
        .selectFrom('list_versions')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
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
    ]);
    const nextPlatform = `${lists?.n}:${lists?.latest}:${platformLabels?.latest}`;
    const nextCustom = `${ownLabels?.n}:${ownLabels?.latest}`;
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
    },

    versions: () => ({ ...versions }),
    versionsJson: () => versionsJson,
    platformSize: () => platform.size,
    platformTableBytes: () => platform.tableBytes,
  };
}
