// Retroactive findings (issue 31, point 2): a customer received funds from an address; a later list
// import names it; the past transfer raises the sanctions alert it would have raised had the list
// been known, once, marked retroactive with the designation and transfer dates, in the workspace
// that posted it only, and its threat says so over HTTP and in the events.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { type PartySpec, sdnDocument } from '../lists/ofac/sdn-document.ts';

const clock = new ManualClock(Date.parse('2026-06-01T09:00:00Z'));
const SCOPES = ['events:write', 'threats:read', 'agents:read'] as const;
let t: TestApp;
let key: TestKey;
let otherKey: TestKey;
let workspace: string;
let other: string;
beforeAll(async () => {
  t = await startApp({ clock, startWorker: false });
  key = await t.key([...SCOPES], { workspace: 'retro-a' });
  otherKey = await t.key([...SCOPES], { workspace: 'retro-b' });
  workspace = (await t.app.services.workspaces.ensure('retro-a')).workspace.id;
  other = (await t.app.services.workspaces.ensure('retro-b')).workspace.id;
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;
const hash = () => `0x${randomBytes(32).toString('hex')}`;

/** Imports an SDN list of these parties (and one that never dealt with anyone), then lets every pass run. */
async function importList(parties: { address: string; designated: string }[], date: string) {
  const specs: PartySpec[] = [...parties, { address: eth(), designated: '2020-01-01' }].map((p, i) => ({
    id: String(9700 + i),
    subType: 'entity',
    name: { rest: `RETRO ENTITY ${i}` },
    features: [{ type: 'eth', value: p.address }],
    programs: ['CYBER2'],
    designated: p.designated,
  }));
  await importOfacList(
    t.app.services.store,
    Readable.from([Buffer.from(sdnDocument(specs, undefined, { date }))]),
    {
      clock,
      fileName: `sdn-${date}.xml`,
    },
  );
  await settle();
}

async function settle() {
  await t.app.services.risk.refresh();
  await t.app.services.retroactive.settle();
  await t.app.services.watchTriggers.settle();
  await t.app.worker.drain();
}

async function deposit(k: TestKey, from: string, to: string, occurredAt: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key: k,
    payload: {
      type: 'deposit.received',
      occurred_at: occurredAt,
      data: {
        account_id: 'cust-7',
        chain: 'ethereum',
        tx_hash: hash(),
        from,
        to,
        amount: '5',
        asset: 'ETH',
        value_usd: '15000',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: string }>().id;
}

const sanctionsAlerts = (workspaceId: string) =>
  t.app.services.store.db
    .selectFrom('agent_alerts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('typology', '=', 'sanctions')
    .orderBy('raised_at')
    .execute();

const published = (workspaceId: string, type: string) => outboxData(t.app.services, workspaceId, type);

describe('a list that names an address a customer already dealt with', () => {
  const listedLate = eth(); // designated after the deposit
  const listedEarly = eth(); // designated before the deposit, listed in Vigil only later
  const customer = eth();
  let lateEvent: string;
  let earlyEvent: string;

  it('raises one retroactive alert and threat per past transfer, with the designation and transfer dates', async () => {
    lateEvent = await deposit(key, listedLate, customer, '2026-05-10T12:00:00Z');
    earlyEvent = await deposit(key, listedEarly, customer, '2026-05-12T08:30:00Z');
    // The other workspace deals with neither listed address.
    await deposit(otherKey, eth(), eth(), '2026-05-10T12:00:00Z');
    await t.app.worker.drain();
    expect(await sanctionsAlerts(workspace)).toEqual([]);

    clock.advance(3_600_000);
    await importList(
      [
        { address: listedLate, designated: '2026-05-20' },
        { address: listedEarly, designated: '2026-05-01' },
      ],
      '2026-06-01',
    );

    const alerts = await sanctionsAlerts(workspace);
    expect(alerts).toHaveLength(2);
    const byEvent = (id: string) => alerts.find((a) => (JSON.parse(a.event_ids) as string[])[0] === id);
    const late = byEvent(lateEvent);
    const early = byEvent(earlyEvent);
    // A deposit before the designation: high, saying the designation came after it.
    expect(late).toMatchObject({ severity: 'high', occurred_at: Date.parse('2026-05-10T12:00:00Z') });
    expect(late?.summary).toMatch(
      /^Found after the fact \(ofac_sdn 2026-06-01\): The sender 0x[0-9a-f]{40} is listed: RETRO ENTITY 0 \(ofac_sdn, designated 2026-05-20\): the designation came after this transfer\.$/,
    );
    expect(JSON.parse(late?.facts ?? '{}')).toMatchObject({
      retroactive: true,
      designated_at: '2026-05-20',
      before_designation: true,
      listed_address: listedLate,
      retroactive_list_version: '2026-06-01',
      first_listed_in: '2026-06-01',
      entry_id: '9700',
    });
    expect(JSON.parse(late?.transfers ?? '[]')).toMatchObject([
      { from: listedLate, to: customer, occurred_at: Date.parse('2026-05-10T12:00:00Z') },
    ]);
    // After the designation, though Vigil learnt of it later: critical, a dealing with a blocked person.
    expect(early?.severity).toBe('critical');
    expect(JSON.parse(early?.facts ?? '{}')).toMatchObject({
      retroactive: true,
      designated_at: '2026-05-01',
    });

    const told = (await published(workspace, 'agent.alert')) as {
      threat_id: string;
      alert: Record<string, unknown>;
    }[];
    expect(told.map((e) => e.alert)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: late?.id,
          retroactive: true,
          designated_at: '2026-05-20',
          transfer_dates: ['2026-05-10T12:00:00.000Z'],
          occurred_at: '2026-05-10T12:00:00.000Z',
        }),
        expect.objectContaining({
          id: early?.id,
          retroactive: true,
          designated_at: '2026-05-01',
          transfer_dates: ['2026-05-12T08:30:00.000Z'],
        }),
      ]),
    );
    expect(await published(workspace, 'threat.detected')).toEqual(
      expect.arrayContaining([expect.objectContaining({ typologies: ['sanctions'], retroactive: true })]),
    );

    // One threat: both deposits reached the same customer address within correlation's window. Over
    // HTTP it says it is retroactive, and shows the past transfers and the events behind them.
    const threatId = told.find((e) => e.alert.id === late?.id)?.threat_id;
    expect(told.find((e) => e.alert.id === early?.id)?.threat_id).toBe(threatId);
    const threat = await t.request({ method: 'GET', url: `/v1/threats/${threatId}`, key });
    expect(threat.statusCode, threat.body).toBe(200);
    const body = threat.json<{
      retroactive: boolean;
      severity: string;
      alert_count: number;
      first_seen_at: string;
      last_seen_at: string;
      evidence: {
        alerts: { id: string; facts: Record<string, unknown>; transfers: { occurred_at: string }[] }[];
        events: { id: string; type: string }[];
      };
    }>();
    expect(body).toMatchObject({
      retroactive: true,
      severity: 'critical',
      alert_count: 2,
      first_seen_at: '2026-05-10T12:00:00.000Z',
      last_seen_at: '2026-05-12T08:30:00.000Z',
    });
    const shown = body.evidence.alerts.find((a) => a.id === late?.id);
    expect(shown?.facts).toMatchObject({ retroactive: true, designated_at: '2026-05-20' });
    expect(shown?.transfers.map((x) => x.occurred_at)).toEqual(['2026-05-10T12:00:00.000Z']);
    expect(body.evidence.events.map((e) => e.type).sort()).toEqual([
      'deposit.received',
      'deposit.received',
      'sanctions.retroactive',
      'sanctions.retroactive',
    ]);
    expect(body.evidence.events.map((e) => e.id)).toEqual(expect.arrayContaining([lateEvent, earlyEvent]));

    // The other workspace dealt with neither: nothing.
    expect(await sanctionsAlerts(other)).toEqual([]);
    const list = await t.request({ method: 'GET', url: '/v1/threats', key: otherKey });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('raises nothing more for the same list again, a later list still naming the addresses, or a restart', async () => {
    clock.advance(3_600_000);
    await importList(
      [
        { address: listedLate, designated: '2026-05-20' },
        { address: listedEarly, designated: '2026-05-01' },
      ],
      '2026-06-01',
    );
    clock.advance(86_400_000);
    await importList(
      [
        { address: listedLate, designated: '2026-05-20' },
        { address: listedEarly, designated: '2026-05-01' },
      ],
      '2026-06-02',
    );
    // A pass made afresh, as a restarted process makes one, finds both already told.
    expect(await t.app.services.retroactive.run()).toEqual({ candidates: 2, recorded: 0 });
    await t.app.worker.drain();
    expect(await sanctionsAlerts(workspace)).toHaveLength(2);
  });

  it('leaves a transfer judged with the list known to the live alert, and a delisting raises nothing', async () => {
    clock.advance(3_600_000);
    const live = await deposit(key, listedLate, eth(), '2026-06-02T10:00:00Z');
    await t.app.worker.drain();
    const alerts = await sanctionsAlerts(workspace);
    expect(alerts).toHaveLength(3);
    const liveAlert = alerts.find((a) => (JSON.parse(a.event_ids) as string[]).includes(live));
    expect(liveAlert?.severity).toBe('critical');
    expect(JSON.parse(liveAlert?.facts ?? '{}').retroactive).toBeUndefined();

    clock.advance(86_400_000);
    await importList([{ address: listedEarly, designated: '2026-05-01' }], '2026-06-03');
    clock.advance(86_400_000);
    await importList([], '2026-06-04');
    expect(await sanctionsAlerts(workspace)).toHaveLength(3);
  });

  it('records a finding once when passes follow each other before the agents ran, and across processes', async () => {
    const payer = eth();
    const past = await deposit(key, payer, eth(), '2026-05-15T09:00:00Z');
    await t.app.worker.drain();
    clock.advance(86_400_000);
    await importOfacList(
      t.app.services.store,
      Readable.from([
        Buffer.from(
          sdnDocument(
            [
              {
                id: '9790',
                subType: 'entity',
                name: { rest: 'RACE' },
                features: [{ type: 'eth', value: payer }],
              },
            ],
            undefined,
            { date: '2026-06-05' },
          ),
        ),
      ]),
      { clock, fileName: 'sdn-2026-06-05.xml' },
    );
    await t.app.services.risk.refresh();
    await t.app.services.retroactive.settle();
    // Another process's pass, before any agent batch ran: the finding is already recorded.
    expect(await t.app.services.retroactive.run()).toMatchObject({ recorded: 0 });
    // Two processes past that check at once: the unique movement lets one event in.
    const finding = {
      workspaceId: workspace,
      type: 'sanctions.retroactive' as const,
      occurredAt: Date.parse('2026-05-15T09:00:00Z'),
      data: {},
      movement: `retroactive ${past} ethereum:${payer}`,
    };
    expect(await t.app.services.events.recordOwn(t.app.services.store.db, finding)).toBeUndefined();
    await t.app.worker.drain();
    const raised = (await sanctionsAlerts(workspace)).filter((a) =>
      (JSON.parse(a.event_ids) as string[]).includes(past),
    );
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]?.facts ?? '{}')).toMatchObject({ retroactive: true, designated_at: null });
  });

  it('refuses a sanctions.retroactive event from a customer: only Vigil records it', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: { type: 'sanctions.retroactive', data: { event_id: lateEvent, listed_address: eth() } },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/type');
  });
});
