// The replay loop on a fake clock: pacing by the file's times, batches that keep AIS messages
// whole, error line numbers mapped back to the file, and a failed request ending the replay.
import { describe, expect, it } from 'vitest';
import { createPacer } from '../../src/cli/replay-pacing.ts';
import { formatSummary, type ReplayDeps, runReplay } from '../../src/cli/replay-run.ts';
import { type FileLine, leavesMessageOpen } from '../../src/cli/replay-source.ts';
import type { IngestResult } from '../../src/geo/ingest/index.ts';

/** The counts a fake answer leaves at zero unless a test sets them. */
const NOTHING_ELSE = { late: 0, unjudged: 0, suspect: 0, pending: 0, ignored: 0, duplicates: 0 };

/** A clock that moves only when the replay sleeps. */
function fakeTime(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    clock: { now: () => now },
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
    elapsed: () => now - start,
  };
}

/** File lines from texts, numbered from 1; a text `t=<seconds> …` carries that file time. */
async function* fileLines(texts: string[]): AsyncGenerator<FileLine> {
  let endByte = 0;
  for (const [i, text] of texts.entries()) {
    endByte += text.length + 1;
    yield { text, lineNo: i + 1, endByte };
  }
}

function timeOf(text: string): number | null {
  const match = /^t=(\d+)/.exec(text);
  return match ? Number(match[1]) * 1000 : null;
}

/** Runs a replay whose service accepts every line, recording each request and when it was sent. */
async function replay(
  texts: string[],
  options: { speed: number; batchSize?: number },
  overrides: Partial<ReplayDeps> = {},
) {
  const time = fakeTime();
  const requests: { at: number; lines: string[] }[] = [];
  const summary = await runReplay(
    {
      lines: fileLines(texts),
      send: async (body): Promise<IngestResult> => {
        const lines = body.trimEnd().split('\n');
        requests.push({ at: time.elapsed(), lines });
        return { ...NOTHING_ELSE, accepted: lines.length, rejected: 0, errors: [] };
      },
      timeOf,
      leavesOpen: () => false,
      clock: time.clock,
      sleep: time.sleep,
      ...overrides,
    },
    { batchSize: options.batchSize ?? 500, speed: options.speed },
  );
  return { summary, requests, time };
}

describe('createPacer', () => {
  it('waits the file time between lines divided by the speed, from the first timed line', () => {
    const time = fakeTime();
    const pacer = createPacer(10, time.clock);
    expect(pacer.delayFor(100_000)).toBe(0);
    expect(pacer.delayFor(null)).toBe(0);
    expect(pacer.delayFor(110_000)).toBe(1_000);
    void time.sleep(1_000);
    expect(pacer.delayFor(130_000)).toBe(2_000);
  });

  it('never waits at speed 0', () => {
    const pacer = createPacer(0, fakeTime().clock);
    expect([0, 3_600_000, 7_200_000].map((t) => pacer.delayFor(t))).toEqual([0, 0, 0]);
  });

  it('starts again from a line far earlier than the ones before, instead of racing through', () => {
    const time = fakeTime();
    const pacer = createPacer(1, time.clock);
    pacer.delayFor(10_000_000);
    expect(pacer.delayFor(10_000_000 - 5 * 60_000)).toBe(0);
    expect(pacer.delayFor(10_000_000 - 5 * 60_000 + 3_000)).toBe(3_000);
  });
});

describe('runReplay pacing', () => {
  const texts = ['t=100 a', 't=100 b', 't=101 c', 'untimed d', 't=110 e'];

  it('at speed 1 sends each line when its file time comes, what is due together in one request', async () => {
    const { requests, time } = await replay(texts, { speed: 1 });
    expect(time.sleeps).toEqual([1_000, 9_000]);
    expect(requests).toEqual([
      { at: 0, lines: ['t=100 a', 't=100 b'] },
      { at: 1_000, lines: ['t=101 c', 'untimed d'] },
      { at: 10_000, lines: ['t=110 e'] },
    ]);
  });

  it('at speed 10 takes a tenth of the time', async () => {
    const { time } = await replay(texts, { speed: 10 });
    expect(time.sleeps).toEqual([100, 900]);
    expect(time.elapsed()).toBe(1_000);
  });

  it('at speed 0 sends full batches without waiting', async () => {
    const { requests, time } = await replay(texts, { speed: 0, batchSize: 2 });
    expect(time.sleeps).toEqual([]);
    expect(requests.map((r) => r.lines.length)).toEqual([2, 2, 1]);
  });
});

