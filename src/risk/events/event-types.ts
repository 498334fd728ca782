/**
 * The vocabulary of events: a stored event, and the data of each type Vigil knows as agents read it,
 * normalised (the schemas in `event-schemas.ts` check the same fields as sent). Amounts are exact
 * decimal text in units of the asset, which is always named (the chain's own coin when the sender
 * named none); dollar values are decimal text too. The events module owns it; agents read events in it.
 */
import type { ChainName } from '../chains/index.ts';

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

/** `transfer.observed`: value moved on chain (addresses normalised for their chain). */
export interface TransferObservedData {
  chain: ChainName;
  tx_hash: string;
  /** Account chains: the token transfer's log within the transaction. */
  log_index?: number | undefined;
  /** UTXO chains: the output `to` is. */
  output_index?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  amount?: DecimalText | undefined;
  asset?: string | undefined;
  /** The transfer's value in US dollars when the sender knows it (structuring compares it to thresholds). */
  value_usd?: DecimalText | undefined;
  inputs?: { address: string; amount: DecimalText }[] | undefined;
  outputs?: { address: string; amount: DecimalText }[] | undefined;
  /**
   * For a token moved by `transferFrom`: the account that sent the transaction, when it is not
   * `from` (the drainer agent pairs it with earlier approvals).
   */
  spender?: string | undefined;
  /** The token contract, for token transfers. */
  token?: string | undefined;
}

/** `token.approval`: an owner let a spender move its tokens. */
export interface TokenApprovalData {
  chain: ChainName;
  tx_hash: string;
  /** The approval's log within the transaction. */
  log_index?: number | undefined;
  owner: string;
  spender: string;
  /** The token contract (or NFT collection). */
  token: string;
  /** `approve` (ERC-20), `set_approval_for_all` (ERC-721/1155), `permit` (EIP-2612 signature). */
  kind: 'approve' | 'set_approval_for_all' | 'permit';
  /**
   * The allowance in the token's base units as a decimal integer string (uint256 does not fit a JSON
   * number); absent for `set_approval_for_all`.
   */
  amount?: string | undefined;
  /** `set_approval_for_all` only: false revokes. */
  approved?: boolean | undefined;
}

/** `withdrawal.requested`: a customer asked the institution to send funds out. */
export interface WithdrawalRequestedData {
  /** The institution's own account reference for the customer. */
  account_id: string;
  chain: ChainName;
  to: string;
  amount: DecimalText;
  asset?: string | undefined;
  value_usd?: DecimalText | undefined;
  withdrawal_id?: string | undefined;
}

/** `deposit.received`: funds arrived at a customer's deposit address. */
export interface DepositReceivedData {
  account_id: string;
  chain: ChainName;
  tx_hash: string;
  log_index?: number | undefined;
  output_index?: number | undefined;
  from?: string | undefined;
  to: string;
  amount: DecimalText;
  asset?: string | undefined;
  value_usd?: DecimalText | undefined;
}

export interface KnownEventData {
  'transfer.observed': TransferObservedData;
  'token.approval': TokenApprovalData;
  'withdrawal.requested': WithdrawalRequestedData;
  'deposit.received': DepositReceivedData;
}
export type KnownEventType = keyof KnownEventData;

/** An event of one known type, or (with `string`) a custom one. */
export type EventOf<T extends string> = T extends KnownEventType
  ? AgentEvent<T, KnownEventData[T]>
  : AgentEvent;
