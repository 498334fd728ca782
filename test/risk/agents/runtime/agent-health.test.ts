// Health: from the recent error rate and the lag, thresholds as docs/agents.md gives them, and the
// transitions status shows as errors age out and backlogs are worked off.
import { afterEach, describe, expect, it } from 'vitest';
import { healthOf } from '../../../../src/risk/agents/agent-health.ts';
import { createTestStore, type TestStore } from '../../../stores.ts';
import { type Fixture, openFixture, probeAgent, throwingAgent, transfer } from './runtime-fixture.ts';

describe('healthOf', () => {
  it('is healthy with no errors and no lag', () => {
    expect(healthOf({ recentEvents: 1000, recentErrors: 0, lagS: 0 })).toBe('healthy');
  });
  it('does not judge on fewer than three errors', () => {
    expect(healthOf({ recentEvents: 2, recentErrors: 2, lagS: 0 })).toBe('healthy');
  });
  it('is degraded from a 5 % error rate and down from 50 %', () => {
    expect(healthOf({ recentEvents: 100, recentErrors: 4, lagS: 0 })).toBe('healthy');
    expect(healthOf({ recentEvents: 100, recentErrors: 5, lagS: 0 })).toBe('degraded');
    expect(healthOf({ recentEvents: 100, recentErrors: 49, lagS: 0 })).toBe('degraded');
    expect(healthOf({ recentEvents: 100, recentErrors: 50, lagS: 0 })).toBe('down');
  });
  it('is degraded from 30 s of lag and down from 5 minutes', () => {
    expect(healthOf({ recentEvents: 0, recentErrors: 0, lagS: 29.9 })).toBe('healthy');
    expect(healthOf({ recentEvents: 0, recentErrors: 0, lagS: 30 })).toBe('degraded');
    expect(healthOf({ recentEvents: 0, recentErrors: 0, lagS: 300 })).toBe('down');
  });
  it('takes the worse of the two signs', () => {
    expect(healthOf({ recentEvents: 10, recentErrors: 9, lagS: 40 })).toBe('down');
    expect(healthOf({ recentEvents: 100, recentErrors: 0, lagS: 40 })).toBe('degraded');
  });
});

describe('agent health in status', () => {
  let testStore: TestStore;
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
    await testStore.dispose();
  });

  async function open(agents: Parameters<typeof openFixture>[1]['agents']) {
    testStore = await createTestStore();
    fixture = await openFixture(testStore, { agents });
    return fixture;
  }

  const statusOf = async (f: Fixture, agent: string) => {
    const found = (await f.runtime.status()).find((s) => s.agent === agent);
    if (!found) throw new Error(`no status for ${agent}`);
    return found;
  };

  it('goes down while an agent fails on everything, and recovers once the errors age out', async () => {
    const f = await open([throwingAgent(), probeAgent('steady').agent]);
    for (let i = 0; i < 3; i++) await f.ingest('transfer.observed', transfer());
    await f.drain();
    expect(await statusOf(f, 'always_throws')).toMatchObject({
      status: 'down',
      errors: 3,
      recent: { window_s: 300, events_processed: 3, errors: 3, error_rate: 1 },
    });
    expect((await statusOf(f, 'steady')).status).toBe('healthy');

    f.clock.advance(6 * 60_000);
    expect(await statusOf(f, 'always_throws')).toMatchObject({
      status: 'healthy',
      errors: 3,
      recent: { events_processed: 0, errors: 0, error_rate: 0 },
    });
  });

  it('is degraded while an agent fails on one event in ten', async () => {
    let n = 0;
    const flaky = probeAgent('flaky', {
      raise: () => {
        n += 1;
        if (n % 10 === 0) throw new Error('every tenth event');
        return [];
      },
    });
    const f = await open([flaky.agent]);
    for (let i = 0; i < 30; i++) await f.ingest('transfer.observed', transfer());
    await f.drain();
    expect(await statusOf(f, 'flaky')).toMatchObject({
      status: 'degraded',
      errors: 3,
      recent: { events_processed: 30, errors: 3, error_rate: 0.1 },
    });
  });

  it('follows the lag of the event types each agent reads', async () => {
    const transfers = probeAgent('transfers');
    const deposits = probeAgent('deposits', { reads: ['deposit.received'] });
    const f = await open([transfers.agent, deposits.agent]);
    await f.ingest('transfer.observed', transfer());
    f.clock.advance(31_000);
    expect(await statusOf(f, 'transfers')).toMatchObject({ status: 'degraded', lag_s: 31 });
    expect(await statusOf(f, 'deposits')).toMatchObject({ status: 'healthy', lag_s: 0 });
    f.clock.advance(270_000);
    expect(await statusOf(f, 'transfers')).toMatchObject({ status: 'down', lag_s: 301 });
    await f.drain();
    expect(await statusOf(f, 'transfers')).toMatchObject({
      status: 'healthy',
      lag_s: 0,
      events_processed: 1,
    });
  });
});
