// Encounters: two slow vessels close together for long enough, compared at the same instant.
import { describe, expect, it } from 'vitest';
import {
  createTrackDetectors,
  DEFAULT_ENCOUNTER,
  type DetectorSpec,
  type TrackEvent,
  type TrackFix,
} from '../../../src/geo/tracking/index.ts';
import { at, HOME, HOUR, interleave, MINUTE, offset, track } from './track-fixtures.ts';

const ENCOUNTER: DetectorSpec = { kind: 'encounter', params: DEFAULT_ENCOUNTER };
const STEP_S = 3 * MINUTE;

function run(detectors: Record<string, DetectorSpec>, fixes: TrackFix[]): TrackEvent[] {
  const engine = createTrackDetectors(detectors);
  return fixes.flatMap((f) => engine.observe(f));
}

/**
 * Vessel `a` comes from the west and `b` from the east at 8 kn for 30 min; they drift east
 * together at 0.5 kn for `togetherS`, `apartM` apart (b due south of a), then leave at 10 kn.
 * Fixes every 3 min, b's 90 s after a's.
 */
function meeting(togetherS: number, apartM: number): TrackFix[] {
  const legs = (id: string, shiftS: number, meet: [number, number], inCourse: number, outCourse: number) => {
    const approach = track(id, {
      fromS: shiftS,
      everyS: STEP_S,
      count: 10,
      start: offset(meet, (inCourse + 180) % 360, 4 * 1852),
      speedKn: 8,
      courseDeg: inCourse,
    });
    const drift = track(id, {
      fromS: shiftS + 30 * MINUTE,
      everyS: STEP_S,
      count: togetherS / STEP_S + 1,
      start: meet,
      speedKn: 0.5,
      courseDeg: 90,
    });
    const end = drift.at(-1) ?? { lon: meet[0], lat: meet[1] };
    const leave = track(id, {
      fromS: shiftS + 30 * MINUTE + togetherS + STEP_S,
      everyS: STEP_S,
      count: 5,
      start: [end.lon, end.lat],
      speedKn: 10,
      courseDeg: outCourse,
    });
    return [...approach, ...drift, ...leave];
  };
  return interleave(legs('a', 0, HOME, 90, 0), legs('b', 90, offset(HOME, 180, apartM), 270, 180));
}

describe('encounter', () => {
  it('reports two vessels together for 2.5 h once they have been so for 2 h, and when they part', () => {
    const events = run({ 'rule-1': ENCOUNTER }, meeting(2.5 * HOUR, 200));
    expect(events.map((e) => [e.kind, e.phase, e.key, e.startedAt, e.at])).toEqual([
      ['encounter', 'started', 'rule-1', at(31.5 * MINUTE), at(151.5 * MINUTE)],
      ['encounter', 'ended', 'rule-1', at(31.5 * MINUTE), at(30 * MINUTE + 2.5 * HOUR + 90)],
    ]);
    const ended = events[1];
    if (ended?.kind !== 'encounter') throw new Error('expected an encounter');
    expect(ended.assetIds).toEqual(['a', 'b']);
    // b's position is 90 s (23 m at 0.5 kn) behind a's at each comparison.
    expect(ended.minDistanceM).toBeGreaterThan(199);
    expect(ended.minDistanceM).toBeLessThan(203);
    // Midway between them in latitude, east of the meeting point by about half the drift.
    expect(ended.center[1]).toBeCloseTo(offset(HOME, 180, 100)[1], 5);
    expect(ended.center[0]).toBeGreaterThan(HOME[0]);
  });

  it('does not report 1.5 h together', () => {
    expect(run({ 'rule-1': ENCOUNTER }, meeting(1.5 * HOUR, 200))).toEqual([]);
  });

  it('does not report two vessels 800 m apart, however long', () => {
    expect(run({ 'rule-1': ENCOUNTER }, meeting(2.5 * HOUR, 800))).toEqual([]);
    const wide: DetectorSpec = { kind: 'encounter', params: { ...DEFAULT_ENCOUNTER, maxDistanceM: 1000 } };
    expect(run({ wide }, meeting(2.5 * HOUR, 800)).map((e) => e.phase)).toEqual(['started', 'ended']);
  });

  it('needs only one of the two to be watched', () => {
    const some = (ids: string[]): DetectorSpec => ({ ...ENCOUNTER, assets: new Set(ids) });
    expect(run({ r: some(['b']) }, meeting(2.5 * HOUR, 200))).toHaveLength(2);
    expect(run({ r: some(['c']) }, meeting(2.5 * HOUR, 200))).toEqual([]);
  });

  it('interpolates the other vessel when a fix arrives after the other has moved on', () => {
    // a lies still; b passes 300 m south of it at 1.9 kn, right under it at a's 60-min fix.
    // a's feed runs 2 minutes late, so b's fixes on either side are already in.
    const speedMps = (1.9 * 1852) / 3600;
    const a = track('a', { fromS: 0, everyS: STEP_S, count: 41, speedKn: 0.1, stepM: 0 });
    const b = track('b', {
      fromS: 90,
      everyS: STEP_S,
      count: 40,
      start: offset(offset(HOME, 180, 300), 270, speedMps * (HOUR - 90)),
      speedKn: 1.9,
      courseDeg: 90,
    });
    const arrival = (f: TrackFix) => f.at + (f.assetId === 'a' ? 2 * MINUTE * 1000 : 0);
    const stream = [...a, ...b].sort((x, y) => arrival(x) - arrival(y));
    const brief: DetectorSpec = { kind: 'encounter', params: { ...DEFAULT_ENCOUNTER, minDurationS: 300 } };
    const ended = run({ brief }, stream).find((e) => e.phase === 'ended');
    if (ended?.kind !== 'encounter') throw new Error('expected the encounter to end');
    // Only b's fixes 90 s either side of a's were received: without interpolation it would be 312 m.
    // (b's great circle bends about a metre south of the parallel over 3.4 km.)
    expect(ended.minDistanceM).toBeGreaterThan(299);
    expect(ended.minDistanceM).toBeLessThan(302);
  });

  it('does not pair a vessel with one whose newest fix is too old to compare', () => {
    const a = track('a', { fromS: 0, everyS: STEP_S, count: 60, speedKn: 0.2, stepM: 0 });
    const quiet = track('b', {
      fromS: 0,
      everyS: STEP_S,
      count: 1,
      start: offset(HOME, 180, 100),
      speedKn: 0.2,
    });
    expect(run({ 'rule-1': ENCOUNTER }, interleave(a, quiet))).toEqual([]);
  });

  it('finds a pair across the antimeridian', () => {
    const west: [number, number] = [179.999, -5];
    const east: [number, number] = [-179.9995, -5];
    const a = track('a', { fromS: 0, everyS: STEP_S, count: 50, start: west, speedKn: 0.3, stepM: 0 });
    const b = track('b', { fromS: 60, everyS: STEP_S, count: 50, start: east, speedKn: 0.3, stepM: 0 });
    const [started] = run({ 'rule-1': ENCOUNTER }, interleave(a, b));
    if (started?.kind !== 'encounter') throw new Error('expected an encounter');
    expect(started.minDistanceM).toBeCloseTo(166, 0);
    expect(Math.abs(started.center[0])).toBeGreaterThan(179.999);
  });

  it('ignores late fixes, so a stale fast fix does not end an encounter', () => {
    const stream = meeting(2.5 * HOUR, 200);
    // Mid-encounter (it started at 31.5 min) arrives a fast fix from 10 minutes ago.
    const lateIndex = stream.findIndex((f) => f.at >= at(100 * MINUTE));
    const late = { ...HOME_FIX, assetId: 'a', at: at(90 * MINUTE), speedKn: 12 };
    stream.splice(lateIndex, 0, late);
    expect(run({ 'rule-1': ENCOUNTER }, stream).map((e) => e.phase)).toEqual(['started', 'ended']);
  });
});

