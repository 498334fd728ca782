// Loitering and speed_above through the track detectors: episodes that start once they have
// lasted long enough, end when the behaviour stops, and are not split by late data.
import { describe, expect, it } from 'vitest';
import {
  createTrackDetectors,
  DEFAULT_LOITERING,
  type DetectorSpec,
  type TrackEvent,
  type TrackFix,
} from '../../../src/geo/tracking/index.ts';
import { at, fix, HOME, HOUR, interleave, MINUTE, track } from './track-fixtures.ts';

const LOITERING: DetectorSpec = { kind: 'loitering', params: DEFAULT_LOITERING };

function run(detectors: Record<string, DetectorSpec>, fixes: TrackFix[]): TrackEvent[] {
  const engine = createTrackDetectors(detectors);
  return fixes.flatMap((f) => engine.observe(f));
}

/** A vessel drifting east at `speedKn`, one fix every 3 minutes (class A at anchor). */
const drifting = (fromS: number, durationS: number, speedKn = 0.5, assetId = 'v1') =>
  track(assetId, { fromS, everyS: 3 * MINUTE, count: Math.floor(durationS / (3 * MINUTE)) + 1, speedKn });

describe('loitering', () => {
  // Issue 29, point 5: a vessel seen only by satellite, every 40 minutes, at 0.3 kn for five hours
  // (each fix within the longest gap an episode bridges, tracking-defaults.ts MAX_BRIDGED_GAP_S).
  it('is found at satellite cadence, with its start, end and length', () => {
    const sparse = track('v1', { fromS: 0, everyS: 40 * MINUTE, count: 8, speedKn: 0.3 });
    const leaving = fix('v1', 300 * MINUTE, { speedKn: 9 });
    const events = run({ 'rule-1': LOITERING }, [...sparse, leaving]);
    expect(events.map((e) => [e.phase, e.startedAt, e.at])).toEqual([
      ['started', at(0), at(80 * MINUTE)],
      ['ended', at(0), at(280 * MINUTE)],
    ]);
  });

  it('is found at satellite cadence from positions without a speed (the speed between fixes)', () => {
    const sparse = track('v1', { fromS: 0, everyS: 40 * MINUTE, count: 8, speedKn: null, stepM: 150 });
    const events = run({ 'rule-1': LOITERING }, sparse);
    // The first fix has no speed of its own and none before it: the hour counts from the second.
    expect(events.map((e) => [e.phase, e.startedAt, e.at])).toEqual([
      ['started', at(40 * MINUTE), at(120 * MINUTE)],
    ]);
  });

  it('starts once the vessel has been slow for an hour, and ends when it speeds up', () => {
    const slow = drifting(0, 70 * MINUTE);
    const leaving = fix('v1', 73 * MINUTE, { speedKn: 8 });
    const events = run({ 'rule-1': LOITERING }, [...slow, leaving]);
    expect(events).toHaveLength(2);
    const [started, ended] = events;
    expect(started).toMatchObject({ kind: 'loitering', phase: 'started', key: 'rule-1', assetId: 'v1' });
    expect(started).toMatchObject({ startedAt: at(0), at: at(HOUR), meanSpeedKn: 0.5 });
    expect(ended).toMatchObject({ phase: 'ended', startedAt: at(0), at: at(69 * MINUTE) });
    // 0.5 kn for 69 min is about 1065 m east: the episode's centre is about halfway.
    if (ended?.kind !== 'loitering') throw new Error('expected a loitering event');
    const [lon, lat] = ended.center;
    // 1065 m is 0.0156° of longitude here; halfway is 0.0078°.
    expect(lon - HOME[0]).toBeCloseTo(0.0078, 3);
    expect(lat).toBeCloseTo(HOME[1], 4);
  });

  it('does not start within the hour', () => {
    expect(run({ 'rule-1': LOITERING }, drifting(0, 57 * MINUTE))).toEqual([]);
  });

  it('counts the hour again after a brief speed-up', () => {
    const before = drifting(0, 40 * MINUTE);
    const burst = fix('v1', 42 * MINUTE, { speedKn: 4 });
    const after = drifting(45 * MINUTE, 80 * MINUTE);
    const events = run({ 'rule-1': LOITERING }, [...before, burst, ...after.slice(0, 20)]);
    expect(events).toEqual([]);
    const all = run({ 'rule-1': LOITERING }, [...before, burst, ...after]);
    expect(all.map((e) => [e.phase, e.startedAt, e.at])).toEqual([
      ['started', at(45 * MINUTE), at(105 * MINUTE)],
    ]);
  });

  it('runs several parameter sets at once, each with its own key', () => {
    const events = run(
      {
        'rule-1': LOITERING,
        'site:s1': { kind: 'loitering', params: { maxSpeedKn: 1, minDurationS: 1800 } },
      },
      drifting(0, 70 * MINUTE),
    );
    expect(events.map((e) => [e.key, e.at])).toEqual([
      ['site:s1', at(30 * MINUTE)],
      ['rule-1', at(HOUR)],
    ]);
  });

  it('keeps running episodes when a detector is replaced, judged by the new parameters', () => {
    const engine = createTrackDetectors({ r: LOITERING });
    const slow = drifting(0, 70 * MINUTE);
    for (const f of slow.slice(0, 10)) expect(engine.observe(f)).toEqual([]);
    engine.setDetector('r', { kind: 'loitering', params: { ...DEFAULT_LOITERING, minDurationS: 1800 } });
    const events = slow.slice(10).flatMap((f) => engine.observe(f));
    expect(events.map((e) => [e.phase, e.startedAt, e.at])).toEqual([['started', at(0), at(30 * MINUTE)]]);
    engine.setDetector('r', { kind: 'speed_above', params: { speedKn: 5, minDurationS: 0 } });
    expect(engine.observe(fix('v1', 80 * MINUTE, { speedKn: 9 })).map((e) => [e.kind, e.phase])).toEqual([
      ['speed_above', 'started'],
    ]);
  });

  it('derives the speed from positions when fixes carry none', () => {
    const slow = drifting(0, 70 * MINUTE).map((f) => ({ ...f, speedKn: null }));
    expect(run({ 'rule-1': LOITERING }, slow).map((e) => e.phase)).toEqual(['started']);
    const fast = track('v1', { fromS: 0, everyS: 3 * MINUTE, count: 30, speedKn: 6 }).map((f) => ({
      ...f,
      speedKn: null,
    }));
    expect(run({ 'rule-1': LOITERING }, fast)).toEqual([]);
  });

  it('splits an episode at a gap of more than two hours', () => {
    const events = run({ 'rule-1': LOITERING }, [
      ...drifting(0, 30 * MINUTE),
      ...drifting(3 * HOUR, 40 * MINUTE),
    ]);
    expect(events).toEqual([]);
  });

  it('only counts fixes inside the detector area, and only for watched assets', () => {
    const eastOfHome = (lon: number) => lon > HOME[0] + 0.003;
    const inside = run({ r: { ...LOITERING, within: eastOfHome } }, drifting(0, 70 * MINUTE));
    expect(inside).toEqual([]);
    const watched = run({ r: { ...LOITERING, assets: new Set(['v2']) } }, drifting(0, 70 * MINUTE));
    expect(watched).toEqual([]);
  });

  it('ignores late and duplicate fixes, so a stale fast fix does not break an episode', () => {
    const slow = drifting(0, 70 * MINUTE);
    const late = fix('v1', 30 * MINUTE + 5, { speedKn: 9 });
    const duplicate = fix('v1', 42 * MINUTE, { speedKn: 9 }); // the same instant as the 15th fix
    const stream = [...slow.slice(0, 15), late, duplicate, ...slow.slice(15)];
    expect(run({ 'rule-1': LOITERING }, stream).map((e) => e.phase)).toEqual(['started']);
  });

  it('rebuilds silently after a restart without reporting the episode again', () => {
    const slow = drifting(0, 90 * MINUTE);
    const engine = createTrackDetectors({ 'rule-1': LOITERING });
    for (const f of slow.slice(0, 25)) expect(engine.observe(f, { silent: true })).toEqual([]);
    const live = slow.slice(25).flatMap((f) => engine.observe(f));
    expect(live).toEqual([]);
    expect(engine.observe(fix('v1', 95 * MINUTE, { speedKn: 10 })).map((e) => e.phase)).toEqual(['ended']);
  });

  it('ends an episode whose vessel has gone quiet when expired', () => {
    const engine = createTrackDetectors({ 'rule-1': LOITERING });
    for (const f of drifting(0, 70 * MINUTE)) engine.observe(f);
    expect(engine.expire(at(70 * MINUTE + HOUR))).toEqual([]);
    expect(engine.expire(at(70 * MINUTE + 3 * HOUR)).map((e) => [e.phase, e.at])).toEqual([
      ['ended', at(69 * MINUTE)],
    ]);
  });
});

