// Identity as it really behaves: an IMO names a ship across its MMSIs (a re-flag), a renamed
// vessel keeps its name history and is found by a former name, a late report of an old name does
// not rename it back, the flag comes from the MMSI's MID (ITU's table) and the navigational status
// is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagOf, MID_TABLE, readMmsi } from '../../../src/geo/assets/mmsi-kinds.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';
import { staticVoyageLine, tagBlockText } from '../feeds/ais/sentence-factory.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (h: number) => clock.now() - h * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function nmea(lines: string[]) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    payload: lines.join('\n'),
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ rejected: 0 });
}

async function positions(items: object[]) {
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: items });
  expect(response.json()).toMatchObject({ rejected: 0 });
}

async function search(q: string) {
  return (await t.request({ method: 'GET', url: `/v1/assets/search?q=${encodeURIComponent(q)}` })).json()
    .data;
}

describe('an IMO across its MMSIs', () => {
  it('merges the track of a re-flagged ship in time, each point naming its asset', async () => {
    // IMO 9000001 under MMSI 636000001 (Liberia) until 8 h ago, then 538000001 (Marshall Islands).
    await nmea([
      staticVoyageLine({ mmsi: 636000001, imo: 9000001, name: 'SEA HAWK' }, hoursAgo(20)),
      staticVoyageLine({ mmsi: 538000001, imo: 9000001, name: 'SEA HAWK' }, hoursAgo(7)),
    ]);
    await positions([
      { mmsi: '636000001', at: iso(hoursAgo(12)), lon: 3.0, lat: 51.0 },
      { mmsi: '636000001', at: iso(hoursAgo(10)), lon: 3.1, lat: 51.1 },
      { mmsi: '538000001', at: iso(hoursAgo(6)), lon: 3.2, lat: 51.2 },
      { mmsi: '538000001', at: iso(hoursAgo(4)), lon: 3.3, lat: 51.3 },
    ]);
    const response = await t.request({ method: 'GET', url: '/v1/vessels/imo:9000001/track' });
    expect(response.statusCode, response.body).toBe(200);
    const track = response.json();
    const [liberian] = await search('636000001');
    const [marshallese] = await search('538000001');
    expect(track.asset_id).toBe(marshallese.id);
    expect(track.points.map((p: { at: string; asset_id: string }) => [p.at, p.asset_id])).toEqual([
      [iso(hoursAgo(12)), liberian.id],
      [iso(hoursAgo(10)), liberian.id],
      [iso(hoursAgo(6)), marshallese.id],
      [iso(hoursAgo(4)), marshallese.id],
    ]);
    expect(track.assets.map((a: { mmsi: string }) => a.mmsi)).toEqual(['636000001', '538000001']);
  });

  it('is a 409 naming both when two MMSIs report one IMO over the same time', async () => {
    await nmea([
      staticVoyageLine({ mmsi: 636000002, imo: 9000002, name: 'TWIN' }, hoursAgo(20)),
      staticVoyageLine({ mmsi: 538000002, imo: 9000002, name: 'TWIN' }, hoursAgo(20)),
    ]);
    await positions([
      { mmsi: '636000002', at: iso(hoursAgo(6)), lon: 3.0, lat: 51.0 },
      { mmsi: '538000002', at: iso(hoursAgo(5)), lon: 60.0, lat: 20.0 },
      { mmsi: '636000002', at: iso(hoursAgo(4)), lon: 3.1, lat: 51.1 },
    ]);
    const response = await t.request({ method: 'GET', url: '/v1/vessels/imo:9000002/track' });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toMatch(/IMO 9000002 is reported by two vessels over the same time/);
    expect(problemOf(response).detail).toContain('MMSI 636000002');
    expect(problemOf(response).detail).toContain('MMSI 538000002');
    // Each is still served alone.
    expect((await t.request({ method: 'GET', url: '/v1/vessels/mmsi:538000002/track' })).statusCode).toBe(
      200,
    );
  });
});

