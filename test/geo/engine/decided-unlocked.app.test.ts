// The engine decides what a part of its release shows with no transaction open, and holds SQLite's
// write lock only to write it (issue 35): while the zone index judges a position, a second
// connection to the file (as the screening audit writer's thread has) takes the write lock at once.
// The probe runs where judging asks a rule's filter about an asset; it tries BEGIN IMMEDIATE with no
// busy timeout, so a lock held by the engine fails it at once. SQLite only: on PostgreSQL the
// engine's write holds row locks, not the store.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
import { startApp, TEST_DIALECT, type TestApp } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-29T10:00:00Z'));
const MINUTE = 60_000;
const centre: [number, number] = [4.6, 52.1];
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

it.skipIf(TEST_DIALECT !== 'sqlite')(
  'leaves the write lock free while it judges positions, and tells what they show',
  async () => {
    const file = t.app.services.store.sqliteFile;
    if (file === undefined) throw new Error('a SQLite store');
    const key = await t.key(['*'], { workspace: 'decided-unlocked' });
    // A flag filter: the zone index asks the asset's profile of every fix it judges against the zone.
    const created = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: centre, radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'all', flags: ['NL'] },
        channel: { type: 'webhook' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0');
    const probes: boolean[] = [];
    const profiles = t.app.services.assets.profiles;
    const get = profiles.get.bind(profiles);
    profiles.get = (assetId) => {
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
        probes.push(true);
      } catch {
        probes.push(false);
      }
      return get(assetId);
    };
    try {
      // A Dutch vessel (MID 244) west to east through the circle, a fix every ten minutes.
      const start = clock.now() - 20 * 10 * MINUTE;
      const fixes = Array.from({ length: 20 }, (_, i) => ({
        mmsi: '244970001',
        at: iso(start + i * 10 * MINUTE),
        lon: centre[0] - 0.1 + i * 0.01,
        lat: centre[1],
      }));
      const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: fixes });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      profiles.get = get;
      other.close();
    }

    // Judged (the filter was asked), and never with the write lock held.
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.filter((free) => !free)).toEqual([]);
    const told = await outboxEvents(t.app.services, key.workspaceId, ['zone.entered']);
    expect(told).toHaveLength(1);
  },
);
