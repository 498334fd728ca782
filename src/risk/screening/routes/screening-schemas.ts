/** The screening result as the API shows it (API.md §5), shared by wallet and transaction screening. */
import { Type } from 'typebox';
import { Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';

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
    direct: Type.Boolean({
      description:
        'No intermediary: the address itself (`ownership`) or a counterparty it dealt with (`direct`). A direct match is found whatever share of the value it stands for.',
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
    value_usd: Type.Optional(
      Type.String({
        description:
          'US dollars: for a direct counterparty, what moved with it (transfers with a dollar value, from their senders or the price table); further out, its share of the wallet’s dollar value in that direction. Absent when there is no dollar value.',
      }),
    ),
    amounts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            asset: Type.String(),
            amount: Type.String({
              description: 'Decimal text in units of the asset (15 significant digits).',
            }),
          },
          { additionalProperties: false },
        ),
        { description: 'Direct: what moved with the counterparty, per asset.' },
      ),
    ),
    first_at: Type.Optional(
      Timestamp(
        'Direct: the first transfer with the counterparty; indirect: the transfer at the path’s end.',
      ),
    ),
    last_at: Type.Optional(
      Timestamp('Direct: the last transfer with the counterparty; indirect: the transfer at the path’s end.'),
    ),
    path: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Indirect: the addresses from the wallet to the labelled one, along the strongest path.',
      }),
    ),
    entry_id: Type.Optional(
      Type.String({ description: 'A list entry’s id on its list (OFAC: the SDN entry).' }),
    ),
    designated_at: Type.Optional(
      Type.String({
        format: 'date',
        description: 'A list entry: when the list designated it (OFAC: the entry’s "Created" date).',
      }),
    ),
    before_designation: Type.Optional(
      Type.Boolean({
        description:
          'Direct or indirect exposure to a list entry: whether all the value moved before its designation (dealing then was not dealing with a sanctioned party; it is weighed, not a hit).',
      }),
    ),
    delisted_at: Type.Optional(
      Type.String({
        description:
          'Category `formerly_sanctioned`: the list version (publication date) that no longer held the entry. Formerly listed, removed then: history, not a hit.',
      }),
    ),
    concepts: Type.Optional(
      Type.Array(Type.String(), {
        description: 'A TagPack tag: every GraphSense concept it names (category, abuse, concepts).',
      }),
    ),
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
    excluded_by: Type.Optional(
      StringEnum(['allow_list', 'min_value_usd'] as const, {
        description:
          'Only in `excluded_matches`: why the workspace’s risk policy keeps this match from counting: `allow_list` (the label is on an allow-listed address), `min_value_usd` (indirect exposure worth less than the policy’s minimum).',
      }),
    ),
  },
  {
    $id: 'ScreeningMatch',
    additionalProperties: false,
    description: 'One label a screening matched: on the address itself, a counterparty, or further out.',
  },
);

export const ChainReadSchema = Type.Object(
  {
    status: StringEnum(['queued', 'reading', 'read', 'cut', 'failed'] as const, {
      description:
        'The backfill of this address from the chain: `queued` (a job will read it), `reading`, `read` (every block from the first to the confirmed head), `cut` (the budget stopped it, `cut_by` says which; the next screening continues where it stopped), `failed` (`error` says why; the job is retried).',
    }),
    job_id: Nullable(Type.String({ description: 'The backfill job.' })),
    from_block: Nullable(
      Type.Integer({ minimum: 0, description: 'The earliest block read; null before any.' }),
    ),
    to_block: Nullable(Type.Integer({ minimum: 0, description: 'The latest block read; null before any.' })),
    from: Nullable(Timestamp('The time of `from_block`.')),
    to: Nullable(Timestamp('The time of `to_block`.')),
    blocks: Type.Integer({ minimum: 0, description: 'Blocks read: `to_block − from_block + 1`.' }),
    transfers: Type.Integer({
      minimum: 0,
      description: 'Transfers the reads for this address stored (its own and its counterparties’).',
    }),
    approvals: Type.Integer({ minimum: 0, description: 'ERC-20 approvals read.' }),
    calls: Type.Integer({ minimum: 0, description: 'JSON-RPC requests the reads made.' }),
    hops: Type.Integer({
      minimum: 1,
      description:
        'How far out the reads took in transfers: 1 the address alone, 2 its counterparties’ too, …',
    }),
    internal_transfers: Nullable(
      Type.Boolean({
        description:
          'Whether internal transfers (ether paid inside a contract call) are read: the node answers `trace_filter`. Without it only top-level transfers are. Null until this process’s first read has asked the node.',
      }),
    ),
    cut_by: Nullable(
      StringEnum(['blocks', 'calls', 'seconds'] as const, {
        description:
          'The budget that stopped the last read (`VIGIL_CHAIN_BACKFILL_BLOCKS`, `_CALLS`, `_SECONDS`).',
      }),
    ),
    error: Nullable(Type.String({ description: 'Why the last read failed.' })),
    updated_at: Timestamp('When the read last moved.'),
  },
  {
    additionalProperties: false,
    description:
      'How much of the address’s history Vigil has read from the chain itself, on chains with a node configured (`VIGIL_CHAIN_<CHAIN>_RPC`).',
  },
);

