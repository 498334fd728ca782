// Dark watch: one event per silence per key, closing silences, rules' quiet_s, restarts that do
// not fire twice, and late fixes.
import { describe, expect, it } from 'vitest';
import { createDarkWatch, type DarkWatch, type TrackFix } from '../../../src/geo/tracking/index.ts';
import { at, fix, HOUR, MINUTE, track } from './track-fixtures.ts';

const FOLLOWED = 'followed';

/** A class A ship under way at 12 kn reporting every 10 s for five minutes. */
const underWay = (assetId = 'v1') => track(assetId, { fromS: 0, everyS: 10, count: 31, speedKn: 12 });
const lastOf = (fixes: TrackFix[]): TrackFix => {
  const last = fixes.at(-1);
  if (last === undefined) throw new Error('empty track');
  return last;
};

function watching(fixes: TrackFix[], ...keys: { key: string; quietS?: number }[]): DarkWatch {
  const watch = createDarkWatch();
  for (const options of keys.length === 0 ? [{ key: FOLLOWED }] : keys) watch.watch('v1', options);
  for (const f of fixes) watch.observe(f);
  return watch;
}

describe('dark watch thresholds', () => {
  it('gives a class A ship under way the 15 min floor', () => {
    const watch = watching(underWay());
    expect(watch.expectedIntervalS('v1')).toBe(10);
    expect(watch.thresholdS('v1', FOLLOWED)).toBe(900);
  });

  it('gives a class B ship at anchor ten 3-min intervals', () => {
    const watch = watching(track('v1', { fromS: 0, everyS: 180, count: 10, speedKn: 0.2, aisClass: 'B' }));
    expect(watch.expectedIntervalS('v1')).toBe(180);
    expect(watch.thresholdS('v1', FOLLOWED)).toBe(1800);
  });

  it("adapts to a vessel's own slow cadence, up to the 12 h ceiling", () => {
    const satellite = watching(track('v1', { fromS: 0, everyS: 40 * MINUTE, count: 8, speedKn: 12 }));
    expect(satellite.expectedIntervalS('v1')).toBe(2400);
    expect(satellite.thresholdS('v1', FOLLOWED)).toBe(24_000);
    const rare = watching(track('v1', { fromS: 0, everyS: 3 * HOUR, count: 8, speedKn: 12 }));
    expect(rare.thresholdS('v1', FOLLOWED)).toBe(12 * HOUR);
  });

  it('has no threshold before the first fix, and fires nothing then', () => {
    const watch = watching([]);
    expect(watch.thresholdS('v1', FOLLOWED)).toBeUndefined();
    expect(watch.check(at(30 * 24 * HOUR))).toEqual([]);
  });
});

