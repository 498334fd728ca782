/**
 * The sanctions agent on Vigil's own `sanctions.retroactive` event: the past event judged again with
 * the list entry the finding carries, even before this process's screening holds the new list;
 * nothing for a finding whose party the past event does not screen, or for malformed data.
 */
import { describe, expect, it } from 'vitest';
import { sanctionsAgent } from '../../../../src/risk/agents/typologies/sanctions.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { DAY, deposit, eth, fakeScreen, runAgent, T0 } from './event-factory.ts';

const CUSTOMER = eth(1);
const LISTED = eth(0xdead);

const past = deposit(T0, {
  account_id: 'acct-1',
  chain: 'ethereum',
  tx_hash: `0x${'ab'.repeat(32)}`,
  from: LISTED,
  to: CUSTOMER,
  amount: 3,
  asset: 'ETH',
  value_usd: 15000,
});

function finding(overrides: Record<string, unknown> = {}, of: AgentEvent = past): AgentEvent {
  return {
    id: 'ing_retro_000001',
    workspace_id: 'ws_test',
    type: 'sanctions.retroactive',
    occurred_at: of.occurred_at,
    received_at: T0 + 30 * DAY,
    data: {
      event_id: of.id,
      event_type: of.type,
      event_data: of.data,
      chain: 'ethereum',
      listed_address: LISTED,
      list_source: 'ofac_sdn',
      list_version: '2026-12-23',
      entry_id: '50001',
      label: 'LATER LISTED LTD',
      programs: ['CYBER2'],
      designated_at: '2026-12-20',
      first_listed_in: '2026-12-23',
      ...overrides,
    },
  };
}

describe('sanctions agent, retroactive findings', () => {
  it('judges the past event with the entry the finding carries, though screening does not know it yet', () => {
    const [alert, ...rest] = runAgent(sanctionsAgent(), fakeScreen()).feed(finding());
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      typology: 'sanctions',
      severity: 'high',
      occurred_at: T0,
      event_ids: [past.id, 'ing_retro_000001'],
      accounts: ['acct-1'],
      addresses: [
        { address: LISTED, role: 'sanctioned' },
        { address: CUSTOMER, role: 'deposit_address' },
      ],
      transfers: [{ from: LISTED, to: CUSTOMER, occurred_at: T0 }],
      facts: {
        retroactive: true,
        designated_at: '2026-12-20',
        before_designation: true,
        entry_id: '50001',
        listed_address: LISTED,
        first_listed_in: '2026-12-23',
        found_at: new Date(T0 + 30 * DAY).toISOString(),
      },
    });
    expect(alert?.summary).toBe(
      `Found after the fact (ofac_sdn 2026-12-23): The sender ${LISTED} is listed: LATER LISTED LTD (ofac_sdn, designated 2026-12-20): the designation came after this transfer.`,
    );
  });

  it('calls a transfer after the designation critical, as the live rule does', () => {
    const [alert] = runAgent(sanctionsAgent()).feed(finding({ designated_at: '2026-11-01' }));
    expect(alert).toMatchObject({ severity: 'critical', facts: { before_designation: false } });
  });

  it('raises nothing when the listed address is not a party the rule screens, or the data is not a finding', () => {
    const agent = runAgent(sanctionsAgent());
    // The customer's own deposit address is not screened: a list naming it is the watch's to tell.
    expect(agent.feed(finding({ listed_address: CUSTOMER }))).toEqual([]);
    expect(agent.feed(finding({ event_type: 'token.approval' }))).toEqual([]);
    expect(agent.feed(finding({ entry_id: 50001 }))).toEqual([]);
    expect(agent.feed(finding({ event_data: null }))).toEqual([]);
  });
});
