// Where the time slider draws an asset (console/app/map/history.ts), without a browser: between two
// fixes close in time, interpolated and said to be; across a gap, at the last fix, not made up;
// past the presence window or before the first fix, nowhere; the short way round the antimeridian;
// a late fix put where it belongs.
import { describe, expect, it } from 'vitest';
import { GAP_MS, History, PRESENCE_MS } from '../app/map/history.ts';

const fix = (t: number, lon: number, lat = 0) => ({ t, lon, lat, course: 90, speed: 10 });

describe('History.at', () => {
  it('interpolates between fixes less than a gap apart, and says so', () => {
    const history = new History();
    history.add('a', fix(0, 4.0));
    history.add('a', fix(600_000, 4.2));
    expect(history.at('a', 300_000)).toMatchObject({ lon: 4.1, interpolated: true });
    expect(history.at('a', 600_000)).toMatchObject({ lon: 4.2, interpolated: false });
  });

  it('keeps an asset at its last fix across a gap, and nowhere past the presence window', () => {
    const history = new History();
    history.add('a', fix(0, 1));
    history.add('a', fix(GAP_MS + 60_000, 2));
    expect(history.at('a', 60_000)).toMatchObject({ lon: 1, interpolated: false });
    expect(history.at('a', -1)).toBeUndefined();
    expect(history.at('a', GAP_MS + 60_000 + PRESENCE_MS + 1)).toBeUndefined();
    expect(history.at('missing', 0)).toBeUndefined();
  });

  it('crosses the antimeridian the short way round', () => {
    const history = new History();
    history.add('a', fix(0, 179.9));
    history.add('a', fix(60_000, -179.9));
    const midway = history.at('a', 30_000)?.lon ?? 0;
    expect(Math.abs(midway)).toBeCloseTo(180, 5);
  });

  it('puts a late fix in time order and ignores one it already has', () => {
    const history = new History();
    history.add('a', fix(0, 0));
    history.add('a', fix(120_000, 2));
    history.add('a', fix(60_000, 1));
    history.add('a', fix(60_000, 1));
    expect(history.fixesOf('a').map((f) => f.t)).toEqual([0, 60_000, 120_000]);
    expect(history.covers('a', 0)).toBe(true);
    expect(history.covers('a', -1)).toBe(false);
    history.trim(60_000);
    expect(history.fixesOf('a').map((f) => f.t)).toEqual([60_000, 120_000]);
  });
});

describe('History.place', () => {
  it('writes into one object what at() answers, leaving nothing of the last asset in it', () => {
    const history = new History();
    history.add('a', fix(0, 4.0, 52));
    history.add('a', fix(600_000, 4.2, 52));
    history.add('b', { t: 0, lon: 1, lat: 50, course: null, speed: null });
    const into = {
      lon: 0,
      lat: 0,
      course: null as number | null,
      speed: null as number | null,
      t: 0,
      interpolated: false,
    };
    expect(history.place('a', 300_000, into)).toBe(true);
    expect(into).toEqual(history.at('a', 300_000));
    expect(into).toMatchObject({ lon: 4.1, t: 300_000, course: 90, speed: 10, interpolated: true });
    // The same object for the next asset: its own fix, with no course or speed left from the last one.
    expect(history.place('b', 300_000, into)).toBe(true);
    expect(into).toEqual({ lon: 1, lat: 50, course: null, speed: null, t: 0, interpolated: false });
    expect(history.place('b', PRESENCE_MS + 1, into)).toBe(false);
    expect(history.place('missing', 0, into)).toBe(false);
  });
});
