// The outbox checks every event against its type's schema before anything is written, the times
// too: the `date-time` format's quick path for the shape Vigil makes (lib/schemas.ts) refuses a
// wrong time as the full check did, in a zone crossing as the geofence publishes hundreds a batch.
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../../src/app/event-catalogue.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createOutbox } from '../../../src/platform/outbox/index.ts';
import type { Executor } from '../../../src/store/store.ts';

/** A store that fails at its first use: an event that gets there passed the check. */
const untouchable = new Proxy({} as Executor, {
  get() {
    throw new Error('reached the store');
  },
});

const outbox = createOutbox({ clock: new ManualClock(0), fanOut: async () => {}, events: EVENTS });

const entry = (times: { crossed_at?: string; at?: string } = {}) => ({
  rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
  asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
  position: {
    at: times.at ?? '2026-11-23T10:00:00.000Z',
    lon: 4.4025,
    lat: 51.2194,
    speed_kn: 11.2,
    course_deg: 274.5,
    heading_deg: 273,
    altitude_ft: null,
  },
  zone: { kind: 'site' as const, id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab' },
  crossed_at: times.crossed_at ?? '2026-11-23T10:00:00.000Z',
  confirmed_at: '2026-11-23T10:00:00.000Z',
  interpolated: false,
  gap_s: null,
  late: false,
  event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
});

const publish = (data: ReturnType<typeof entry>) =>
  outbox.publishMany(untouchable, 'ws_one', [{ type: 'zone.entered', data }]);

describe('the outbox check of an event’s times', () => {
  it('passes a zone entry with its times as Vigil makes them, and one with an offset', async () => {
    await expect(publish(entry())).rejects.toThrow('reached the store');
    await expect(publish(entry({ crossed_at: '2026-11-23T12:00:00+02:00' }))).rejects.toThrow(
      'reached the store',
    );
  });

  it.each([
    ['30 February', { crossed_at: '2026-02-30T10:00:00.000Z' }],
    ['hour 24', { crossed_at: '2026-11-23T24:00:00.000Z' }],
    ['second 60 of an ordinary minute', { crossed_at: '2026-11-23T10:00:60.000Z' }],
    ['no zone', { crossed_at: '2026-11-23T10:00:00.0000' }],
    ['a date alone, in the position', { at: '2026-11-23' }],
    ['milliseconds as a number', { at: '1795942418000' }],
  ])('refuses a zone entry with %s', async (_name, times) => {
    await expect(publish(entry(times))).rejects.toThrow(/does not match its schema/);
  });
});
