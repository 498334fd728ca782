/**
 * A workspace's own wallets (`/v1/own-wallets`, API.md §9): its hot, cold and deposit addresses.
 * Flows between them, and out of them to customers, are the institution's operations, not
 * typologies (no structuring, layering or peel chain is seen in them), and an own wallet is never a
 * SAR subject nor a key threats are joined on. Sanctions and mixer exposure still count: paying a
 * listed address from a hot wallet is exactly what screening is for.
 *
 * An EVM address registered on one EVM chain is the institution's on every EVM chain: one key holds
 * the same address on all of them.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { OwnWalletsTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import { CHAINS, type ChainName, readAddress, readChain } from '../chains/index.ts';

export type OwnWalletRow = OwnWalletsTable;

/** A workspace's own wallets, as the questions of one batch ask them. */
export interface OwnWalletSet {
  has(chain: ChainName, address: string): boolean;
  readonly size: number;
}

export interface OwnWalletsService {
  /** Registers a wallet; the same one again answers with the one stored (`created` false). */
  create(
    workspaceId: string,
    input: { chain: string; address: string; label?: string | undefined },
  ): Promise<{ row: OwnWalletRow; created: boolean }>;
  list(
    workspaceId: string,
    options: { chain?: string | undefined; limit: number; before?: string | undefined },
  ): Promise<OwnWalletRow[]>;
  remove(workspaceId: string, id: string): Promise<void>;
  /** The workspace's own wallets as they stand, read in `db` (a batch's transaction). */
  setOf(db: Executor, workspaceId: string): Promise<OwnWalletSet>;
}

const key = (chain: ChainName, address: string) => `${CHAINS[chain].evm ? 'evm' : chain} ${address}`;

export const NO_OWN_WALLETS: OwnWalletSet = { has: () => false, size: 0 };

export function createOwnWalletsService(deps: { store: Store; clock: Clock }): OwnWalletsService {
  const { store, clock } = deps;

  const stored = (workspaceId: string, chain: ChainName, address: string) =>
    store.db
      .selectFrom('own_wallets')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('chain', '=', chain)
      .where('address', '=', address)
      .executeTakeFirst();

  return {
    async create(workspaceId, input) {
      const chain = readChain(input.chain);
      const address = readAddress(chain, input.address);
      const label = input.label?.trim();
      if (label === '') throw invalidField('/label', 'is blank: leave it out, or name the wallet');
      const before = await stored(workspaceId, chain, address);
      if (before !== undefined) return { row: before, created: false };
      const row: OwnWalletRow = {
        id: newId('ownWallet'),
        workspace_id: workspaceId,
        chain,
        address,
        label: label ?? null,
        created_at: clock.now(),
      };
      const written = await store.db
        .insertInto('own_wallets')
        .values(row)
        .onConflict((oc) => oc.columns(['workspace_id', 'chain', 'address']).doNothing())
        .returning('id')
        .execute();
      if (written.length > 0) return { row, created: true };
      const raced = await stored(workspaceId, chain, address);
      if (raced === undefined) throw new Error('an own wallet neither stored nor found');
      return { row: raced, created: false };
    },

    list(workspaceId, options) {
      let query = store.db.selectFrom('own_wallets').selectAll().where('workspace_id', '=', workspaceId);
      if (options.chain !== undefined)
        query = query.where('chain', '=', readChain(options.chain, '/query/chain'));
      if (options.before) query = query.where('id', '<', options.before);
      return query.orderBy('id', 'desc').limit(options.limit).execute();
    },

    async remove(workspaceId, id) {
      const deleted = await store.db
        .deleteFrom('own_wallets')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('own wallet', id);
    },

    async setOf(db, workspaceId) {
      const rows = await db
        .selectFrom('own_wallets')
        .select(['chain', 'address'])
        .where('workspace_id', '=', workspaceId)
        .execute();
      if (rows.length === 0) return NO_OWN_WALLETS;
      const keys = new Set(rows.map((row) => key(readChain(row.chain), row.address)));
      return { has: (chain, address) => keys.has(key(chain, address)), size: keys.size };
    },
  };
}
