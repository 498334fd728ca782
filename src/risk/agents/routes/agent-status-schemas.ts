/** An agent's status as `GET /v1/agents/status` shows it (API.md §5). */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { HEALTH_STATES } from '../agent-health.ts';
import type { AgentStatus } from '../agent-runtime.ts';

export const AgentStatusSchema = Type.Object(
  {
    agent: Type.String({ description: 'The agent’s name, e.g. `sanctions`, `peel_chain`.' }),
    version: Type.String({ description: 'The version of its rule.' }),
    reads: Type.Array(Type.String(), { description: 'The event types it inspects.' }),
    status: StringEnum(HEALTH_STATES, {
      description:
        '`degraded` from a 5 % error rate over the last 5 minutes (at least 3 errors) or 30 s of lag; `down` from 50 % or 5 minutes of lag. See docs/agents.md.',
    }),
    events_processed: Type.Integer({ minimum: 0, description: 'Events it has inspected, whole service.' }),
    alerts_raised: Type.Integer({ minimum: 0, description: 'Alerts it has raised, whole service.' }),
    last_event_at: Nullable(Timestamp('When it last inspected an event; null before the first.')),
    latency_ms: Type.Object(
      {
        p50: Nullable(Type.Number({ description: 'Median, ms.' })),
        p99: Nullable(Type.Number({ description: '99th percentile, ms.' })),
      },
      {
        description:
          'How long one inspection takes, over the last 1,024 inspections of the process that answers; null when it has run none.',
      },
    ),
    errors: Type.Integer({
      minimum: 0,
      description: 'Inspections that threw or returned a malformed alert, whole service.',
    }),
    lag_s: Type.Number({
      minimum: 0,
      description:
        'How long the oldest event of a type it reads has waited for the agents; 0 when none waits.',
    }),
    recent: Type.Object(
      {
        window_s: Type.Integer({ description: 'The window, seconds.' }),
        events_processed: Type.Integer({ minimum: 0 }),
        errors: Type.Integer({ minimum: 0 }),
        error_rate: Type.Number({ minimum: 0, maximum: 1, description: 'errors / events_processed.' }),
      },
      { description: 'The counts health is judged on: the last few minutes, whole service.' },
    ),
  },
  { $id: 'AgentStatus', description: 'One detection agent: its health and counters.' },
);

export function serializeAgentStatus(status: AgentStatus) {
  return {
    ...status,
    last_event_at: status.last_event_at === null ? null : toRfc3339(status.last_event_at),
    latency_ms: status.latency_ms ?? { p50: null, p99: null },
  };
}
