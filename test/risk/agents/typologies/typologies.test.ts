/**
 * The set of typology agents the runner gets: every one named once, versioned, reading known event
 * types only, and its thresholds in one exported object.
 */
import { describe, expect, it } from 'vitest';
import { createAgents, THRESHOLDS } from '../../../../src/risk/agents/typologies/index.ts';

const KNOWN_TYPES = [
  'transfer.observed',
  'token.approval',
  'withdrawal.requested',
  'deposit.received',
  // Vigil's own: a watched address's changed screening, a past event a later list names a party of.
  'screening.changed',
  'sanctions.retroactive',
];

describe('createAgents', () => {
  it('returns the eight typologies, each named once', () => {
    expect(createAgents().map((agent) => agent.name)).toEqual([
      'sanctions',
      'mixer',
      'peel_chain',
      'address_poisoning',
      'drainer_approval',
      'layering',
      'structuring',
      'screening_change',
    ]);
  });

  it('gives each a version, the known event types it reads and a window', () => {
    for (const agent of createAgents()) {
      expect(agent.version, agent.name).toBe('1.0.0');
      expect(agent.reads.length, agent.name).toBeGreaterThan(0);
      expect(
        agent.reads.every((type) => KNOWN_TYPES.includes(type)),
        agent.name,
      ).toBe(true);
      expect(agent.windowMs, agent.name).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps history no longer than two days for any of them', () => {
    expect(Math.max(...createAgents().map((agent) => agent.windowMs))).toBe(2 * 24 * 3_600_000);
  });

  it('names every threshold group after its typology', () => {
    expect(Object.keys(THRESHOLDS).sort()).toEqual(
      [
        'address_poisoning',
        'drainer_approval',
        'layering',
        'mixer',
        'peel_chain',
        'sanctions',
        'structuring',
      ].sort(),
    );
  });
});