export const TransactionReadSchema = Type.Object(
  {
    status: StringEnum(['queued', 'read', 'unconfirmed', 'not_found', 'failed'] as const, {
      description:
        'The read of this transaction from the chain: `queued` (a job will read it; screen it again for its stored parties), `read` (read: its transfers are stored, `transfers` says how many; 0 for one that moved no value), `unconfirmed` (mined in `block_number`, not yet `VIGIL_CHAIN_<CHAIN>_CONFIRMATIONS` deep: a later screening reads it again), `not_found` (the node has no such transaction), `failed` (`error` says why; the job is retried).',
    }),
    job_id: Nullable(Type.String({ description: 'The read’s job.' })),
    block_number: Nullable(
      Type.Integer({ minimum: 0, description: 'The block it is in; null before it is found.' }),
    ),
    transfers: Type.Integer({ minimum: 0, description: 'Transfers of it the read stored.' }),
    error: Nullable(Type.String({ description: 'Why the last read failed.' })),
    updated_at: Timestamp('When the read last moved.'),
  },
  {
    additionalProperties: false,
    description:
      'A transaction screened by `tx_hash` on a chain with a node configured, that Vigil did not hold: its read from the chain, asked for by this screening (whose parties are the request’s meanwhile).',
  },
);

export const CoverageSchema = Type.Object(
  {
    status: StringEnum(['none', 'partial', 'complete'] as const, {
      description:
        '`none`: no transfer the workspace sees names the address and no list or label does: nothing is known, which is not clean. `complete`: every transfer reached within the hop limit was weighed. `partial`: something in `limits` applies, or only a label is known.',
    }),
    transfers: Type.Integer({ minimum: 0, description: 'Transfers read by the trace.' }),
    hops: Type.Integer({ minimum: 0, description: 'The furthest hop that reached an address.' }),
    from: Type.Optional(Timestamp('The earliest transfer read.')),
    to: Type.Optional(Timestamp('The latest transfer read.')),
    limits: Type.Array(
      StringEnum([
        'fan_out',
        'frontier',
        'min_share',
        'max_hops',
        'unvalued_mix',
        'chain_history',
        'chain_transaction',
      ] as const),
      {
        description:
          'Why shares may be off. Bounds that cut paths off from the second hop on: `fan_out` (64 strongest counterparties followed per address), `frontier` (256 addresses per hop), `min_share` (paths under 0.1 %), `max_hops` (value reached the hop limit and went on); and `unvalued_mix`: an address had transfers with and without a dollar value, so their shares were taken each in its own unit (never understating exposure); `chain_history`: the address’s history on the chain is not read in full (`chain_read` says how far it is); `chain_transaction`: the transaction screened is not read from its chain yet (`transaction_read` says how it stands).',
      },
    ),
    unvalued_assets: Type.Array(Type.String(), {
      description:
        'Assets of transfers read that had no dollar value (no `value_usd`, no price in the table): shares of them are taken in the asset.',
    }),
    chain_read: Type.Optional(ChainReadSchema),
    transaction_read: Type.Optional(TransactionReadSchema),
  },
  {
    additionalProperties: false,
    description:
      'How far the graph behind the answer reaches: the transfers this workspace sent and those Vigil read from chains.',
  },
);

