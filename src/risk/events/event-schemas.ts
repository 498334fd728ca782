/**
 * The `data` of each known event type (`POST /v1/events/ingest`) as TypeBox schemas: the one
 * source of its shape (`event-types.ts` derives the types agents read from them). Each is a named schema (`$id`): the
 * OpenAPI description lists them as the forms `data` takes, and `event-data.ts` checks a known
 * event's `data` against its schema before reading its chain and addresses.
 */
import { Type } from 'typebox';
import { StringEnum } from '../../lib/schemas.ts';

const Chain = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'A chain name or ticker, e.g. `ethereum`, `ETH`, `bitcoin`; stored as the canonical name.',
});
const Address = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: `${description} Checked and normalised for its chain.`,
  });
const TxHash = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    'The transaction hash in its chain’s form (`0x` + 64 hex digits on EVM chains; 64 hex digits on Bitcoin-like chains, TRON, Monero and the XRP Ledger; a base58 signature on Solana); stored normalised.',
});
/**
 * An amount as sent: decimal text in units of the asset (exact), or a JSON number (read as the double
 * it is; one with more digits than a double holds arrives as its text). Checked against the asset's
 * decimals and supply when the event is read (`readAmount`).
 */
const Amount = (description: string) =>
  Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Number()], {
    description: `${description} Decimal text such as "1.5" keeps every digit; a JSON number is read as the double it is. In units of the asset (ETH, not wei): an amount finer than the asset divides or larger than its supply is a 400.`,
  });
const LogIndex = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  description:
    'Account chains: the log of the token transfer within its transaction, when the transaction moves several; with `tx_hash` it names the movement (the same movement sent again is one).',
});
const OutputIndex = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  description: 'UTXO chains: the output `to` is, within the transaction.',
});
const Asset = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'The asset moved, e.g. `ETH`, `USDT`.',
});
const ValueUsd = Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Number()], {
  description:
    'What it was worth in US dollars, when the sender knows (structuring compares it to thresholds; exposure across assets is compared in dollars): decimal text such as "9500.00", or a number. Without it, the price table values the transfer where it can.',
});
const AccountId = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'The institution’s own reference for the customer account.',
});
const Party = Type.Object(
  {
    address: Address('The address.'),
    amount: Amount('Units of the asset.'),
  },
  { additionalProperties: false },
);

export const TransferObservedDataSchema = Type.Object(
  {
    chain: Chain,
    tx_hash: TxHash,
    log_index: Type.Optional(LogIndex),
    output_index: Type.Optional(OutputIndex),
    from: Type.Optional(Address('The sender (account chains).')),
    to: Type.Optional(Address('The receiver (account chains).')),
    amount: Type.Optional(Amount('Units of the asset; required with `from` and `to`.')),
    asset: Type.Optional(Asset),
    value_usd: Type.Optional(ValueUsd),
    inputs: Type.Optional(
      Type.Array(Party, { maxItems: 10_000, description: 'UTXO chains: the inputs, instead of `from`.' }),
    ),
    outputs: Type.Optional(
      Type.Array(Party, { maxItems: 10_000, description: 'UTXO chains: the outputs, instead of `to`.' }),
    ),
    spender: Type.Optional(
      Address(
        'For a token moved by `transferFrom`: the account that sent the transaction, when it is not `from`.',
      ),
    ),
    token: Type.Optional(Address('The token contract, for token transfers.')),
  },
  {
    $id: 'TransferObservedData',
    additionalProperties: false,
    description:
      '`transfer.observed`: value moved on chain. Account chains give `from`, `to` and `amount`; UTXO chains may give `inputs` and `outputs` instead. Also stored as a transfer that screening sees at once.',
  },
);

export const TokenApprovalDataSchema = Type.Object(
  {
    chain: Chain,
    tx_hash: TxHash,
    owner: Address('The account whose tokens may be moved.'),
    spender: Address('The account allowed to move them.'),
    token: Address('The token contract (or NFT collection).'),
    log_index: Type.Optional(LogIndex),
    kind: StringEnum(['approve', 'set_approval_for_all', 'permit'] as const, {
      description:
        '`approve` (ERC-20), `set_approval_for_all` (ERC-721/1155) or `permit` (an EIP-2612 signature).',
    }),
    amount: Type.Optional(
      Type.String({
        pattern: '^(0|[1-9][0-9]*)$',
        maxLength: 78,
        description:
          'The allowance in the token’s base units, a decimal integer string (a uint256 does not fit a JSON number). Required for `approve` and `permit`; not given for `set_approval_for_all`.',
      }),
    ),
    approved: Type.Optional(
      Type.Boolean({ description: '`set_approval_for_all` only: `false` revokes (default `true`).' }),
    ),
  },
  {
    $id: 'TokenApprovalData',
    additionalProperties: false,
    description: '`token.approval`: an owner let a spender move its tokens.',
  },
);

export const WithdrawalRequestedDataSchema = Type.Object(
  {
    account_id: AccountId,
    chain: Chain,
    to: Address('Where the funds are to go.'),
    amount: Amount('Units of the asset.'),
    asset: Type.Optional(Asset),
    value_usd: Type.Optional(ValueUsd),
    withdrawal_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The institution’s own withdrawal reference.',
      }),
    ),
  },
  {
    $id: 'WithdrawalRequestedData',
    additionalProperties: false,
    description: '`withdrawal.requested`: a customer asked the institution to send funds out.',
  },
);

export const DepositReceivedDataSchema = Type.Object(
  {
    account_id: AccountId,
    chain: Chain,
    tx_hash: TxHash,
    log_index: Type.Optional(LogIndex),
    output_index: Type.Optional(OutputIndex),
    from: Type.Optional(Address('The sender, when known.')),
    to: Address('The customer’s deposit address.'),
    amount: Amount('Units of the asset.'),
    asset: Type.Optional(Asset),
    value_usd: Type.Optional(ValueUsd),
  },
  {
    $id: 'DepositReceivedData',
    additionalProperties: false,
    description:
      '`deposit.received`: funds arrived at a customer’s deposit address. With `from`, also stored as a transfer from it to `to` that screening sees at once.',
  },
);

/** The schema of each known type's `data`, by type. */
export const EVENT_DATA_SCHEMAS = {
  'transfer.observed': TransferObservedDataSchema,
  'token.approval': TokenApprovalDataSchema,
  'withdrawal.requested': WithdrawalRequestedDataSchema,
  'deposit.received': DepositReceivedDataSchema,
};

export type KnownEventType = keyof typeof EVENT_DATA_SCHEMAS;

export const KNOWN_EVENT_TYPES = Object.keys(EVENT_DATA_SCHEMAS) as KnownEventType[];

/**
 * Events Vigil records itself and hands to the agents beside customers' events: a watched address
 * whose screening changed (the watches module's `screening.changed`, the same data as its webhook),
 * and a past event a list published later named a party of (`sanctions.retroactive`, from
 * `agents/retroactive-findings.ts`). A customer cannot send one: the agents trust them.
 */
export const OWN_EVENT_TYPES = ['screening.changed', 'sanctions.retroactive'] as const;
export type OwnEventType = (typeof OWN_EVENT_TYPES)[number];

export function isOwnEventType(type: string): type is OwnEventType {
  return (OWN_EVENT_TYPES as readonly string[]).includes(type);
}

export function isKnownEventType(type: string): type is KnownEventType {
  return Object.hasOwn(EVENT_DATA_SCHEMAS, type);
}
