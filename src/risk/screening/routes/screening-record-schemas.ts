/** A stored screening as the audit API shows it (`GET /v1/screenings`, `GET /v1/screenings/:id`). */
import { Type } from 'typebox';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { CoverageSchema } from './screening-schemas.ts';

export const ScreeningIdParams = Type.Object({
  id: Type.Union([
    IdParam('screening', 'A wallet screening (`scr_…`).'),
    IdParam('screenedTransaction', 'A transaction screening (`tx_…`).'),
  ]),
});

const summaryFields = {
  id: Type.String({ description: 'The screening: `scr_…` for a wallet, `tx_…` for a transaction.' }),
  kind: StringEnum(['wallet', 'transaction'] as const),
  chain: Type.String({ description: 'The canonical chain name.' }),
  address: Nullable(
    Type.String({
      description: 'The address screened; for a transaction, its riskiest party (the one its result is).',
    }),
  ),
  tx_hash: Nullable(Type.String({ description: 'A transaction screening: its hash, when one was given.' })),
  risk_score: Type.Integer({ minimum: 0, maximum: 100 }),
  risk_category: StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const),
  sanctions_hit: Type.Boolean(),
  screened_at: Timestamp('When the answer was made.'),
  as_of: Nullable(Timestamp('The time the answer was made for, when asked with `as_of`.')),
  key_id: Nullable(
    Type.String({ description: 'The key that asked; null for a screening Vigil made itself.' }),
  ),
  trigger: Nullable(
    StringEnum(['list', 'label', 'transfer', 'policy', 'chain', 'reorg'] as const, {
      description:
        'A screening Vigil made itself (a watched address screened again): what changed (`reorg`: a reorganisation removed transfers read from a chain). Null when a caller asked.',
    }),
  ),
  watch_id: Nullable(Type.String({ description: 'The watch it was made for, if any.' })),
  policy_version: Nullable(
    Type.Integer({
      minimum: 0,
      description:
        'The workspace’s risk policy version it was made under (`GET /v1/risk-policy/versions/{version}`; 0: Vigil’s defaults). Null for screenings stored before policies were recorded.',
    }),
  ),
};

export const ScreeningSummarySchema = Type.Object(summaryFields, {
  $id: 'ScreeningSummary',
  additionalProperties: false,
  description: 'A past screening, as the list shows it.',
});

export const ListVersionUsedSchema = Type.Object(
  {
    source: Type.String({ description: '`ofac_sdn`, `tagpack:<pack>`, …' }),
    id: Nullable(
      Type.String({
        description:
          'The import (`source:seq`): one per import, so two imports of publications with the same date are two ids. Null for screenings stored before ids were kept.',
      }),
    ),
    version: Type.String({ description: 'The publication’s own version (OFAC: its issue date).' }),
    imported_at: Nullable(Timestamp('When that version was imported.')),
    file_name: Nullable(Type.String({ description: 'The file it was imported from.' })),
  },
  { additionalProperties: false },
);

export const LabelVersionSchema = Type.Object(
  {
    id: Type.String({ description: 'The label (`lbl_…`).' }),
    chain: Type.String(),
    address: Type.String({ description: 'The address the label is on.' }),
    label: Type.String(),
    category: Type.String(),
    confidence: Type.Integer({ minimum: 0, maximum: 100 }),
    created_at: Timestamp('When it was made.'),
    created_by: Nullable(Type.String({ description: 'The key that made it.' })),
    removed_at: Nullable(Timestamp('When it was removed (after the screening), if it was.')),
    removed_by: Nullable(Type.String({ description: 'The key that removed it.' })),
  },
  { additionalProperties: false },
);

export const ScreeningRecordSchema = Type.Object(
  {
    ...summaryFields,
    list_versions: Type.Array(ListVersionUsedSchema, {
      description: 'Every list in force when the answer was made (for `as_of`, at that time), by import.',
    }),
    labels: Type.Array(LabelVersionSchema, {
      description:
        'The workspace’s own labels the answer matched, as they stood then (removed since or not).',
    }),
    coverage: CoverageSchema,
    request: Type.Record(Type.String(), Type.Unknown(), { description: 'The request as it was asked.' }),
    result: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The answer exactly as it was given (a `WalletScreening` or a `TransactionScreening`).',
    }),
  },
  {
    $id: 'ScreeningRecord',
    additionalProperties: false,
    description:
      'A past screening with everything it used: list versions, the workspace’s labels, coverage, the request and the answer.',
  },
);
