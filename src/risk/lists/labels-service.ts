/**
 * A workspace's own address labels (`/v1/labels`, API.md §5): what its analysts know of addresses
 * that no list says. They count in the workspace's screenings exactly like imported labels, with
 * `source: "custom"`, and from the moment they are created: in this process before the answer, in
 * the others as the change reaches them (`changes`).
 *
 * A label is never deleted outright: removing it records when and by which key, and it stops
 * counting from then on, so a screening made before can still be shown with the labels it used.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { AddressLabelsTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import { readAddress, readChain } from '../chains/index.ts';
import { isLabelCategory, LABEL_CATEGORIES } from './label-categories.ts';
import type { LabelIndex } from './label-index.ts';

export type LabelRow = AddressLabelsTable;

export interface LabelInput {
  chain: string;
  address: string;
  label: string;
  category: string;
  /** 0–100; default 100 (the workspace knows). */
  confidence?: number | undefined;
}

/** A workspace label created or deleted: where its hits are kept in the index. */
export type LabelChange = { workspaceId: string; id: string; chain: string; address: string };

export interface LabelsService {
  /** Brings the index in line with the stored label (created, or gone); safe to repeat. */
  apply(change: LabelChange): Promise<void>;
  /**
   * Creates the label, or returns the one stored for the same address, label and source (`created`
   * false): posting a label again must not count it twice.
   */
  create(
    workspaceId: string,
    input: LabelInput,
    keyId: string | null,
  ): Promise<{ row: LabelRow; created: boolean }>;
  list(
    workspaceId: string,
    options: {
      chain?: string | undefined;
      address?: string | undefined;
      /** With the removed labels too (each says when and by whom). */
      removed?: boolean | undefined;
      limit: number;
      before?: string | undefined;
    },
  ): Promise<LabelRow[]>;
  /** Marks the label removed by `keyId` (null: not a key); a removed label is not found again. */
  remove(workspaceId: string, id: string, keyId: string | null): Promise<void>;
}

export function createLabelsService(deps: {
  store: Store;
  clock: Clock;
  index: LabelIndex;
  /** Tells the other processes' indexes; without it, the index here is kept alone. */
  announce?: (db: Executor, change: LabelChange) => Promise<void>;
  /** Hears each label change once the index here holds it (made here or in another process). */
  onApplied?: ((change: LabelChange) => void) | undefined;
}): LabelsService {
  const { store, clock, index } = deps;

  async function apply(change: LabelChange): Promise<void> {
    const row = await store.db
      .selectFrom('address_labels')
      .select(['id', 'label', 'category', 'confidence'])
      .where('workspace_id', '=', change.workspaceId)
      .where('id', '=', change.id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    index.removeCustom(change.workspaceId, change.chain, change.address, change.id);
    if (row === undefined) {
      deps.onApplied?.(change);
      return;
    }
    index.addCustom(change.workspaceId, change.chain, change.address, {
      id: row.id,
      label: row.label,
      category: row.category,
      source: 'custom',
      list_version: null,
      confidence: row.confidence,
    });
    deps.onApplied?.(change);
  }
  const notice: ChangeNotice<LabelChange> = {
    announce: deps.announce ?? (async () => {}),
    apply,
  };

  return {
    apply,
    async create(workspaceId, input, keyId) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const label = input.label.trim();
      if (label === '') throw invalidField('/label', 'is blank: name what the address is, e.g. the entity');
      if (!isLabelCategory(input.category)) {
        throw invalidField(
          '/category',
          `must be a GraphSense concept or one of Vigil's categories (docs/screening.md lists them): ${LABEL_CATEGORIES.join(', ')}`,
        );
      }
      const stored = () =>
        store.db
          .selectFrom('address_labels')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('chain', '=', chain)
          .where('address', '=', address)
          .where('label', '=', label)
          .where('source', '=', 'custom')
          .where('removed_at', 'is', null)
          .executeTakeFirst();
      const before = await stored();
      if (before !== undefined) return { row: before, created: false };
      const row: LabelRow = {
        id: newId('label'),
        workspace_id: workspaceId,
        chain,
        address,
        label,
        category: input.category,
        confidence: input.confidence ?? 100,
        source: 'custom',
        source_version: null,
        concepts: null,
        created_at: clock.now(),
        created_by: keyId,
        removed_at: null,
        removed_by: null,
      };
      let inserted = false;
      await commitChange(store.db, notice, { workspaceId, id: row.id, chain, address }, async (tx) => {
        const written = await tx
          .insertInto('address_labels')
          .values(row)
          .onConflict((oc) =>
            oc
              .columns(['workspace_id', 'chain', 'address', 'label', 'source'])
              .where('removed_at', 'is', null)
              .doNothing(),
          )
          .returning('id')
          .execute();
        inserted = written.length > 0;
      });
      if (inserted) return { row, created: true };
      // Posted twice at once: the other request stored it.
      const raced = await stored();
      if (raced === undefined) throw new Error('a label neither stored nor found');
      return { row: raced, created: false };
    },

    list(workspaceId, options) {
      let query = store.db.selectFrom('address_labels').selectAll().where('workspace_id', '=', workspaceId);
      if (options.removed !== true) query = query.where('removed_at', 'is', null);
      if (options.chain !== undefined) {
        const chain = readChain(options.chain, '/query/chain');
        query = query.where('chain', '=', chain);
        if (options.address !== undefined)
          query = query.where('address', '=', readAddress(chain, options.address, '/query/address'));
      } else if (options.address !== undefined) {
        throw invalidField(
          '/query/chain',
          'is needed with address: addresses are only comparable within a chain',
        );
      }
      if (options.before) query = query.where('id', '<', options.before);
      return query.orderBy('id', 'desc').limit(options.limit).execute();
    },

    async remove(workspaceId, id, keyId) {
      const row = await store.db
        .selectFrom('address_labels')
        .select(['chain', 'address'])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound('label', id);
      const change = { workspaceId, id, chain: row.chain, address: row.address };
      await commitChange(store.db, notice, change, async (tx) => {
        const removed = await tx
          .updateTable('address_labels')
          .set({ removed_at: clock.now(), removed_by: keyId })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (Number(removed.numUpdatedRows) === 0) throw notFound('label', id);
      });
    },
  };
}
