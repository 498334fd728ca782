// The runtime in the real app: an event sent over HTTP reaches the real agents through the job
// queue and its alert is stored and announced; GET /v1/agents/status lists every registered agent
// with its counters and health; /metrics carries the agents' series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgents } from '../../../../src/risk/agents/typologies/index.ts';
import { startApp, type TestApp, type TestKey } from '../../../harness.ts';
import { eth } from './runtime-fixture.ts';

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['events:write', 'agents:read', 'screening:write'], { workspace: 'agents-status' });
});
afterAll(async () => {
  await t.close();
});

const AGENT_NAMES = createAgents().map((agent) => agent.name);

async function status() {
  const response = await t.request({ method: 'GET', url: '/v1/agents/status', key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown>[] };
}

describe('GET /v1/agents/status', () => {
  it('lists every registered agent, those that processed nothing included', async () => {
    const { data } = await status();
    expect(data.map((entry) => entry.agent)).toEqual(AGENT_NAMES);
    for (const entry of data) {
      expect(entry).toEqual({
        agent: expect.any(String),
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        reads: expect.any(Array),
        status: 'healthy',
        events_processed: 0,
        alerts_raised: 0,
        last_event_at: null,
        latency_ms: { p50: null, p99: null },
        errors: 0,
        lag_s: 0,
        recent: { window_s: 300, events_processed: 0, errors: 0, error_rate: 0 },
      });
    }
  });

  it('counts what an event sent over HTTP made the agents do, once the job has run', async () => {
    const listed = eth();
    const label = await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address: listed, label: 'Blocked person', category: 'sanctioned' },
    });
    expect(label.statusCode, label.body).toBe(201);
    const sent = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: {
        type: 'transfer.observed',
        data: {
          chain: 'ethereum',
          tx_hash: '0x00000000000000000000000000000000000000000000000000000000000005a1',
          from: eth(),
          to: listed,
          amount: 3,
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const eventId = sent.json().id;

    await t.app.worker.drain();

    const { db } = t.app.services.store;
    expect(await db.selectFrom('agent_pending_events').selectAll().execute()).toEqual([]);
    const alerts = await db.selectFrom('agent_alerts').selectAll().where('agent', '=', 'sanctions').execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ workspace_id: key.workspaceId, severity: 'critical' });
    expect(JSON.parse(alerts[0]?.event_ids ?? '[]')).toContain(eventId);
    const announced = await db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', key.workspaceId)
      .where('type', '=', 'agent.alert')
      .execute();
    expect(announced.map((row) => JSON.parse(row.payload).data.agent)).toContain('sanctions');

    const { data } = await status();
    const sanctions = data.find((entry) => entry.agent === 'sanctions');
    expect(sanctions).toMatchObject({
      status: 'healthy',
      events_processed: 1,
      alerts_raised: 1,
      errors: 0,
      last_event_at: new Date(t.clock.now()).toISOString(),
      latency_ms: { p50: expect.any(Number), p99: expect.any(Number) },
    });
    for (const entry of data) {
      const reads = entry.reads as string[];
      expect(entry.events_processed, String(entry.agent)).toBe(reads.includes('transfer.observed') ? 1 : 0);
    }
  });

  it('serves the agents’ series on /metrics', async () => {
    const response = await t.request({ method: 'GET', url: '/metrics', key: null });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toContain('vigil_agent_events_processed_total{agent="sanctions"} 1');
    expect(text).toContain('vigil_agent_alerts_raised_total{agent="sanctions"} 1');
    expect(text).toContain('vigil_agent_health{agent="sanctions",state="healthy"} 1');
    expect(text).toContain('vigil_agent_health{agent="sanctions",state="down"} 0');
    expect(text).toContain('vigil_agent_lag_seconds{agent="sanctions"} 0');
    expect(text).toContain('vigil_agent_pending_events 0');
    expect(text).toMatch(/vigil_agent_inspect_latency_seconds\{agent="sanctions",quantile="0\.99"\} \d/);
  });
});
