// Correlation decisions without a store: which alerts join, create and merge threats, how severity
// follows, and which threat.detected events follow.
import { describe, expect, it } from 'vitest';
import type { StoredAlert } from '../../../src/risk/agents/agent.ts';
import { planCorrelation, type ThreatRow } from '../../../src/risk/threats/correlation-plan.ts';
import {
  CORRELATION_WINDOW_MS,
  correlationKeys,
  derivedSeverity,
  threatSummary,
} from '../../../src/risk/threats/correlation-rules.ts';
import { addr, alertOf, HOUR, T0 } from './threat-fixtures.ts';

const WS = 'ws_test';
const entityOf = (chain: string, address: string) => `ent_${chain}_${address.slice(-4)}`;

function plan(alerts: StoredAlert[], open: ThreatRow[] = [], owners = new Map<string, string[]>()) {
  let n = 0;
  return planCorrelation({
    workspaceId: WS,
    alerts,
    open,
    owners,
    keysOf: (alert) => correlationKeys(alert, entityOf),
    newThreatId: () => `thr_new${++n}`,
    now: T0 + HOUR,
  });
}

function existing(id: string, overrides: Partial<ThreatRow> = {}): ThreatRow {
  return {
    id,
    workspace_id: WS,
    status: 'open',
    severity: 'medium',
    alert_severity: 'medium',
    typologies: JSON.stringify(['layering']),
    chains: JSON.stringify(['ethereum']),
    alert_count: 1,
    headline: 'An old alert.',
    summary: 'An old threat.',
    first_seen_at: T0 - HOUR,
    last_seen_at: T0 - HOUR,
    merged_into: null,
    status_note: null,
    closed_at: null,
    closed_by: null,
    assignee: null,
    disposition: null,
    retroactive: 0,
    created_at: T0 - HOUR,
    updated_at: T0 - HOUR,
    ...overrides,
  };
}

const sender = (n: number) => ({ address: addr(n), role: 'sender' });

describe('correlation keys', () => {
  it('are addresses, their entities and accounts, but not listed or imitated counterparties', () => {
    const alert = alertOf(WS, 'sanctions', {
      addresses: [
        sender(1),
        { address: addr(2), role: 'sanctioned' },
        { address: addr(3), role: 'sanctions_exposed' },
        { address: addr(4), role: 'imitated' },
        { address: addr(5), role: 'mixer' },
      ],
      accounts: ['cust-7'],
    });
    expect(correlationKeys(alert, entityOf)).toEqual(
      [
        `address:ethereum:${addr(1)}`,
        `address:ethereum:${addr(3)}`,
        'account:cust-7',
        `entity:${entityOf('ethereum', addr(1))}`,
        `entity:${entityOf('ethereum', addr(3))}`,
      ].sort(),
    );
  });
});

describe('severity', () => {
  it('is the highest alert severity, one step up from three typologies, at most critical', () => {
    expect(derivedSeverity('medium', 2)).toBe('medium');
    expect(derivedSeverity('medium', 3)).toBe('high');
    expect(derivedSeverity('critical', 5)).toBe('critical');
  });
});

