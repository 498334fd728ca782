/** The screening result as the API shows it (API.md §5), shared by wallet and transaction screening. */
import { Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';

export const ScreeningMatchSchema = Type.Object(
  {
    label: Type.String({ description: 'What the labelled address is, e.g. the list entry’s name.' }),
    category: Type.String({ description: 'Its risk category, e.g. `sanctioned`, `mixing_service`.' }),
    source: Type.String({ description: '`ofac_sdn`, `tagpack:<pack>` or `custom`.' }),
    list_version: Nullable(
      Type.String({ description: 'The list’s version (OFAC: its issue date); null for custom labels.' }),
    ),
    confidence: Type.Integer({ minimum: 0, maximum: 100, description: 'How sure the source is, 0–100.' }),
    exposure: StringEnum(['ownership', 'direct', 'indirect'] as const, {
      description: '`ownership`: the address itself; `direct`: a counterparty; `indirect`: further out.',
    }),
    hops: Type.Integer({ minimum: 0, description: '0 for ownership, 1 direct, more indirect.' }),
    address: Type.String({
      description:
        'The address exposed: the wallet itself for `ownership`, the counterparty reached for `direct` and `indirect`. The label is on it, or on `via_entity.address`.',
    }),
    direction: Nullable(
      StringEnum(['incoming', 'outgoing'] as const, {
        description: 'Whether the labelled address is a source or a destination of the wallet’s funds.',
      }),
    ),
    share: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'Share of the wallet’s value in that direction traced to it (haircut), or 1 (ownership, poison).',
    }),
    programs: Type.Optional(
      Type.Array(Type.String(), { description: 'Sanctions programmes of a list entry.' }),
    ),
    via_entity: Type.Optional(
      Type.Object(
        {
          id: Type.String({ description: 'The co-spend entity (`ent_…`) both addresses belong to.' }),
          address: Type.String({ description: 'The address of the entity that carries the label.' }),
        },
        {
          additionalProperties: false,
          description:
            'When the label is on another address of the entity `address` belongs to: inputs spent together have one owner, so the label speaks for every address of the entity. Not a sanctions hit of its own (`sanctions_hit` is for a list naming the address itself), though it scores as ownership.',
        },
      ),
    ),
    listed_on: Type.Optional(
      Type.Array(
        Type.Object(
          {
            ticker: Type.String({
              description: 'The ticker the list files the address under, e.g. `ETH`, `XBT`.',
            }),
            chain: Nullable(
              Type.String({
                description:
                  'The chain Vigil reads that ticker as; null for a chain Vigil does not screen (`ETC`).',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'For a sanctions list address: where the list names it. A 0x address listed on one EVM chain matches on every EVM chain Vigil screens, and an address filed under a ticker whose chain it is not valid on matches on the one chain where it is valid; this says where it was listed.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const screeningFields = {
  chain: Type.String({ description: 'The canonical chain name.' }),
  address: Type.String({ description: 'The address screened, normalised for its chain.' }),
  risk_score: Type.Integer({ minimum: 0, maximum: 100 }),
  risk_category: StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const),
  matched_labels: Type.Array(Type.String(), { description: 'The labels matched, strongest exposure first.' }),
  sanctions_hit: Type.Boolean({
    description: 'A sanctions list names the address itself (then always `severe`, 100).',
  }),
  entity_cluster: Type.String({ description: 'The entity (`ent_…`) the address belongs to.' }),
  matches: Type.Array(ScreeningMatchSchema),
};

/** A screening's result, without the id and time the API adds to a wallet's. */
export const ScreeningResultSchema = Type.Object(screeningFields, { additionalProperties: false });

export const WalletScreeningSchema = Type.Object(
  {
    id: Type.String({ description: 'The screening (`scr_…`), kept in the audit trail.' }),
    ...screeningFields,
    screened_at: Timestamp('When it was screened.'),
  },
  {
    $id: 'WalletScreening',
    additionalProperties: false,
    description: 'What screening found for one address.',
  },
);

const { chain: _chain, ...partyFields } = screeningFields;

export const TransactionScreeningSchema = Type.Object(
  {
    id: Type.String({ description: 'The screened transaction (`tx_…`), kept in the audit trail.' }),
    ...screeningFields,
    tx_hash: Nullable(Type.String({ description: 'The hash given, normalised for its chain.' })),
    amount: Nullable(Type.Number()),
    asset: Nullable(Type.String()),
    transfer_ids: Type.Array(Type.String(), {
      description:
        'The transfers Vigil stored of this transaction (`xfer_…`; a hold can name one), when it was sent as an event or imported before: [] for one Vigil does not hold.',
    }),
    counterparties: Type.Array(
      Type.Object(
        {
          role: StringEnum(['from', 'to', 'input', 'output'] as const),
          amount: Nullable(Type.Number()),
          transfer_ids: Type.Array(Type.String(), {
            description:
              'The stored transfers (`xfer_…`) this party sent (from, input) or received (to, output).',
          }),
          ...partyFields,
        },
        { additionalProperties: false },
      ),
      { description: 'Every party screened as a wallet, in the order given.' },
    ),
    screened_at: Timestamp('When it was screened.'),
  },
  {
    $id: 'TransactionScreening',
    additionalProperties: false,
    description:
      'The transfer’s result is its riskiest party’s (`address`, score, band, `entity_cluster`), with every party’s matches; `sanctions_hit` if any party is listed.',
  },
);

export const ScreeningOptionsFields = {
  exposure_method: Type.Optional(
    StringEnum(['haircut', 'poison'] as const, {
      description:
        'How indirect exposure is counted (default: the service’s `VIGIL_SCREENING_EXPOSURE`, haircut).',
    }),
  ),
  max_hops: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 6,
      description: 'How far funds are followed (default `VIGIL_SCREENING_MAX_HOPS`, 3).',
    }),
  ),
};