export const screeningFields = {
  chain: Type.String({ description: 'The canonical chain name.' }),
  address: Type.String({ description: 'The address screened, normalised for its chain.' }),
  risk_score: Type.Integer({ minimum: 0, maximum: 100 }),
  risk_category: StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const),
  matched_labels: Type.Array(Type.String(), { description: 'The labels matched, strongest exposure first.' }),
  sanctions_hit: Type.Boolean({
    description:
      'A sanctions list names the address itself, or the address dealt directly with a listed party after its designation, whatever the amount or share (then always `severe`, 100). Dealing before the designation, or through intermediaries, is a match the score weighs, not a hit.',
  }),
  entity_cluster: Type.String({ description: 'The entity (`ent_…`) the address belongs to.' }),
  matches: Type.Array(ref(ScreeningMatchSchema)),
  excluded_matches: Type.Optional(
    Type.Array(ref(ScreeningMatchSchema), {
      description:
        'Matches the workspace’s risk policy keeps from counting (each with `excluded_by`): shown, not scored. Absent when there are none. A sanctions match is never excluded.',
    }),
  ),
  coverage: CoverageSchema,
};

const policyVersion = {
  policy_version: Type.Integer({
    minimum: 0,
    description:
      'The workspace’s risk policy version the answer was made under (`GET /v1/risk-policy/versions/{version}`); 0 is Vigil’s defaults.',
  }),
};

/** A screening's result, without the id and time the API adds to a wallet's. */
export const ScreeningResultSchema = Type.Object(
  { ...screeningFields, ...policyVersion },
  { additionalProperties: false },
);

export const WalletScreeningSchema = Type.Object(
  {
    id: Type.String({ description: 'The screening (`scr_…`), kept in the audit trail.' }),
    ...screeningFields,
    ...policyVersion,
    as_of: Type.Optional(
      Timestamp('Asked with `as_of`: the time answered for (the lists, labels and transfers known then).'),
    ),
    history_gaps: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Asked with `as_of`: what could not be told as it stood then, and was left out: `entities` (co-spend entities are drawn from every transfer known now, so labels across them are not used), `tagpack:<pack>` (a pack imported again since: an import replaces its labels, so those it had then are unknown), `transfers` (the neighbourhood read was cut at 200,000 transfers).',
      }),
    ),
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
    ...policyVersion,
    tx_hash: Nullable(Type.String({ description: 'The hash given, normalised for its chain.' })),
    amount: Nullable(
      Type.String({
        description:
          'What moved, decimal text in units of `asset`: the request’s, or the one stored transfer’s (null for a transaction of several: see each party).',
      }),
    ),
    asset: Nullable(
      Type.String({
        description: 'The asset, e.g. `ETH`, `USDT` (the chain’s own coin when none was named).',
      }),
    ),
    value_usd: Nullable(
      Type.String({
        description: 'Its value in US dollars, when the request or the stored transfer gives one.',
      }),
    ),
    parties_from: StringEnum(['stored', 'request'] as const, {
      description:
        '`stored`: Vigil holds this transaction (read from a chain, or sent by this workspace) and screened its stored parties; `request`: as the request gave it.',
    }),
    transfer_ids: Type.Array(Type.String(), {
      description:
        'The transfers Vigil stored of this transaction (`xfer_…`; a hold can name one), when it was sent as an event or imported before: [] for one Vigil does not hold.',
    }),
    counterparties: Type.Array(
      Type.Object(
        {
          role: StringEnum(['from', 'to', 'input', 'output'] as const),
          amount: Nullable(
            Type.String({
              description:
                'What this party sent (from, input) or received (to, output), in units of `asset`.',
            }),
          ),
          asset: Nullable(Type.String()),
          value_usd: Nullable(Type.String({ description: 'Its value in US dollars, when known.' })),
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
      description:
        'How far funds are followed (default: the workspace’s risk policy, else `VIGIL_SCREENING_MAX_HOPS`, 3).',
    }),
  ),
};