describe('dark watch silences', () => {
  it('fires once per silence when the threshold is passed', () => {
    const fixes = underWay();
    const last = lastOf(fixes);
    const watch = watching(fixes);
    expect(watch.check(last.at + 900_000)).toEqual([]);
    expect(watch.check(last.at + 901_000)).toEqual([
      { key: FOLLOWED, assetId: 'v1', lastFix: last, silentForS: 901, thresholdS: 900, startedAt: last.at },
    ]);
    expect(watch.check(last.at + 902_000)).toEqual([]);
    expect(watch.check(last.at + 5 * HOUR * 1000)).toEqual([]);
  });

  it('closes a silence that fired on the next fix, and watches the next one afresh', () => {
    const fixes = underWay();
    const last = lastOf(fixes);
    const watch = watching(fixes);
    watch.check(last.at + 1000 * 1000);
    const back = fix('v1', 2 * HOUR, { speedKn: 12 });
    expect(watch.observe(back)).toEqual([
      { assetId: 'v1', key: FOLLOWED, startedAt: last.at, endedAt: back.at, silentForS: 2 * HOUR - 300 },
    ]);
    expect(watch.observe(fix('v1', 2 * HOUR + 10, { speedKn: 12 }))).toEqual([]);
    const again = watch.check(at(2 * HOUR + 10 + 901));
    expect(again.map((e) => e.startedAt)).toEqual([at(2 * HOUR + 10)]);
  });

  it('closes nothing when the silence never passed its threshold', () => {
    const watch = watching(underWay());
    expect(watch.check(at(600))).toEqual([]);
    expect(watch.observe(fix('v1', 700, { speedKn: 12 }))).toEqual([]);
  });

  it("uses a rule's quiet_s instead of the adaptive threshold, each key firing on its own", () => {
    const fixes = underWay();
    const last = lastOf(fixes);
    const watch = watching(
      fixes,
      { key: FOLLOWED },
      { key: 'rule-1', quietS: 3600 },
      { key: 'rule-2', quietS: 7200 },
    );
    expect(watch.check(last.at + 1000 * 1000).map((e) => e.key)).toEqual([FOLLOWED]);
    const rule1 = watch.check(last.at + 3601 * 1000);
    expect(rule1.map((e) => [e.key, e.thresholdS])).toEqual([['rule-1', 3600]]);
    const back = fix('v1', 1.5 * HOUR, { speedKn: 12 });
    expect(watch.observe(back).map((e) => e.key)).toEqual([FOLLOWED, 'rule-1']);
  });

  it('ignores late and duplicate fixes: they neither close a silence nor move the last fix', () => {
    const fixes = underWay();
    const last = lastOf(fixes);
    const watch = watching(fixes);
    expect(watch.check(last.at + 1000 * 1000)).toHaveLength(1);
    expect(watch.observe(fix('v1', 100, { speedKn: 12 }))).toEqual([]);
    expect(watch.observe({ ...last })).toEqual([]);
    expect(watch.check(last.at + 2000 * 1000)).toEqual([]);
    expect(watch.observe(fix('v1', HOUR, { speedKn: 12 }))).toHaveLength(1);
  });

  it('ignores assets it does not watch, and forgets those it stops watching', () => {
    const watch = createDarkWatch();
    watch.observe(fix('other', 0));
    expect(watch.check(at(2 * 24 * HOUR))).toEqual([]);
    watch.watch('v1', { key: FOLLOWED });
    watch.watch('v1', { key: 'rule-1', quietS: 600 });
    watch.observe(fix('v1', 0));
    watch.unwatch('v1', 'rule-1');
    expect(watch.watchedCount()).toBe(1);
    expect(watch.check(at(1000)).map((e) => e.key)).toEqual([]);
    watch.unwatch('v1');
    expect(watch.watchedCount()).toBe(0);
    expect(watch.check(at(2 * 24 * HOUR))).toEqual([]);
  });
});

describe('dark watch restore', () => {
  const fixes = underWay();
  const last = lastOf(fixes);
  const now = last.at + HOUR * 1000;

  function restarted(stored = fixes) {
    const watch = createDarkWatch();
    watch.watch('v1', { key: FOLLOWED });
    watch.watch('v1', { key: 'rule-1', quietS: 2 * HOUR });
    watch.restore('v1', [...stored].reverse());
    return watch;
  }

  it('rebuilds the cadence from stored fixes in any order', () => {
    const watch = restarted();
    expect(watch.expectedIntervalS('v1')).toBe(10);
    expect(watch.check(now).map((e) => e.key)).toEqual([FOLLOWED]);
  });

  it('finds a silence under way again, named by the same last fix, for the ledger to judge', () => {
    const watch = restarted();
    const [found] = watch.check(now);
    expect(found).toMatchObject({ key: FOLLOWED, startedAt: last.at, lastFix: last });
  });

  it('finds nothing for a silence the stored fixes show has ended', () => {
    const back = fix('v1', 3 * HOUR, { speedKn: 12 });
    const watch = restarted([...fixes, back]);
    expect(watch.check(back.at + 60_000)).toEqual([]);
  });
});