const HOME_FIX: TrackFix = {
  assetId: 'a',
  at: at(0),
  lon: HOME[0],
  lat: HOME[1],
  speedKn: 0.5,
  courseDeg: null,
  aisClass: 'A',
};

describe('encounter detector lifecycle', () => {
  it('ends an encounter whose vessels both went quiet when expired', () => {
    const engine = createTrackDetectors({ 'rule-1': ENCOUNTER });
    const together = meeting(2.5 * HOUR, 200).filter((f) => f.at <= at(3 * HOUR));
    const started = together.flatMap((f) => engine.observe(f));
    expect(started.map((e) => e.phase)).toEqual(['started']);
    expect(engine.expire(at(4 * HOUR))).toEqual([]);
    expect(engine.expire(at(5.1 * HOUR)).map((e) => e.phase)).toEqual(['ended']);
  });

  it('drops a removed detector’s pairs without reporting them', () => {
    const engine = createTrackDetectors({ 'rule-1': ENCOUNTER, 'rule-2': ENCOUNTER });
    const stream = meeting(2.5 * HOUR, 200);
    const half = stream.findIndex((f) => f.at >= at(HOUR));
    for (const f of stream.slice(0, half)) engine.observe(f);
    engine.removeDetector('rule-2');
    expect(engine.detectorCount()).toBe(1);
    const rest = stream.slice(half).flatMap((f) => engine.observe(f));
    expect(rest.map((e) => [e.key, e.phase])).toEqual([
      ['rule-1', 'started'],
      ['rule-1', 'ended'],
    ]);
  });

  it('rebuilds silently after a restart and reports only the end', () => {
    const engine = createTrackDetectors({ 'rule-1': ENCOUNTER });
    const stream = meeting(2.5 * HOUR, 200);
    const replayed = stream.filter((f) => f.at <= at(2.75 * HOUR));
    for (const f of replayed) expect(engine.observe(f, { silent: true })).toEqual([]);
    const live = stream.slice(replayed.length).flatMap((f) => engine.observe(f));
    expect(live.map((e) => e.phase)).toEqual(['ended']);
  });
});

describe('at satellite cadence', () => {
  // Issue 29, point 5: two vessels at anchor 200 m apart, each seen every 40 minutes (a satellite
  // pass apart: b twenty minutes after a) for five hours. A fixed 10-minute tolerance paired no
  // fix; at 0.2 kn a vessel strays 250 m in 40 minutes, so each fix of one pairs with the other's.
  const anchored = (id: string, fromS: number, place: [number, number]) =>
    track(id, { fromS, everyS: 40 * MINUTE, count: 8, start: place, speedKn: 0.2, courseDeg: 90 });
  const stream = interleave(anchored('a', 0, HOME), anchored('b', 20 * MINUTE, offset(HOME, 180, 200)));

  it('tells two slow vessels seen every 40 minutes as an encounter, and records when it ends', () => {
    const events = run({ 'rule-1': ENCOUNTER }, stream);
    expect(events.map((e) => [e.kind, e.phase])).toEqual([['encounter', 'started']]);
    const engine = createTrackDetectors({ 'rule-1': ENCOUNTER });
    for (const f of stream) engine.observe(f);
    const ended = engine.expire(at(10 * HOUR));
    expect(ended.map((e) => [e.phase, e.startedAt, e.at])).toEqual([
      ['ended', at(20 * MINUTE), at(300 * MINUTE)],
    ]);
  });
});
