// Dark targets: an imagery `vessel_detection` is matched against the vessels' AIS positions at the
// image's time (interpolated between fixes, position-at); a match names the vessel, and one no AIS
// explains is also a `dark_vessel` detection with the nearest candidates and their distances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
/** About 100 m of longitude at 25° N. */
const LON_100M = 0.000992;

async function siteAt(name: string, centre: [number, number], types?: string[]) {
  const key = await t.key(['*'], { workspace: name });
  const site = await t.request({
    method: 'POST',
    url: '/v1/sites',
    key,
    payload: { coordinates: centre, radius_m: 20_000, ...(types ? { detection_types: types } : {}) },
  });
  expect(site.statusCode, site.body).toBe(201);
  return { key, siteId: site.json().id as string };
}

async function ingest(
  key: TestKey,
  fixes: { mmsi: string; at: number; lon: number; lat: number; speed_kn: number }[],
) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    key,
    payload: fixes.map((f) => ({ ...f, at: iso(f.at) })),
  });
  expect(response.json().rejected, response.body).toBe(0);
}

async function detect(key: TestKey, siteId: string, point: [number, number], at: number) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/detections',
    key,
    payload: {
      site_id: siteId,
      type: 'vessel_detection',
      confidence: 0.9,
      observed_at: iso(at),
      geometry: { type: 'Point', coordinates: point },
      evidence: [{ kind: 'scene', url: 'https://imagery.example.com/s1a.tif' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as string;
  const full = await t.request({ method: 'GET', url: `/v1/detections/${id}`, key });
  return full.json() as {
    id: string;
    type: string;
    asset_id: string | null;
    evidence: { kind: string; [field: string]: unknown }[];
  };
}

async function listed(key: TestKey, siteId: string, type: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/detections?site_id=${siteId}&type=${type}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string; type: string; asset_id: string | null }[] }).data;
}

