/**
 * The scope a key needs to hear each event type on the live stream: the read scope of the family the
 * event is about, the one that lets the key read the thing itself (a zone crossing is an alert rule's,
 * a hold is an action). A new subscribable event type fails the type check here until it is given one.
 */
import { grants, type Scope } from '../../../http/scopes.ts';
import { type EventType, SUBSCRIBABLE_EVENT_TYPES } from '../event-types.ts';

export const STREAM_EVENT_SCOPES: Record<Exclude<EventType, 'webhook.test'>, Scope> = {
  'detection.created': 'detections:read',
  'detection.revised': 'detections:read',
  'zone.entered': 'alerts:read',
  'zone.exited': 'alerts:read',
  'asset.dark': 'alerts:read',
  'asset.loitering': 'alerts:read',
  'asset.encounter': 'alerts:read',
  'asset.speed_above': 'alerts:read',
  'asset.distress': 'alerts:read',
  'feed.silent': 'alerts:read',
  'feed.resumed': 'alerts:read',
  'report.completed': 'reports:read',
  'threat.detected': 'threats:read',
  'action.executed': 'actions:read',
  'compliance.sar_ready': 'compliance:read',
  'agent.alert': 'agents:read',
};

export type StreamEventType = keyof typeof STREAM_EVENT_SCOPES;

export const STREAM_EVENT_TYPES = SUBSCRIBABLE_EVENT_TYPES.filter(
  (type): type is StreamEventType => type in STREAM_EVENT_SCOPES,
);

/** Any of these lets a key open the stream: each reads at least one event type. */
export const STREAM_SCOPES: readonly Scope[] = [...new Set(Object.values(STREAM_EVENT_SCOPES))];

export function isStreamEventType(value: string): value is StreamEventType {
  return (STREAM_EVENT_TYPES as readonly string[]).includes(value);
}

/** The event types among `types` that scopes `held` may read. */
export function readableTypes(held: readonly string[], types: readonly StreamEventType[]): StreamEventType[] {
  return types.filter((type) => grants(held, STREAM_EVENT_SCOPES[type]));
}
