/** The face of src/platform/outbox: what other modules may use. */
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
