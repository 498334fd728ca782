/**
 * The outbox: every event others must hear about, written in the transaction of the change, with the
 * catalogue of event types and their payloads; and the live event stream that reads it in commit
 * order (`GET /v1/events/stream`).
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
export { streamEvents } from './routes/stream-events.ts';
export { createEventStreamHub, type EventStreamHub } from './stream/event-stream-hub.ts';
