/**
 * The outbox: every event others must hear about, written in the transaction of the change, checked
 * against the event catalogue it is given (each module declares its events with `defineEvent`); and
 * the live event stream that reads it in commit order (`GET /v1/events/stream`).
 */
export {
  defineEvent,
  type EventCatalogue,
  type EventDataOf,
  type EventDefinition,
  type EventTypeOf,
  mergeEvents,
  subscribableTypes,
} from './event-definition.ts';
export { DOC_FILE as EVENT_DOC_FILE, renderEventReference, withEventReference } from './event-docs.ts';
export {
  createOutbox,
  type EventToPublish,
  type FanOut,
  findEventPayload,
  type Outbox,
  sweepEvents,
} from './outbox.ts';
export { streamEvents } from './routes/stream-events.ts';
export { type StreamScopes, streamScopes } from './stream/event-scopes.ts';
export { createEventStreamHub, type EventStreamHub } from './stream/event-stream-hub.ts';
