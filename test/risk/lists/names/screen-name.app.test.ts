/**
 * `POST /v1/screen/name` through the app, and vessels matched by their AIS names: before any list
 * is loaded it says nothing was searched; after an SDN publication it finds a person in another
 * script and order, keeps to the asked type, refuses what cannot be matched; and a vessel renamed
 * from a listed vessel's name carries that entry in its `sanctions`, as a name match.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../src/lib/clock.ts';
import { importOfacList } from '../../../../src/risk/lists/index.ts';
import { staticVoyageLine } from '../../../geo/feeds/ais/sentence-factory.ts';
import { problemOf, startApp, type TestApp } from '../../../harness.ts';
import { sdnDocument } from '../ofac/sdn-document.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const screen = (payload: object) => t.request({ method: 'POST', url: '/v1/screen/name', payload });

async function importList(): Promise<void> {
  const doc = sdnDocument(
    [
      {
        id: '35096',
        subType: 'individual',
        name: { last: 'Putin', rest: 'Vladimir Vladimirovich' },
        programs: ['RUSSIA-EO14024'],
      },
      { id: '9500', subType: 'entity', name: { rest: 'ROSNEFT TRADING S.A.' }, programs: ['RUSSIA-EO14024'] },
      // A real listed tanker's name (OFAC 2025-11-19), with an IMO number the vessel below does not have.
      {
        id: '28001',
        subType: 'vessel',
        name: { rest: 'ADRIAN DARYA 1' },
        documents: [{ type: 'imo', number: 'IMO 9116412' }],
        programs: ['SDGT'],
      },
    ],
    undefined,
    { date: '2025-11-19' },
  );
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock,
    fileName: 'sdn_advanced.xml',
  });
  await t.app.services.risk.refresh();
}

describe('POST /v1/screen/name', () => {
  it('says no list was searched before one is loaded', async () => {
    const response = await screen({ name: 'Vladimir Putin' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ candidates: [], excluded: [], lists: [], min_score: 85 });
  });

  it('finds a listed person by a name in Cyrillic and another order, saying why', async () => {
    await importList();
    const response = await screen({ name: 'Владимир Путин' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.lists).toEqual([{ source: 'ofac_sdn', version: '2025-11-19', entries: 3 }]);
    expect(body.candidates).toHaveLength(1);
    expect(body.candidates[0]).toMatchObject({
      list: 'ofac_sdn',
      list_version: '2025-11-19',
      entry_id: '35096',
      kind: 'individual',
      name: 'Putin, Vladimir Vladimirovich',
      matched_name: 'Putin, Vladimir Vladimirovich',
      programs: ['RUSSIA-EO14024'],
    });
    expect(body.candidates[0].score).toBeGreaterThanOrEqual(85);
    expect(body.candidates[0].reasons[0]).toBe(
      'name: matches its name "Putin, Vladimir Vladimirovich" (words vladimir, putin; not given: vladimirovich)',
    );
  });

  it('keeps to the type asked, and says the list gives no birth date or country to compare', async () => {
    const asEntity = (await screen({ name: 'Vladimir Putin', type: 'entity' })).json();
    expect(asEntity.candidates).toEqual([]);
    const company = (
      await screen({ name: 'Rosneft Trading', type: 'entity', birth_date: '1952', country: 'ru' })
    ).json();
    expect(company.candidates.map((c: { entry_id: string }) => c.entry_id)).toEqual(['9500']);
    expect(company.candidates[0].reasons.slice(1)).toEqual([
      'type: the list files it as entity, as asked (entity)',
      'birth date: not compared, ofac_sdn gives none for this entry',
      'country: not compared, ofac_sdn gives none for this entry',
    ]);
  });

  it('refuses a name with nothing to match, a malformed birth date or country, and unknown fields', async () => {
    for (const [payload, pointer] of [
      [{ name: '!!! ...' }, '/name'],
      [{ name: 'Putin', birth_date: '1952-13' }, '/birth_date'],
      [{ name: 'Putin', country: 'RUS' }, '/country'],
      [{ name: 'Putin', min_score: 20 }, '/min_score'],
      [{ name: 'Putin', type: 'ship' }, '/type'],
    ] as const) {
      const response = await screen(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: 'validation_failed' });
      expect(response.body).toContain(pointer);
    }
  });
});

describe('a vessel matched by its AIS names', () => {
  it('carries the listed vessel whose name it had before it was renamed, as a name match', async () => {
    const hoursAgo = (h: number) => clock.now() - h * 3_600_000;
    const nmea = async (line: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/v1/ingest/nmea',
        payload: line,
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.json()).toMatchObject({ rejected: 0 });
    };
    await nmea(staticVoyageLine({ mmsi: 572000001, imo: 9000099, name: 'ADRIAN DARYA 1' }, hoursAgo(30)));
    await nmea(staticVoyageLine({ mmsi: 572000001, imo: 9000099, name: 'GRACE SEA' }, hoursAgo(5)));
    const [asset] = (await t.request({ method: 'GET', url: '/v1/assets/search?q=572000001' })).json().data;
    expect(asset).toMatchObject({ name: 'GRACE SEA', former_names: [{ name: 'ADRIAN DARYA 1' }] });
    expect(asset.sanctions).toEqual([
      {
        source: 'ofac_sdn',
        entry_id: '28001',
        name: 'ADRIAN DARYA 1',
        kind: 'vessel',
        programs: ['SDGT'],
        lists: ['SDN List'],
        list_version: '2025-11-19',
        matched_on: ['name'],
        name_match: { name: 'ADRIAN DARYA 1', matched_name: 'ADRIAN DARYA 1', score: 100, former: true },
      },
    ]);
  });
});
