/**
 * Every event the service publishes, by type: when it happens, its data's schema, an example and
 * the scope a key needs to stream it, each declared by the module that publishes it. The outbox
 * checks every event against this list; the webhooks' subscriptions, the OpenAPI `webhooks`
 * section, the live stream's types and scopes and the event reference in `docs/webhooks.md`
 * (`npm run docs:events`) are made from it. Its order is the docs' and the OpenAPI document's.
 */
import { DETECTION_EVENTS } from '../geo/detections/index.ts';
import { ZONE_EVENTS } from '../geo/geofencing/index.ts';
import { FEED_EVENTS } from '../geo/ingest/index.ts';
import { REPORT_EVENTS } from '../geo/reports/index.ts';
import { TRACKING_EVENTS } from '../geo/tracking/index.ts';
import { mergeEvents } from '../platform/outbox/index.ts';
import { WEBHOOK_EVENTS } from '../platform/webhooks/index.ts';
import { HOLD_EVENTS } from '../risk/holds/index.ts';
import { SAR_EVENTS } from '../risk/sar/index.ts';
import { THREAT_EVENTS } from '../risk/threats/index.ts';
import { WATCH_EVENTS } from '../risk/watches/index.ts';

export const EVENTS = mergeEvents(
  DETECTION_EVENTS,
  ZONE_EVENTS,
  TRACKING_EVENTS,
  FEED_EVENTS,
  REPORT_EVENTS,
  THREAT_EVENTS,
  HOLD_EVENTS,
  SAR_EVENTS,
  WATCH_EVENTS,
  WEBHOOK_EVENTS,
);

export type Events = typeof EVENTS;