describe('speed_above', () => {
  const over20: DetectorSpec = { kind: 'speed_above', params: { speedKn: 20, minDurationS: 0 } };
  const cruise = (fromS: number, count: number, speedKn: number) =>
    track('v1', { fromS, everyS: MINUTE, count, speedKn });

  it('reports each episode once, at its first fast fix, and its end with the top speed', () => {
    const stream = [
      ...cruise(0, 5, 15),
      ...cruise(5 * MINUTE, 3, 22),
      fix('v1', 8 * MINUTE, { speedKn: 25 }),
      ...cruise(9 * MINUTE, 5, 15),
      ...cruise(14 * MINUTE, 2, 21),
    ];
    const events = run({ fast: over20 }, stream);
    expect(
      events.map((e) => (e.kind === 'speed_above' ? [e.phase, e.startedAt, e.at, e.maxSpeedKn] : [])),
    ).toEqual([
      ['started', at(5 * MINUTE), at(5 * MINUTE), 22],
      ['ended', at(5 * MINUTE), at(8 * MINUTE), 25],
      ['started', at(14 * MINUTE), at(14 * MINUTE), 21],
    ]);
  });

  it('waits out min_duration_s, so a short burst is not reported', () => {
    const sustained: DetectorSpec = { kind: 'speed_above', params: { speedKn: 20, minDurationS: 600 } };
    const burst = [...cruise(0, 5, 25), ...cruise(5 * MINUTE, 5, 10)];
    expect(run({ fast: sustained }, burst)).toEqual([]);
    const long = run({ fast: sustained }, cruise(0, 16, 25));
    expect(long.map((e) => [e.phase, e.at])).toEqual([['started', at(10 * MINUTE)]]);
  });

  it('keeps episodes of different vessels apart', () => {
    const events = run(
      { fast: over20 },
      interleave(cruise(0, 3, 25), track('v2', { fromS: 30, everyS: MINUTE, count: 3, speedKn: 25 })),
    );
    expect(events.map((e) => (e.kind === 'speed_above' ? e.assetId : ''))).toEqual(['v1', 'v2']);
  });
});
