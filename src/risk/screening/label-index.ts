/**
 * Every label screening can match, in memory, by chain and normalised address: sanctions list
 * addresses (OFAC's digital currency addresses), imported TagPack labels (platform-wide) and each
 * workspace's own labels. A lookup is one Map access, so screening never waits on the store.
 *
 * The platform part is rebuilt when a list import lands (`refresh`, polled by the service, sees a
 * new list version or TagPack within seconds, from any process); a workspace's labels are updated
 * in place when this process changes them and reloaded when another one did.
 */
import type { Executor } from '../../store/store.ts';

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

const keyOf = (chain: string, address: string) => `${chain}\u0000${address}`;

export interface LabelIndex {
  /** Platform labels and the workspace's own for one address. */
  lookup(workspaceId: string, chain: string, address: string): LabelHit[];
  /** Whether the address has any label the workspace sees (for tracing exposure). */
  has(workspaceId: string, chain: string, address: string): boolean;
  /** Reloads what changed since the last call: a new list version, TagPack, or labels of another process. */
  refresh(db: Executor): Promise<void>;
  /** A workspace label this process just created or deleted. */
  addCustom(workspaceId: string, chain: string, address: string, hit: LabelHit): void;
  removeCustom(workspaceId: string, chain: string, address: string, id: string): void;
  /** The list versions in force, `{source: version}`, for the audit trail. */
  versions(): Record<string, string>;
  /** Addresses with platform labels. */
  platformSize(): number;
}

export function createLabelIndex(mapSanctionsAddress: SanctionsAddressMapper): LabelIndex {
  let platform = new Map<string, LabelHit[]>();
  let versions: Record<string, string> = {};
  let platformFingerprint = '';
  const custom = new Map<string, Map<string, LabelHit[]>>();
  let customFingerprint = '';

  function add(into: Map<string, LabelHit[]>, key: string, hit: LabelHit): void {
    const list = into.get(key);
    if (list === undefined) into.set(key, [hit]);
    else list.push(hit);
  }

  async function loadPlatform(db: Executor): Promise<void> {
    const next = new Map<string, LabelHit[]>();
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
      const key = keyOf(mapped.chain, mapped.address);
      // The same address under two tickers (ARB and BSC) is one label, not two.
      if (next.get(key)?.some((hit) => hit.source === row.source && hit.label === row.name)) continue;
      add(next, key, {
        label: row.name,
        category: 'sanctioned',
        source: row.source,
        list_version: nextVersions[row.source] ?? null,
        confidence: 100,
        programs: JSON.parse(row.programs) as string[],
      });
    }
    const imported = await db
      .selectFrom('address_labels')
      .select(['chain', 'address', 'label', 'category', 'confidence', 'source', 'source_version'])
      .where('workspace_id', 'is', null)
      .execute();
    for (const row of imported) {
      add(next, keyOf(row.chain, row.address), {
        label: row.label,
        category: row.category,
        source: row.source,
        list_version: row.source_version,
        confidence: row.confidence,
      });
      if (row.source_version !== null) nextVersions[row.source] = row.source_version;
    }
    platform = next;
    versions = nextVersions;
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
    add(own, keyOf(chain, address), hit);
  }

  return {
    lookup(workspaceId, chain, address) {
      const key = keyOf(chain, address);
      const shared = platform.get(key);
      const own = custom.get(workspaceId)?.get(key);
      if (own === undefined) return shared ?? [];
      return shared === undefined ? own : [...shared, ...own];
    },

    has(workspaceId, chain, address) {
      const key = keyOf(chain, address);
      return platform.has(key) || custom.get(workspaceId)?.has(key) === true;
    },

    async refresh(db) {
      const [lists, labels] = await Promise.all([
        db
          .selectFrom('list_versions')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
          .executeTakeFirst(),
        db
          .selectFrom('address_labels')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.max('created_at').as('latest'),
            eb.fn.sum<number>(eb.case().when('workspace_id', 'is', null).then(1).else(0).end()).as('shared'),
          ])
          .executeTakeFirst(),
      ]);
      const nextPlatform = `${lists?.n}:${lists?.latest}:${labels?.shared}`;
      const nextCustom = `${labels?.n}:${labels?.latest}`;
      if (nextPlatform !== platformFingerprint) {
        await loadPlatform(db);
        platformFingerprint = nextPlatform;
      }
      if (nextCustom !== customFingerprint) {
        await loadCustom(db);
        customFingerprint = nextCustom;
      }
    },

    addCustom(workspaceId, chain, address, hit) {
      addOwn(workspaceId, chain, address, hit);
    },

    removeCustom(workspaceId, chain, address, id) {
      const own = custom.get(workspaceId);
      const key = keyOf(chain, address);
      const left = own?.get(key)?.filter((hit) => hit.id !== id) ?? [];
      if (left.length === 0) own?.delete(key);
      else own?.set(key, left);
    },

    versions: () => ({ ...versions }),
    platformSize: () => platform.size,
  };
}