describe('names over time', () => {
  it('keeps a renamed vessel’s former names and finds it by one', async () => {
    await nmea([staticVoyageLine({ mmsi: 244000003, imo: 9000003, name: 'OLD GLORY' }, hoursAgo(30))]);
    await nmea([staticVoyageLine({ mmsi: 244000003, imo: 9000003, name: 'NEW DAWN' }, hoursAgo(10))]);
    const [byOld] = await search('old glory');
    expect(byOld).toMatchObject({ name: 'NEW DAWN', identifiers: { mmsi: '244000003' } });
    expect(byOld.former_names).toEqual([
      { name: 'OLD GLORY', from: iso(hoursAgo(30)), to: iso(hoursAgo(10)) },
    ]);
    const [byNew] = await search('new dawn');
    expect(byNew.id).toBe(byOld.id);
  });

  it('puts a late report of a former name into the history without renaming the vessel back', async () => {
    await nmea([staticVoyageLine({ mmsi: 244000004, imo: 9000004, name: 'SECOND' }, hoursAgo(5))]);
    // A slow feed delivers, afterwards, a report from before the rename.
    await nmea([staticVoyageLine({ mmsi: 244000004, imo: 9000004, name: 'FIRST' }, hoursAgo(9))]);
    const [vessel] = await search('244000004');
    expect(vessel.name).toBe('SECOND');
    expect(vessel.former_names).toEqual([{ name: 'FIRST', from: iso(hoursAgo(9)), to: iso(hoursAgo(5)) }]);
  });

  it('keeps a JSON position’s name in the history too', async () => {
    await positions([{ mmsi: '244000005', at: iso(hoursAgo(3)), lon: 4, lat: 52, name: 'ALPHA' }]);
    await positions([{ mmsi: '244000005', at: iso(hoursAgo(2)), lon: 4, lat: 52, name: 'BRAVO' }]);
    const [vessel] = await search('alpha');
    expect(vessel).toMatchObject({ name: 'BRAVO', former_names: [{ name: 'ALPHA' }] });
  });
});

describe('flag and navigational status', () => {
  it('gives the flag the MMSI’s MID names, and none to a distress beacon', async () => {
    await positions([
      { mmsi: '538000009', at: iso(hoursAgo(1)), lon: 4, lat: 52 },
      { mmsi: '970012345', at: iso(hoursAgo(1)), lon: 4, lat: 52 },
    ]);
    const [vessel] = await search('538000009');
    expect(vessel.details.flag).toEqual({
      mid: '538',
      country: 'Marshall Islands (Republic of the)',
      code: 'MH',
    });
    const [sart] = await search('970012345');
    expect(sart.details.flag).toBeNull();
  });

  it('keeps the navigational status of the newest report that gives one', async () => {
    // gpsd's sample, type 1 from 371798000: status 0, under way using engine.
    await nmea([`${tagBlockText(`c:${hoursAgo(1)}`)}!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A`]);
    const [vessel] = await search('371798000');
    expect(vessel.details.nav_status).toBe(0);
  });
});

describe('ITU’s MID table', () => {
  it('holds the 292 MIDs ITU allocates, by ITU’s names', () => {
    expect(MID_TABLE.size).toBe(292);
    expect(flagOf('351759000')).toEqual({ mid: '351', country: 'Panama (Republic of)', code: 'PA' });
    expect(flagOf('310627000')?.country).toBe(
      'United Kingdom of Great Britain and Northern Ireland - Bermuda',
    );
    expect(flagOf('477995900')?.code).toBe('HK');
    // 217 has never been allocated.
    expect(flagOf('217000000')).toBeNull();
  });

  it('names all three territories for MID 306, and no single code', () => {
    expect(flagOf('306000001')).toEqual({
      mid: '306',
      country: expect.stringMatching(/Bonaire.*Curaçao.*Sint Maarten/),
      code: null,
    });
  });

  it('reads the MID where each form of MMSI keeps it, and none from a distress device', () => {
    expect(readMmsi('992351000')).toEqual({ kind: 'aton', mid: '235' });
    expect(readMmsi('002320001')).toEqual({ kind: 'coast_station', mid: '232' });
    expect(readMmsi('111232511')).toEqual({ kind: 'sar_aircraft', mid: '232' });
    expect(readMmsi('982320001')).toEqual({ kind: 'craft', mid: '232' });
    expect(readMmsi('823201234')).toEqual({ kind: 'handheld', mid: '232' });
    expect(readMmsi('970123456')).toEqual({ kind: 'sart', mid: null });
    expect(readMmsi('972123456')).toEqual({ kind: 'mob', mid: null });
    expect(readMmsi('974123456')).toEqual({ kind: 'epirb', mid: null });
  });
});

