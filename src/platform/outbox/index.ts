/**
 * The outbox: every event others must hear about, written in the transaction of the change, with the
 * catalogue of event types and their payloads.
 */
export {
  ALL_EVENT_TYPES,
  EVENT_TYPES,
  type EventData,
  type EventDefinition,
  type EventType,
  isSubscribableEventType,
  SUBSCRIBABLE_EVENT_TYPES,
} from './event-types.ts';
export {
  createOutbox,
  type EventToPublish,
  type FanOut,
  findEventPayload,
  type Outbox,
  sweepEvents,
} from './outbox.ts';
