/** A hold as the API shows it, with and without its audit trail, and the pieces the hold routes share. */
import { type Static, Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { idPattern } from '../../../lib/ids.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { MAX_HOLD_DAYS } from '../hold-rules.ts';
import type { HoldHistoryRow, HoldRow, HoldView } from '../holds-service.ts';

export const HoldIdParams = Type.Object({ id: IdParam('hold', 'The hold id (`hold_…`).') });

export const HOLD_STATUSES = ['active', 'released', 'expired'] as const;

export const HoldStatusSchema = StringEnum(HOLD_STATUSES, {
  description:
    '`active` until released (`released`) or until `expires_at` passes (`expired`); neither can be undone.',
});

export const ThreatIdField = (description: string) =>
  Type.String({ pattern: idPattern('threat'), description });

const holdFields = {
  id: Type.String({ description: 'The hold id (`hold_…`).' }),
  status: HoldStatusSchema,
  reference: Type.Object(
    {
      chain: Type.String({ description: 'The canonical chain name.' }),
      tx_hash: Type.String({
        description:
          'The transaction held, in its chain’s form: lower-case hex (`0x…` on EVM chains), upper-case hex on the XRP Ledger, base58 on Solana.',
      }),
      transfer_id: Nullable(
        Type.String({
          description: 'The transfer (`xfer_…`) the hold was placed by; null when placed by hash.',
        }),
      ),
    },
    { description: 'The transaction the hold is on.' },
  ),
  reason: Type.String({ description: 'Why the transaction is held, as given when it was placed.' }),
  threat_id: Nullable(Type.String({ description: 'The threat (`thr_…`) that prompted the hold, if any.' })),
  expires_at: Nullable(
    Timestamp(
      `When the hold expires by itself (at most ${MAX_HOLD_DAYS} days after it was placed); null: held until released.`,
    ),
  ),
  placed_by: Type.String({
    description: 'The API key (`key_…`), or the OAuth client (`oac_…`) of the access token, that placed it.',
  }),
  created_at: Timestamp('When it was placed.'),
  released_at: Nullable(Timestamp('When it was released; null unless `released`.')),
  released_by: Nullable(
    Type.String({ description: 'The API key (`key_…`) or OAuth client (`oac_…`) that released it.' }),
  ),
  release_reason: Nullable(Type.String({ description: 'Why it was released, if the release said.' })),
};

export const HoldSchema = Type.Object(holdFields, {
  $id: 'Hold',
  description: 'A hold on one transaction.',
});

const HoldHistoryEntrySchema = Type.Object(
  {
    action: StringEnum(['placed', 'released', 'expired'] as const, { description: 'What happened.' }),
    at: Timestamp('When; for `expired`, the hold’s `expires_at`.'),
    key_id: Nullable(
      Type.String({
        description:
          'The API key (`key_…`) or OAuth client (`oac_…`) that acted; null for an expiry, which Vigil does.',
      }),
    ),
    reason: Nullable(
      Type.String({ description: 'The reason given: the hold’s when placed, the release’s.' }),
    ),
  },
  { description: 'One entry of a hold’s audit trail.' },
);

export const HoldWithHistorySchema = Type.Object(
  {
    ...holdFields,
    history: Type.Array(HoldHistoryEntrySchema, {
      description: 'The audit trail, oldest first: `placed`, then `released` or `expired`.',
    }),
  },
  { $id: 'HoldWithHistory', description: 'A hold on one transaction, with its audit trail.' },
);

/** `HoldWithHistory` as a response, with a description of what this response means. */
export function HoldResponse(description: string) {
  return Type.Unsafe<Static<typeof HoldWithHistorySchema>>({ ...ref(HoldWithHistorySchema), description });
}

const time = (ms: number | null) => (ms === null ? null : toRfc3339(ms));

export function serializeHold(row: HoldRow) {
  return {
    id: row.id,
    status: row.status,
    reference: { chain: row.chain, tx_hash: row.tx_hash, transfer_id: row.transfer_id },
    reason: row.reason,
    threat_id: row.threat_id,
    expires_at: time(row.expires_at),
    placed_by: row.placed_by,
    created_at: toRfc3339(row.created_at),
    released_at: time(row.released_at),
    released_by: row.released_by,
    release_reason: row.release_reason,
  };
}

function serializeEntry(entry: HoldHistoryRow) {
  return { action: entry.action, at: toRfc3339(entry.at), key_id: entry.key_id, reason: entry.reason };
}

export function serializeHoldWithHistory(view: HoldView) {
  return { ...serializeHold(view.row), history: view.history.map(serializeEntry) };
}
