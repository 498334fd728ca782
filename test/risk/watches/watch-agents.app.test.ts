// The risk agents see `screening.changed`: a watched address named by a list import becomes an
// agent alert (`screening_change`, critical for a sanctions hit) and a threat on that address, and a
// change for the better raises none. A customer cannot send the event itself.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';

const clock = new ManualClock(Date.parse('2026-06-01T09:00:00Z'));
let t: TestApp;
let key: TestKey;
let workspace: string;
beforeAll(async () => {
  t = await startApp({ clock, startWorker: false });
  key = await t.key(['screening:write', 'events:write', 'threats:read'], { workspace: 'watch-agents' });
  workspace = (await t.app.services.workspaces.ensure('watch-agents')).workspace.id;
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;

async function importList(listed: string[], date: string) {
  const doc = sdnDocument(
    [...listed, '0x2222222222222222222222222222222222222222'].map((address, i) => ({
      id: String(9800 + i),
      subType: 'entity',
      name: { rest: `AGENT WATCH ENTITY ${i}` },
      features: [{ type: 'eth', value: address }],
      programs: ['CYBER2'],
    })),
    undefined,
    { date },
  );
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock,
    fileName: `sdn-${date}.xml`,
  });
  await t.app.services.risk.refresh();
  await t.app.services.watchTriggers.settle();
  await t.app.worker.drain();
}

const alertsOn = (address: string) =>
  t.app.services.store.db
    .selectFrom('agent_alerts')
    .selectAll()
    .where('workspace_id', '=', workspace)
    .where('typology', '=', 'screening_change')
    .execute()
    .then((rows) => rows.filter((row) => row.addresses.includes(address)));

describe('screening.changed, seen by the agents', () => {
  it('raises a critical alert and a threat when a list names a watched address; none when it is delisted', async () => {
    const address = eth();
    const made = await t.request({
      method: 'POST',
      url: '/v1/watches',
      key,
      payload: { chain: 'ethereum', address },
    });
    expect(made.statusCode, made.body).toBe(201);
    await importList([address], '2026-06-01');
    const [alert, ...more] = await alertsOn(address);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ agent: 'screening_change', severity: 'critical' });
    expect(alert?.summary).toMatch(
      /screens severe \(100, a sanctions hit\) after a list import; it was none \(0\)/,
    );
    const threats = await t.request({ method: 'GET', url: '/v1/threats', key });
    expect(JSON.stringify(threats.json().data)).toContain(address);

    clock.advance(86_400_000);
    await importList([], '2026-06-02');
    expect(await alertsOn(address)).toHaveLength(1);
  });

  it('refuses the event from a customer: only Vigil records it', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: { type: 'screening.changed', data: { chain: 'ethereum', address: eth() } },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/type');
  });
});
