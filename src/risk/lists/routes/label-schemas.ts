/** A workspace label as the API shows it, and the pieces the label routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, Timestamp } from '../../../lib/schemas.ts';
import type { LabelRow } from '../labels-service.ts';

export const LabelIdParams = Type.Object({ id: IdParam('label', 'The label id (`lbl_…`).') });

export const LabelSchema = Type.Object(
  {
    id: Type.String({ description: 'The label id (`lbl_…`).' }),
    chain: Type.String({ description: 'The canonical chain name.' }),
    address: Type.String({ description: 'The address, normalised for its chain.' }),
    label: Type.String({ description: 'What the address is, e.g. the entity’s name.' }),
    category: Type.String({ description: 'The risk category (see docs/screening.md), e.g. `scam`.' }),
    confidence: Type.Integer({ minimum: 0, maximum: 100, description: 'How sure the workspace is, 0–100.' }),
    source: Type.Literal('custom', { description: 'A workspace’s own label.' }),
    created_at: Timestamp('When the label was made.'),
    created_by: Nullable(Type.String({ description: 'The key that made it (`key_…`); null if not a key.' })),
    removed_at: Nullable(Timestamp('When it was removed; null while it counts.')),
    removed_by: Nullable(
      Type.String({ description: 'The key that removed it; null while it counts, or if not a key.' }),
    ),
  },
  { $id: 'Label', description: 'An address label of the workspace’s own; it counts in its screenings.' },
);

export function serializeLabel(row: LabelRow) {
  return {
    id: row.id,
    chain: row.chain,
    address: row.address,
    label: row.label,
    category: row.category,
    confidence: row.confidence,
    source: 'custom' as const,
    created_at: toRfc3339(row.created_at),
    created_by: row.created_by,
    removed_at: row.removed_at === null ? null : toRfc3339(row.removed_at),
    removed_by: row.removed_by,
  };
}
