/**
 * Events: customers' events (transfers, approvals, deposits, withdrawals, their own types) checked,
 * stored, and handed to whoever listens in the same transaction (the agents); and the vocabulary of
 * events that the agents read.
 */
export type {
  AgentEvent,
  DepositReceivedData,
  EventOf,
  KnownEventData,
  KnownEventType,
  TokenApprovalData,
  TransferObservedData,
  WithdrawalRequestedData,
} from './event-types.ts';
