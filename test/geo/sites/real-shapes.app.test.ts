// Every real shape a user draws: a site from an antimeridian-crossing ring is the area its author
// drew (the smaller of the ring's two readings), and a satellite swath that overlaps itself in flat
// lon/lat or covers a pole is stored as the area it covers; a bow-tie is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp } from '../../harness.ts';
import { readCorpusJson } from '../geometry/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
});
afterAll(async () => {
  await t.close();
});

async function site(boundary: unknown) {
  return t.request({ method: 'POST', url: '/v1/sites', payload: { boundary } });
}

describe('POST /v1/sites with real shapes', () => {
  it('stores issues-164 as the 71.4 M km² shape its author drew, not the rest of the world', async () => {
    const response = await site(readCorpusJson('antimeridian/input/issues-164.json'));
    expect(response.statusCode, response.body).toBe(201);
    expect(Math.round(response.json().area_km2 / 1e5) / 10).toBe(71.4);
  });

  it.each([
    ['overlap.json', 59.6],
    ['force-north-pole.json', 297.9],
  ])('stores the swath %s as the area it covers', async (name, millionKm2) => {
    const response = await site(readCorpusJson(`antimeridian/input/${name}`));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().area_km2 / 1e6).toBeCloseTo(millionKm2, 0);
  });

  it('refuses a bow-tie, which crosses itself and turns inside out, pointing at the crossing edge', async () => {
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
          [0, 0],
        ],
      ],
    };
    const response = await site(bowTie);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]).toMatchObject({
      pointer: '/boundary/coordinates/0/2',
      detail: expect.stringContaining('intersects itself'),
    });
  });
});
