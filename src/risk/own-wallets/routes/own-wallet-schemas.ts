/** An own wallet as the API shows it, and the pieces its routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, Timestamp } from '../../../lib/schemas.ts';
import type { OwnWalletRow } from '../own-wallets-service.ts';

export const OwnWalletIdParams = Type.Object({ id: IdParam('ownWallet', 'The own wallet (`own_…`).') });

export const OwnWalletSchema = Type.Object(
  {
    id: Type.String({ description: 'The own wallet (`own_…`).' }),
    chain: Type.String({ description: 'The canonical chain name.' }),
    address: Type.String({ description: 'The address, normalised for its chain.' }),
    label: Nullable(
      Type.String({ description: 'What the wallet is to the institution, e.g. `hot wallet 2`.' }),
    ),
    created_at: Timestamp('When it was registered.'),
  },
  {
    $id: 'OwnWallet',
    additionalProperties: false,
    description:
      'A wallet of the workspace’s own: flows between own wallets and out of them to customers are operations, not typologies, and it is never a SAR subject. A 0x address counts on every EVM chain.',
  },
);

export function serializeOwnWallet(row: OwnWalletRow) {
  return {
    id: row.id,
    chain: row.chain,
    address: row.address,
    label: row.label,
    created_at: toRfc3339(row.created_at),
  };
}