describe('GET /v1/assets/:id/identity', () => {
  type Entry = {
    field: string;
    value: string;
    from: string;
    to: string | null;
    asset_id?: string;
    code?: string | null;
  };
  const history = async (id: string): Promise<Entry[]> => {
    const response = await t.request({ method: 'GET', url: `/v1/assets/${id}/identity` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().asset_id).toBe(id);
    return response.json().history;
  };
  const of = (entries: Entry[], field: string) =>
    entries.filter((e) => e.field === field).map(({ field: _f, ...rest }) => rest);

  it('lists each value with the time range it was reported, by the reports’ own times', async () => {
    await nmea([
      staticVoyageLine(
        {
          mmsi: 244000021,
          imo: 9000021,
          name: 'FIRST LIGHT',
          callSign: 'PA1',
          destination: 'ROTTERDAM',
          shipType: 70,
        },
        hoursAgo(30),
      ),
      staticVoyageLine(
        {
          mmsi: 244000021,
          imo: 9000021,
          name: 'MORNING STAR',
          callSign: 'PA2',
          destination: 'HAMBURG',
          shipType: 70,
        },
        hoursAgo(10),
      ),
    ]);
    // A slow feed's report from between the two, with the first name: it takes its place in the past.
    await nmea([
      staticVoyageLine(
        {
          mmsi: 244000021,
          imo: 9000021,
          name: 'FIRST LIGHT',
          callSign: 'PA1',
          destination: 'ANTWERP',
          shipType: 70,
        },
        hoursAgo(20),
      ),
    ]);
    await positions([{ mmsi: '244000021', at: iso(hoursAgo(40)), lon: 4, lat: 52 }]);
    const [vessel] = await search('244000021');
    const entries = await history(vessel.id);
    expect(of(entries, 'name')).toEqual([
      { value: 'FIRST LIGHT', from: iso(hoursAgo(30)), to: iso(hoursAgo(10)) },
      { value: 'MORNING STAR', from: iso(hoursAgo(10)), to: null },
    ]);
    expect(of(entries, 'call_sign')).toEqual([
      { value: 'PA1', from: iso(hoursAgo(30)), to: iso(hoursAgo(10)) },
      { value: 'PA2', from: iso(hoursAgo(10)), to: null },
    ]);
    expect(of(entries, 'destination')).toEqual([
      { value: 'ROTTERDAM', from: iso(hoursAgo(30)), to: iso(hoursAgo(20)) },
      { value: 'ANTWERP', from: iso(hoursAgo(20)), to: iso(hoursAgo(10)) },
      { value: 'HAMBURG', from: iso(hoursAgo(10)), to: null },
    ]);
    expect(of(entries, 'imo')).toEqual([{ value: '9000021', from: iso(hoursAgo(30)), to: null }]);
    expect(of(entries, 'ship_type')).toEqual([{ value: '70', from: iso(hoursAgo(30)), to: null }]);
    // The MMSI from the first report of the asset (here a position 40 h ago), its flag from the MID.
    expect(of(entries, 'mmsi')).toEqual([{ value: '244000021', from: iso(hoursAgo(40)), to: null }]);
    expect(of(entries, 'flag')).toEqual([
      { value: 'Netherlands (Kingdom of the)', code: 'NL', from: iso(hoursAgo(40)), to: null },
    ]);
    // Fields in GFW's order: name first, then MMSI and flag, IMO, call sign, ship type, destination.
    expect([...new Set(entries.map((e) => e.field))]).toEqual([
      'name',
      'mmsi',
      'flag',
      'imo',
      'call_sign',
      'ship_type',
      'destination',
    ]);
  });

  it('lists a re-flagged ship’s former MMSI and flag, naming the asset that carried them', async () => {
    await nmea([
      staticVoyageLine({ mmsi: 636000022, imo: 9000022, name: 'BLUE FIN' }, hoursAgo(20)),
      staticVoyageLine({ mmsi: 538000022, imo: 9000022, name: 'BLUE FIN' }, hoursAgo(7)),
    ]);
    // The Liberian MMSI reports another IMO afterwards (reused): only its time with 9000022 counts.
    await nmea([staticVoyageLine({ mmsi: 636000022, imo: 9000099, name: 'OTHER' }, hoursAgo(5))]);
    const [liberian] = await search('636000022');
    const [marshallese] = await search('538000022');
    const entries = await history(marshallese.id);
    expect(of(entries, 'mmsi')).toEqual([
      { value: '636000022', from: iso(hoursAgo(20)), to: iso(hoursAgo(5)), asset_id: liberian.id },
      { value: '538000022', from: iso(hoursAgo(7)), to: null },
    ]);
    expect(of(entries, 'flag')).toEqual([
      {
        value: 'Liberia (Republic of)',
        code: 'LR',
        from: iso(hoursAgo(20)),
        to: iso(hoursAgo(5)),
        asset_id: liberian.id,
      },
      { value: 'Marshall Islands (Republic of the)', code: 'MH', from: iso(hoursAgo(7)), to: null },
    ]);
  });

  it('is a 404 for an unknown asset and a 400 for what is no asset id', async () => {
    const unknown = await t.request({ method: 'GET', url: `/v1/assets/${newId('asset')}/identity` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({ method: 'GET', url: '/v1/assets/not-an-id/identity' });
    expect(malformed.statusCode).toBe(400);
  });
});
