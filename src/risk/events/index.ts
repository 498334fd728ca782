/**
 * Events: customers' events (transfers, approvals, deposits, withdrawals, their own types) checked,
 * stored, and handed to whoever listens in the same transaction (the agents); and the vocabulary of
 * events that the agents read.
 */

export { movementOf, upgradeEventData } from './event-movement.ts';
export {
  DepositReceivedDataSchema,
  KNOWN_EVENT_TYPES,
  OWN_EVENT_TYPES,
  type OwnEventType,
  TokenApprovalDataSchema,
  TransferObservedDataSchema,
  WithdrawalRequestedDataSchema,
} from './event-schemas.ts';
export type {
  AgentEvent,
  DecimalText,
  DepositReceivedData,
  EventOf,
  KnownEventData,
  KnownEventType,
  TokenApprovalData,
  TransferObservedData,
  WithdrawalRequestedData,
} from './event-types.ts';
export type { StoredEvent } from './events-repo.ts';
export { createEventsService, type EventsService, type StoredEventRef } from './events-service.ts';
export { ingestEvent } from './routes/ingest-event.ts';
