/**
 * An agent's health from two signs (thresholds in `runtime-settings.ts`): its error rate over the
 * last `HEALTH_WINDOW_MS` (errors / events it inspected, whole service) and its lag, the age of the
 * oldest pending event of a type it reads. The worse of the two decides.
 */
import {
  DEGRADED_ERROR_RATE,
  DEGRADED_LAG_S,
  DOWN_ERROR_RATE,
  DOWN_LAG_S,
  MIN_ERRORS_FOR_RATE,
} from './runtime-settings.ts';

export const HEALTH_STATES = ['healthy', 'degraded', 'down'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export interface HealthSigns {
  /** Events the agent inspected, and how many of those failed, in the health window. */
  recentEvents: number;
  recentErrors: number;
  /** Seconds the oldest pending event it reads has waited; 0 when none waits. */
  lagS: number;
}

function byErrors({ recentEvents, recentErrors }: HealthSigns): HealthState {
  if (recentErrors < MIN_ERRORS_FOR_RATE || recentEvents === 0) return 'healthy';
  const rate = recentErrors / recentEvents;
  if (rate >= DOWN_ERROR_RATE) return 'down';
  return rate >= DEGRADED_ERROR_RATE ? 'degraded' : 'healthy';
}

function byLag({ lagS }: HealthSigns): HealthState {
  if (lagS >= DOWN_LAG_S) return 'down';
  return lagS >= DEGRADED_LAG_S ? 'degraded' : 'healthy';
}

export function healthOf(signs: HealthSigns): HealthState {
  const states = [byErrors(signs), byLag(signs)];
  return HEALTH_STATES.reduce<HealthState>(
    (worst, state) => (states.includes(state) ? state : worst),
    'healthy',
  );
}

/** The recent error rate, 0–1, rounded to four places; 0 with nothing inspected. */
export function errorRate(events: number, errors: number): number {
  return events === 0 ? 0 : Math.round((errors / events) * 10_000) / 10_000;
}
