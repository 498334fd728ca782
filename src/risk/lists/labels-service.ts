/**
 * A workspace's own address labels (`/v1/labels`, API.md §5): what its analysts know of addresses
 * that no list says. They count in the workspace's screenings exactly like imported labels, with
 * `source: "custom"`, and from the moment they are created.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AddressLabelsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';
import { readAddress, readChain } from '../chains/index.ts';
import { LABEL_CATEGORIES } from './label-categories.ts';
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

export interface LabelsService {
  create(workspaceId: string, input: LabelInput): Promise<LabelRow>;
  list(
    workspaceId: string,
    options: {
      chain?: string | undefined;
      address?: string | undefined;
      limit: number;
      before?: string | undefined;
    },
  ): Promise<LabelRow[]>;
  remove(workspaceId: string, id: string): Promise<void>;
}

export function createLabelsService(deps: { store: Store; clock: Clock; index: LabelIndex }): LabelsService {
  const { store, clock, index } = deps;
  return {
    async create(workspaceId, input) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      if (!(LABEL_CATEGORIES as readonly string[]).includes(input.category)) {
        throw invalidField('/category', `must be one of ${LABEL_CATEGORIES.join(', ')}`);
      }
      const row: LabelRow = {
        id: newId('label'),
        workspace_id: workspaceId,
        chain,
        address,
        label: input.label,
        category: input.category,
        confidence: input.confidence ?? 100,
        source: 'custom',
        source_version: null,
        created_at: clock.now(),
      };
      await store.db.insertInto('address_labels').values(row).execute();
      index.addCustom(workspaceId, chain, address, {
        id: row.id,
        label: row.label,
        category: row.category,
        source: 'custom',
        list_version: null,
        confidence: row.confidence,
      });
      return row;
    },

    list(workspaceId, options) {
      let query = store.db.selectFrom('address_labels').selectAll().where('workspace_id', '=', workspaceId);
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

    async remove(workspaceId, id) {
      const row = await store.db
        .deleteFrom('address_labels')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('label', id);
      index.removeCustom(workspaceId, row.chain, row.address, row.id);
    },
  };
}