const assetId = async (mmsi: string) => (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';

describe('vessel detections matched against AIS', () => {
  it('names the vessel whose position interpolated to the image time lies at the detection', async () => {
    const centre: [number, number] = [56.4, 25.15];
    const { key, siteId } = await siteAt('dark-match', centre);
    const image = clock.now() - 30 * MINUTE;
    // Eastward at about 6 kn: a fix 10 minutes before the image and one 10 minutes after, 4 km apart.
    await ingest(key, [
      {
        mmsi: '244940001',
        at: image - 10 * MINUTE,
        lon: centre[0] - 20 * LON_100M,
        lat: centre[1],
        speed_kn: 6,
      },
      {
        mmsi: '244940001',
        at: image + 10 * MINUTE,
        lon: centre[0] + 20 * LON_100M,
        lat: centre[1],
        speed_kn: 6,
      },
    ]);
    const vessel = await assetId('244940001');
    // The radar return 100 m north of the interpolated position.
    const detection = await detect(key, siteId, [centre[0], centre[1] + 0.0009], image);
    expect(detection).toMatchObject({ type: 'vessel_detection', asset_id: vessel });
    const match = detection.evidence.find((item) => item.kind === 'ais_match');
    expect(match).toMatchObject({ matched: true, rule: { base_m: 500, max_m: 2000 } });
    expect(match?.candidates).toEqual([
      {
        asset_id: vessel,
        distance_m: expect.closeTo(100, -1),
        tolerance_m: 2000,
        position: { at: iso(image), lon: expect.closeTo(centre[0], 5), lat: expect.closeTo(centre[1], 5) },
        interpolated: true,
        fix_offset_s: 600,
      },
    ]);
    expect(await listed(key, siteId, 'dark_vessel')).toEqual([]);
  });

  it('records a dark vessel when no vessel was close enough, with the nearest and their distances', async () => {
    const centre: [number, number] = [56.9, 25.15];
    const { key, siteId } = await siteAt('dark-unmatched', centre);
    const image = clock.now() - 20 * MINUTE;
    // A vessel at anchor 3 km east, reporting every 3 minutes.
    const fixes = [];
    for (let m = -12; m <= 12; m += 3)
      fixes.push({
        mmsi: '244940002',
        at: image + m * MINUTE,
        lon: centre[0] + 30 * LON_100M,
        lat: centre[1],
        speed_kn: 0,
      });
    await ingest(key, fixes);
    const vessel = await assetId('244940002');
    const detection = await detect(key, siteId, centre, image);
    expect(detection).toMatchObject({ type: 'vessel_detection', asset_id: null });
    const match = detection.evidence.find((item) => item.kind === 'ais_match');
    expect(match).toMatchObject({ matched: false });
    expect(match?.candidates).toEqual([
      expect.objectContaining({ asset_id: vessel, distance_m: expect.closeTo(3000, -2), tolerance_m: 500 }),
    ]);
    const [dark] = await listed(key, siteId, 'dark_vessel');
    expect(dark).toMatchObject({ id: match?.dark_vessel_id, type: 'dark_vessel', asset_id: null });
    const full = (await t.request({ method: 'GET', url: `/v1/detections/${dark?.id}`, key })).json();
    expect(full.evidence).toEqual([
      { kind: 'detection', detection_id: detection.id },
      expect.objectContaining({ kind: 'ais_match', matched: false }),
    ]);
    expect(full).toMatchObject({ source: 'ais-matching', confidence: 0.9, observed_at: iso(image) });
  });

  it('allows more distance the longer before the image the vessel was last seen, up to 2 km', async () => {
    const centre: [number, number] = [57.4, 25.15];
    const { key, siteId } = await siteAt('dark-tolerance', centre);
    const image = clock.now() - 20 * MINUTE;
    // Last seen 5 minutes before the image at 12 kn, 1.2 km west of where the image sees a vessel:
    // it can have sailed 1.85 km since, so 500 m + 1.85 km, capped at 2 km, covers it.
    await ingest(key, [
      {
        mmsi: '244940003',
        at: image - 5 * MINUTE,
        lon: centre[0] - 12 * LON_100M,
        lat: centre[1],
        speed_kn: 12,
      },
    ]);
    const seen = await detect(key, siteId, centre, image);
    expect(seen.asset_id).toBe(await assetId('244940003'));
    expect(seen.evidence.find((item) => item.kind === 'ais_match')?.candidates).toEqual([
      expect.objectContaining({ interpolated: false, fix_offset_s: 300, tolerance_m: 2000 }),
    ]);
    // Another one with a fix at the image's very instant, 1.2 km off (20 km north): not it.
    const north: [number, number] = [centre[0], centre[1] + 0.18];
    await ingest(key, [
      { mmsi: '244940004', at: image, lon: north[0] + 12 * LON_100M, lat: north[1], speed_kn: 12 },
    ]);
    const other = await detect(key, siteId, north, image);
    // The nearest candidate is it; the first vessel, 20 km south, is listed after it.
    const candidates = other.evidence.find((item) => item.kind === 'ais_match')?.candidates as object[];
    expect(candidates.map((c) => c)).toEqual([
      expect.objectContaining({ asset_id: await assetId('244940004'), fix_offset_s: 0, tolerance_m: 500 }),
      expect.objectContaining({
        asset_id: await assetId('244940003'),
        distance_m: expect.closeTo(20_000, -3),
      }),
    ]);
    expect(other.asset_id).toBeNull();
  });

  it('records no dark vessel at a site that does not take them, and still says nothing matched', async () => {
    const centre: [number, number] = [57.9, 25.15];
    const { key, siteId } = await siteAt('dark-not-taken', centre, ['vessel_detection']);
    const detection = await detect(key, siteId, centre, clock.now() - 10 * MINUTE);
    expect(detection.evidence.find((item) => item.kind === 'ais_match')).toMatchObject({
      matched: false,
      candidates: [],
    });
    expect(await listed(key, siteId, 'dark_vessel')).toEqual([]);
  });
});