describe('runReplay batches', () => {
  it('does not end a request between the parts of an AIS message', async () => {
    const texts = [
      '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A',
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,2,2,1,A,88888888880,2*25',
      '!AIVDM,1,1,,A,16SteH0P00Jt63hHaa6SagvJ087r,0*42',
    ];
    const { requests } = await replay(
      texts,
      { speed: 0, batchSize: 2 },
      {
        leavesOpen: (text) => leavesMessageOpen('nmea', text),
      },
    );
    expect(requests.map((r) => r.lines.length)).toEqual([3, 1]);
  });

  it('skips blank and comment lines and maps the service’s line numbers to the file’s', async () => {
    const texts = [
      '# recorded off Vancouver',
      '',
      'good',
      'bad one',
      '#',
      'late good',
      'other sentence',
      'bad two',
      'odd jump',
    ];
    const { summary } = await replay(
      texts,
      { speed: 0, batchSize: 2 },
      {
        send: async (body) => {
          const lines = body.trimEnd().split('\n');
          const errors = lines.flatMap((text, i) =>
            text.startsWith('bad') ? [{ line: i + 1, detail: text }] : [],
          );
          // Lines starting "other" are read but store nothing; "late" ones are stored but late,
          // "odd" ones stored but not believed.
          const ignored = lines.filter((text) => text.startsWith('other')).length;
          const late = lines.filter((text) => text.startsWith('late')).length;
          const suspect = lines.filter((text) => text.startsWith('odd')).length;
          return {
            ...NOTHING_ELSE,
            accepted: lines.length - errors.length - ignored,
            late,
            suspect,
            ignored,
            rejected: errors.length,
            errors,
          };
        },
      },
    );
    expect(summary).toEqual({
      linesRead: 9,
      linesSent: 6,
      skipped: 3,
      accepted: 3,
      late: 1,
      unjudged: 0,
      suspect: 1,
      duplicates: 0,
      ignored: 1,
      pending: 0,
      rejected: 2,
      errors: [
        { line: 4, detail: 'bad one' },
        { line: 8, detail: 'bad two' },
      ],
      failure: null,
    });
    const printed = formatSummary(summary, { file: 'f.nmea', format: 'nmea', url: 'http://x' });
    expect(printed).toContain('    line 4: bad one\n    line 8: bad two');
    // Every line sent appears in one count, so none is silently missing from the summary.
    expect(printed).toMatch(/accepted: +3 \(1 late: /);
    expect(printed).toMatch(/suspect: +1 \(not believed/);
    expect(printed).toMatch(/ignored: +1 /);
    expect(printed).toMatch(/rejected: +2\n/);
  });

  it('stops at the first failed request and says why, keeping the counts so far', async () => {
    let calls = 0;
    const { summary } = await replay(
      ['a', 'b', 'c'],
      { speed: 0, batchSize: 1 },
      {
        send: async () => {
          calls += 1;
          if (calls === 2) throw new Error('the service refused the key (401)');
          return { ...NOTHING_ELSE, accepted: 1, rejected: 0, errors: [] };
        },
      },
    );
    expect(calls).toBe(2);
    expect(summary).toMatchObject({
      linesSent: 1,
      accepted: 1,
      failure: 'the service refused the key (401)',
    });
  });
});

describe('runReplay --as-live', () => {
  it('dates each line by the moment it is sent, instead of its recorded time', async () => {
    const stamped: { text: string; at: number }[] = [];
    const { requests } = await replay(
      ['t=100 a', 't=101 b', 't=103 c'],
      { speed: 1 },
      {
        restamp: (text, at) => {
          stamped.push({ text, at });
          return `${text} @${at}`;
        },
      },
    );
    // The fake clock starts at 1,000,000 ms and moves only by the pacing's waits.
    expect(stamped.map((s) => s.at)).toEqual([1_000_000, 1_001_000, 1_003_000]);
    expect(requests.flatMap((r) => r.lines)).toEqual([
      't=100 a @1000000',
      't=101 b @1001000',
      't=103 c @1003000',
    ]);
  });
});
