/**
 * The vocabulary of events: a stored event, and the data of each type Vigil knows as agents read it,
 * derived from the schemas in `event-schemas.ts` that check it as sent, normalised (`event-data.ts`).
 * Amounts are exact decimal text in units of the asset, which is always named (the chain's own coin
 * when the sender named none); dollar values are decimal text too. The events module owns it; agents
 * read events in it.
 */
import type { Static, TSchema } from 'typebox';
import type { ChainName } from '../chains/index.ts';
import type {
  DepositReceivedDataSchema,
  EVENT_DATA_SCHEMAS,
  KnownEventType,
  TokenApprovalDataSchema,
  TransferObservedDataSchema,
  WithdrawalRequestedDataSchema,
} from './event-schemas.ts';

export type { KnownEventType } from './event-schemas.ts';

/** A stored event as agents see it: `data` already checked against its type's schema (`event-schemas.ts`). */
export interface AgentEvent<T extends string = string, D = Record<string, unknown>> {
  /** `ing_…`. */
  id: string;
  workspace_id: string;
  type: T;
  /** Epoch ms. */
  occurred_at: number;
  /** Epoch ms. */
  received_at: number;
  data: D;
}

/** Decimal text, exact: an amount in units of its asset, or US dollars. */
export type DecimalText = string;

/**
 * A known type's data as agents read it: what its schema (`event-schemas.ts`) accepts, with its
 * chain read as the canonical name, its addresses normalised and its amounts (sent as numbers or
 * text) read as decimal text (`event-data.ts`).
 */
type AsRead<S extends TSchema> = {
  [K in keyof Static<S>]: K extends 'chain'
    ? ChainName
    : K extends 'amount' | 'value_usd'
      ? Exclude<Static<S>[K], number>
      : K extends 'inputs' | 'outputs'
        ? { address: string; amount: DecimalText }[] | Extract<Static<S>[K], undefined>
        : Static<S>[K];
};

/** `transfer.observed`: value moved on chain (addresses normalised for their chain). */
export type TransferObservedData = AsRead<typeof TransferObservedDataSchema>;
/** `token.approval`: an owner let a spender move its tokens. */
export type TokenApprovalData = AsRead<typeof TokenApprovalDataSchema>;
/** `withdrawal.requested`: a customer asked the institution to send funds out. */
export type WithdrawalRequestedData = AsRead<typeof WithdrawalRequestedDataSchema>;
/** `deposit.received`: funds arrived at a customer's deposit address. */
export type DepositReceivedData = AsRead<typeof DepositReceivedDataSchema>;

/** Each known type's data, by type: one for each schema of `EVENT_DATA_SCHEMAS`. */
export type KnownEventData = { [T in KnownEventType]: AsRead<(typeof EVENT_DATA_SCHEMAS)[T]> };

/** An event of one known type, or (with `string`) a custom one. */
export type EventOf<T extends string> = T extends KnownEventType
  ? AgentEvent<T, KnownEventData[T]>
  : AgentEvent;
