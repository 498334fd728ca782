/**
 * The agents benchmark on a small stream: every event it sends is valid for its type, and a run
 * over the service and over HTTP processes them all and makes every typology a customer's events
 * can reach fire (`screening_change` reads only Vigil's own `screening.changed`; not a timing
 * test: the numbers are for the bench).
 */
import { describe, expect, it } from 'vitest';
import { benchmarkAgents } from '../../bench/agents.ts';
import { eventMix } from '../../bench/lib/agents-data.ts';
import { createAgents } from '../../src/risk/agents/typologies/index.ts';
import { readEventData } from '../../src/risk/events/event-data.ts';
import { OWN_EVENT_TYPES } from '../../src/risk/events/event-schemas.ts';

/** The agents a customer's events can reach: not those that read only Vigil's own events. */
const fedByCustomers = createAgents()
  .filter((agent) => agent.reads.some((type) => !(OWN_EVENT_TYPES as readonly string[]).includes(type)))
  .map((agent) => agent.name)
  .sort();

describe('the agents benchmark', () => {
  it('sends only events its types accept, in the mix it says', () => {
    const mix = eventMix({ events: 3_000, seed: 1, start: Date.parse('2026-11-01T00:00:00Z'), stepMs: 50 });
    expect(mix.events).toHaveLength(3_000);
    for (const event of mix.events)
      expect(() => readEventData(event.type, event.data), event.type).not.toThrow();
    expect(Object.values(mix.scenarios).reduce((a, b) => a + b, 0)).toBe(3_000);
    expect(mix.scenarios.payment).toBeGreaterThan(2_000);
    // Event time moves forward with the stream.
    const times = mix.events.map((event) => event.occurred_at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('takes every event to the agents over the service and over HTTP, and every typology fires', async () => {
    // 1,000 events (the mix is seeded) are enough for every typology to fire.
    const figures = await benchmarkAgents(
      { events: 1_000, concurrency: 16, connections: 4, logLevel: 'warn' },
      () => undefined,
    );
    for (const run of [figures.service, figures.http]) {
      expect(run.events).toBe(1_000);
      expect(run.eventsPerSec).toBeGreaterThan(0);
      expect(Object.keys(run.alerts).sort()).toEqual(fedByCustomers);
      expect(run.threats).toBeGreaterThan(0);
    }
    expect(Object.keys(figures.inspectLatencyMs)).toEqual(createAgents().map((agent) => agent.name));
  }, 120_000);
});