describe('planCorrelation', () => {
  it('creates one threat for alerts that share an address and two for alerts that share none', () => {
    const a = alertOf(WS, 'layering', { addresses: [sender(1), sender(2)] });
    const b = alertOf(WS, 'peel_chain', { addresses: [sender(2), sender(3)], severity: 'high' });
    const c = alertOf(WS, 'structuring', { accounts: ['cust-1'] });
    const result = plan([a, b, c]);
    expect(result.inserts).toHaveLength(2);
    const [first, second] = result.inserts;
    expect(first?.alert_count).toBe(2);
    expect(JSON.parse(first?.typologies ?? '')).toEqual(['layering', 'peel_chain']);
    expect(first?.severity).toBe('high');
    expect(second?.alert_count).toBe(1);
    expect(result.links.map((l) => l.threatId)).toEqual([first?.id, first?.id, second?.id]);
    expect(result.detected.map((d) => d.reason)).toEqual(['created', 'created']);
    expect(result.merges).toEqual([]);
  });

  it('correlates on a shared entity and a shared customer account', () => {
    const sameEntity = plan([
      alertOf(WS, 'layering', {
        addresses: [{ address: '0xaaaa00000000000000000000000000000000abcd', role: 'origin' }],
      }),
      alertOf(WS, 'mixer', {
        addresses: [{ address: '0xbbbb00000000000000000000000000000000abcd', role: 'sender' }],
      }),
    ]);
    expect(sameEntity.inserts).toHaveLength(1);
    const sameAccount = plan([
      alertOf(WS, 'structuring', { accounts: ['cust-9'] }),
      alertOf(WS, 'sanctions', { accounts: ['cust-9'], addresses: [sender(40)] }),
    ]);
    expect(sameAccount.inserts).toHaveLength(1);
  });

  it('does not join alerts through a sanctioned address they both paid', () => {
    const listed = { address: addr(99), role: 'sanctioned' };
    const result = plan([
      alertOf(WS, 'sanctions', { addresses: [sender(1), listed] }),
      alertOf(WS, 'sanctions', { addresses: [sender(2), listed] }),
    ]);
    expect(result.inserts).toHaveLength(2);
  });

  it('joins an open threat that holds a key, raising its severity and announcing the raise', () => {
    const owners = new Map([[`address:ethereum:${addr(1)}`, ['thr_old']]]);
    const result = plan(
      [
        alertOf(WS, 'sanctions', {
          addresses: [sender(1)],
          severity: 'critical',
          summary: 'Paid a sanctioned exchange.',
        }),
      ],
      [existing('thr_old')],
      owners,
    );
    expect(result.inserts).toEqual([]);
    expect(result.updates).toHaveLength(1);
    const updated = result.updates[0];
    expect(updated?.severity).toBe('critical');
    expect(updated?.alert_count).toBe(2);
    expect(updated?.headline).toBe('Paid a sanctioned exchange.');
    expect(updated?.first_seen_at).toBe(T0 - HOUR);
    expect(updated?.last_seen_at).toBe(T0);
    expect(result.detected).toEqual([{ threat: updated, reason: 'severity_raised' }]);
  });

  it('announces nothing when an alert joins without raising the severity', () => {
    const owners = new Map([[`address:ethereum:${addr(1)}`, ['thr_old']]]);
    const result = plan(
      [alertOf(WS, 'layering', { addresses: [sender(1)], severity: 'low' })],
      [existing('thr_old')],
      owners,
    );
    expect(result.updates[0]?.severity).toBe('medium');
    expect(result.detected).toEqual([]);
  });

  it('never lowers a severity: a lower alert leaves a raised threat as it is', () => {
    const owners = new Map([[`address:ethereum:${addr(1)}`, ['thr_old']]]);
    const raised = existing('thr_old', { severity: 'critical', alert_severity: 'high' });
    const result = plan(
      [alertOf(WS, 'layering', { addresses: [sender(1)], severity: 'low' })],
      [raised],
      owners,
    );
    expect(result.updates[0]?.severity).toBe('critical');
  });

  it('raises the severity one step when the alerts reach three typologies', () => {
    const result = plan([
      alertOf(WS, 'layering', { addresses: [sender(1)] }),
      alertOf(WS, 'peel_chain', { addresses: [sender(1)] }),
      alertOf(WS, 'mixer', { addresses: [sender(1)] }),
    ]);
    expect(result.inserts[0]?.severity).toBe('high');
    expect(result.inserts[0]?.alert_severity).toBe('medium');
  });

  it('leaves a threat whose activity is older than the window and opens a new one', () => {
    const owners = new Map([[`address:ethereum:${addr(1)}`, ['thr_old']]]);
    const old = existing('thr_old', { last_seen_at: T0 - CORRELATION_WINDOW_MS - 1 });
    const result = plan([alertOf(WS, 'layering', { addresses: [sender(1)] })], [old], owners);
    expect(result.updates).toEqual([]);
    expect(result.inserts).toHaveLength(1);
    const edge = existing('thr_old', { last_seen_at: T0 - CORRELATION_WINDOW_MS });
    expect(plan([alertOf(WS, 'layering', { addresses: [sender(1)] })], [edge], owners).inserts).toEqual([]);
  });

  it('merges two open threats an alert links into the older one', () => {
    const owners = new Map([
      [`address:ethereum:${addr(1)}`, ['thr_older']],
      [`address:ethereum:${addr(2)}`, ['thr_newer']],
    ]);
    const older = existing('thr_older', {
      created_at: T0 - 2 * HOUR,
      severity: 'low',
      alert_severity: 'low',
    });
    const newer = existing('thr_newer', {
      created_at: T0 - HOUR,
      severity: 'high',
      alert_severity: 'high',
      typologies: JSON.stringify(['mixer']),
      headline: 'The newer, more severe alert.',
      alert_count: 3,
    });
    const link = alertOf(WS, 'peel_chain', { addresses: [sender(1), sender(2)], severity: 'low' });
    const result = plan([link], [newer, older], owners);
    expect(result.merges).toEqual([{ from: 'thr_newer', into: 'thr_older' }]);
    expect(result.updates.map((u) => u.id)).toEqual(['thr_older']);
    const survivor = result.updates[0];
    expect(survivor?.alert_count).toBe(5);
    // Three typologies (layering, mixer, peel_chain) over a high alert.
    expect(survivor?.severity).toBe('critical');
    expect(survivor?.headline).toBe('The newer, more severe alert.');
    expect(result.links).toEqual([{ alert: link, threatId: 'thr_older' }]);
    expect(result.detected).toEqual([{ threat: survivor, reason: 'severity_raised' }]);
    expect(result.keys.every((k) => k.threat_id === 'thr_older')).toBe(true);
  });

  it('folds a threat created earlier in the batch into the one a later alert links it to', () => {
    const a = alertOf(WS, 'layering', { addresses: [sender(1)] });
    const b = alertOf(WS, 'layering', { addresses: [sender(2)] });
    const link = alertOf(WS, 'peel_chain', { addresses: [sender(1), sender(2)] });
    const result = plan([a, b, link]);
    expect(result.inserts).toHaveLength(1);
    expect(result.inserts[0]?.alert_count).toBe(3);
    expect(new Set(result.links.map((l) => l.threatId))).toEqual(new Set([result.inserts[0]?.id]));
    expect(result.detected).toHaveLength(1);
  });

  it('writes a summary from the facts alone', () => {
    expect(
      threatSummary({
        severity: 'high',
        alert_count: 2,
        typologies: ['mixer', 'peel_chain'],
        chains: ['bitcoin'],
        first_seen_at: T0,
        last_seen_at: T0 + HOUR,
        headline: 'A peel chain of 5 hops.',
      }),
    ).toBe(
      'High threat: 2 alerts (mixer, peel_chain) on bitcoin from 2026-11-23 10:00 UTC to 2026-11-23 11:00 UTC. A peel chain of 5 hops.',
    );
  });
});
