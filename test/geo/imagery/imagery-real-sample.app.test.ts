/**
 * A real Sentinel-2 L2A scene as Earth Search published it: tile 29RKH (Western Sahara), 19 February
 * 2020, processing baseline 02.14, its STAC item and its SCL and B8A COGs as the rio-tiler-pds
 * project keeps them for its own tests (the pixels decimated by that project to 200 m; source and
 * licence in test/fixtures/imagery/sentinel-2/README.md). Vigil reads the item as it is (asset keys,
 * scale, no offset before baseline 04.00, projection, grid), reads windows of the real COGs, across
 * tile and image edges, exactly as geotiff.js reads them, and refuses to compare the decimated
 * scene on its 20 m grid, saying why, with nothing recorded.
 */
import { readFileSync } from 'node:fs';
import { fromUrl } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCog, readNativeBox } from '../../../src/geo/imagery/raster/cog-reader.ts';
import { createImageryHttp } from '../../../src/geo/imagery/remote/imagery-http.ts';
import { parseSceneItem } from '../../../src/geo/imagery/stac/scene-item.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createAddressPolicy } from '../../../src/platform/webhooks/address-policy.ts';
import { type StacServer, startStacServer } from '../../fixtures/imagery/stac-server.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { detectionsOf, scenesByItem } from './imagery-scenario.ts';

const ID = 'S2A_29RKH_20200219_0_L2A';
const DIR = new URL(`../../fixtures/imagery/sentinel-2/${ID}/`, import.meta.url);
const FILES = ['SCL.tif', 'B8A.tif'] as const;

type Json = Record<string, unknown>;
const published = JSON.parse(readFileSync(new URL(`${ID}.json`, DIR), 'utf8')) as Json;

/** The item with its COGs' hrefs on the local server (the two kept here; the others are never read). */
function localItem(base: string): Json {
  const assets = Object.fromEntries(
    Object.entries(published.assets as Record<string, Json>).map(([key, asset]) => {
      const name = String(asset.href).split('/').pop() ?? key;
      return [key, { ...asset, href: `${base}/cogs/${name}` }];
    }),
  );
  return { ...published, assets };
}

describe(`a real Sentinel-2 L2A scene (${ID})`, () => {
  let stac: StacServer;

  beforeAll(async () => {
    stac = await startStacServer();
    stac.add({
      item: localItem(stac.url),
      files: new Map(FILES.map((name) => [name, readFileSync(new URL(name, DIR))])),
    });
  });
  afterAll(() => stac.close());

  it('reads its STAC item as published: asset keys, scale, no offset before baseline 04.00, grid', () => {
    const parsed = parseSceneItem(published, 'https://earth-search.aws.element84.com/v1/');
    if (!('scene' in parsed)) throw new Error(parsed.problem);
    const { scene } = parsed;
    expect(scene).toMatchObject({
      id: ID,
      collection: 'sentinel-2-l2a',
      datetime: Date.parse('2020-02-19T11:34:25.405Z'),
      epsg: 32629,
      gridCode: 'MGRS-29RKH',
      processingBaseline: '02.14',
      offsetFrom: 'processing baseline',
    });
    expect(scene.cloudCover).toBeCloseTo(4.05, 2);
    expect(scene.assets.nir08.href).toMatch(/\/S2A_29RKH_20200219_0_L2A\/B8A\.tif$/);
    expect(scene.assets.swir22.href).toMatch(/\/B12\.tif$/);
    expect(scene.assets.scl).toEqual({ href: expect.stringMatching(/\/SCL\.tif$/), scale: 1, offset: 0 });
    for (const band of ['red', 'green', 'blue', 'nir08', 'swir16', 'swir22'] as const) {
      expect(scene.assets[band]).toMatchObject({ scale: 0.0001, offset: 0 });
    }
  });

  it('reads windows of its COGs, across tile and image edges, exactly as geotiff.js does', async () => {
    const http = createImageryHttp({ policy: createAddressPolicy(['127.0.0.0/8']) });
    // 549 × 549 pixels in 512-pixel tiles: a corner, across the tile edge, past the image's edge, outside.
    const boxes = [
      { left: 0, top: 0, width: 64, height: 48 },
      { left: 490, top: 500, width: 40, height: 30 },
      { left: 530, top: -10, width: 40, height: 50 },
      { left: 600, top: 600, width: 10, height: 10 },
    ];
    for (const name of FILES) {
      const url = `${stac.url}/cogs/${name}`;
      const cog = await openCog(url, http, {});
      expect(cog).toMatchObject({ epsg: 32629, originX: 199_980, originY: 2_800_020, resolution: 200 });
      const image = await (await fromUrl(url)).getImage(0);
      for (const box of boxes) {
        const window = [box.left, box.top, box.left + box.width, box.top + box.height];
        const expected = await image.readRasters({ window, samples: [0], fillValue: 0, interleave: true });
        const got = await readNativeBox(cog, box);
        expect(Array.from(got), `${name} ${window.join(',')}`).toEqual(
          Array.from(expected as ArrayLike<number>),
        );
      }
    }
    // The real classes are there to be masked: bare soil (5), cloud (8, 9) and cirrus (10).
    const scl = await readNativeBox(await openCog(`${stac.url}/cogs/SCL.tif`, http, {}), {
      left: 0,
      top: 0,
      width: 549,
      height: 549,
    });
    for (const c of [5, 8, 9, 10]) expect(Array.from(scl)).toContain(c);
  });

  describe('scanned by a site', () => {
    let t: TestApp;
    let siteId = '';

    beforeAll(async () => {
      t = await startApp({
        clock: new ManualClock(Date.parse('2020-03-01T00:00:00Z')),
        startWorker: false,
        env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8', VIGIL_IMAGERY_STAC_URL: stac.url },
      });
      const response = await t.request({
        method: 'POST',
        url: '/v1/sites',
        payload: {
          name: 'Sahara test square',
          boundary: {
            type: 'Polygon',
            coordinates: [
              [
                [-11.5, 24.8],
                [-11.48, 24.8],
                [-11.48, 24.82],
                [-11.5, 24.82],
                [-11.5, 24.8],
              ],
            ],
          },
          imagery: { enabled: true, collection: 'sentinel-2-l2a' },
        },
      });
      expect(response.statusCode).toBe(201);
      siteId = (response.json() as { id: string }).id;
      for (let i = 0; i < 20 && (await t.app.worker.drain()) > 0; i++);
    }, 60_000);
    afterAll(() => t?.close());

    it('refuses to compare its 200 m pixels on the 20 m grid, says so, and records nothing', async () => {
      const scene = (await scenesByItem(t, siteId)).get(ID);
      expect(scene?.outcome).toBe('error');
      expect(scene?.detail).toMatch(/a band at 200 m cannot be put on the 20 m grid .*nothing recorded/);
      expect(scene?.clear_fraction).toBeNull();
      expect(await detectionsOf(t, siteId)).toEqual([]);
      const stored = await t.app.services.store.db
        .selectFrom('imagery_observations')
        .select('scene_id')
        .where('site_id', '=', siteId)
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
