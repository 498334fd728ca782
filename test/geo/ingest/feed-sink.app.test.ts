// Feed lines into the real ingest service: AIS fragments that straddle batches, SBS state carried
// from batch to batch, bad lines logged (not thrown) and counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestSink } from '../../../src/geo/ingest/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { recordingLogger } from '../feeds/network/feed-helpers.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(NOW) });
});
afterAll(async () => {
  await t.close();
});

async function findAsset(q: string) {
  const response = await t.request({ method: 'GET', url: `/v1/assets/search?q=${encodeURIComponent(q)}` });
  return response.json().data[0];
}

function sinkFor(logger = recordingLogger()) {
  return createIngestSink(t.app.services.ingest, {
    sbsTimeZone: 'UTC',
    logger,
    feed: 'test',
    now: () => NOW,
  });
}

describe('createIngestSink', () => {
  it('joins a two-part AIS message whose parts came in separate batches', async () => {
    const sink = sinkFor();
    await sink.lines(
      'nmea',
      ['!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C'],
      NOW,
    );
    // The first part waits: nothing is stored yet, nothing is refused.
    expect(sink.stats()).toEqual({ accepted: 0, rejected: 0 });
    await sink.lines('nmea', ['!AIVDM,2,2,1,A,88888888880,2*25'], NOW);
    const vessel = await findAsset('351759000');
    expect(vessel?.name).toBe('EVER DIADEM');
    // Each line is counted in the batch it came in: the second one stored the message.
    expect(sink.stats()).toEqual({ accepted: 1, rejected: 0 });
  });

  it('stores a position at its tag block time, else at the time the batch was received', async () => {
    const sink = sinkFor();
    await sink.lines(
      'nmea',
      ['\\c:1795424400*55\\!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A'],
      NOW - 5_000,
    );
    await sink.lines('nmea', ['!AIVDM,1,1,,A,16SteH0P00Jt63hHaa6SagvJ087r,0*42'], NOW - 5_000);
    expect((await findAsset('371798000'))?.last_position?.at).toBe('2026-11-23T09:00:00.000Z');
    expect((await findAsset('440348000'))?.last_position?.at).toBe('2026-11-23T09:59:55.000Z');
  });

  it('gives an SBS position the speed and altitude an earlier batch told', async () => {
    const sink = sinkFor();
    const at = '2026/11/23,09:59:00.000,2026/11/23,09:59:00.000';
    await sink.lines('sbs', [`MSG,4,1,1,4CA2D1,1,${at},,,420,271,,,0,,,,,0`], NOW);
    await sink.lines('sbs', [`MSG,3,1,1,4CA2D1,1,${at},,35000,,,53.2,-6.3,,,0,0,0,0`], NOW);
    const aircraft = await findAsset('4ca2d1');
    expect(aircraft?.last_position).toMatchObject({ lat: 53.2, lon: -6.3 });
    expect(aircraft?.last_position).toMatchObject({ speed_kn: 420, course_deg: 271, altitude_ft: 35000 });
  });

  it('logs bad lines once a minute with an example, and keeps the good ones', async () => {
    const logger = recordingLogger();
    const sink = sinkFor(logger);
    await sink.lines('nmea', ['garbage', '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4B'], NOW);
    await sink.lines('nmea', ['more garbage'], NOW);
    expect(sink.stats()).toEqual({ accepted: 0, rejected: 3 });
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.o).toMatchObject({ feed: 'test', badLines: 2, example: { line: 'garbage' } });
  });
});
