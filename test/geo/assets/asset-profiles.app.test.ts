// The profiles rules' filters read (asset-profiles.ts) are held for the assets asked about lately
// only: one not asked about for PROFILE_IDLE_MS is dropped, and read again when it reports, so a
// filter never takes a dropped profile for "nothing known" (the ship is still told when it matches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IDLE_MS } from '../../../src/geo/assets/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-28T06:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
/** 244… is a Dutch MID; 235… a British one. */
const DUTCH = '244990101';
const BRITISH = '235990102';

describe('asset profiles held for rules’ filters', () => {
  it('drops the profile of an asset not asked about for a while, and reads it again when it reports', async () => {
    const key = await t.key(['alerts:write', 'ingest:write', 'assets:write', 'webhooks:write'], {
      workspace: 'profiles',
    });
    const workspaceId = (await t.app.services.workspaces.ensure('profiles')).workspace.id;
    await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: 'https://hooks.example.com/profiles', events: ['*'] },
    });
    const profiles = t.app.services.assets.profiles;
    const rule = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: [4.0, 52.0], radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'all', flags: ['NL'], hysteresis_m: 0, max_gap_s: 0 },
        channel: { type: 'webhook' },
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const send = async (items: object[]) => {
      const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
      expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
      await t.app.engine.drain();
    };
    const fix = (mmsi: string, at: number, lon: number) => ({
      mmsi,
      at: iso(at),
      lon,
      lat: 52.0,
      speed_kn: 12,
    });

    // Far west of the circle: read with the batch.
    await send([fix(DUTCH, clock.now() - MINUTE, 3.5)]);
    const dutchId = (await t.app.services.assets.findBy('mmsi', DUTCH))?.id ?? '';
    expect(profiles.get(dutchId)?.flag).toBe('NL');

    // Silent for longer than the idle time, while another ship reports: the Dutch one's profile goes.
    clock.advance(PROFILE_IDLE_MS + 10 * MINUTE);
    await send([fix(BRITISH, clock.now() - MINUTE, 3.0)]);
    expect(profiles.get(dutchId)).toBeUndefined();
    expect(profiles.size()).toBe(1);

    // It reports again, crossing the circle: read again, and its entry is told (NL matches).
    clock.advance(MINUTE);
    await send([fix(DUTCH, clock.now() - 10 * MINUTE, 3.96), fix(DUTCH, clock.now() - MINUTE, 4.0)]);
    expect(profiles.get(dutchId)?.flag).toBe('NL');
    const told = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'zone.entered')
      .execute();
    expect(told.map((row) => JSON.parse(row.payload).data.asset_id)).toEqual([dutchId]);
  });
});
