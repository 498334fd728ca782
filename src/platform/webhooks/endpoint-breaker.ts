/**
 * A circuit breaker per webhook endpoint, as Svix isolates slow endpoints: an endpoint whose
 * receiver does not answer in time holds a worker's slot for the whole 15 s of each attempt, and
 * eighty such endpoints held every slot while another workspace's deliveries waited 87 s. So after
 * `BREAKER_TIMEOUTS` attempts in a row without an answer, the endpoint's deliveries are held back
 * (`paused_until`) instead of tried: its jobs are not claimed, and one claimed meanwhile goes back
 * to the queue without using up an attempt. When the pause ends, one delivery at a time is let
 * through (half-open): an answer, any answer, closes the breaker; another timeout opens it again
 * for twice as long. Answers that come in time, errors included, never open it: they cost a slot
 * for as long as the receiver took, and the retry schedule handles them.
 *
 * The state is kept on the endpoint row, so every process sees it; each process reads the open
 * ones at most once a second for its claims (`createDeliveryGate`).
 */
import { sql } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { GroupGate } from '../jobs/index.ts';

/** Attempts in a row without an answer that open the breaker: 45 s of a slot held for nothing. */
export const BREAKER_TIMEOUTS = 3;
/** The first pause; each probe after a pause that times out too doubles it (30 s, 1 min, 2 min, …). */
export const BREAKER_PAUSE_MS = 30_000;
/** The longest pause: a receiver that comes back is tried again within this. */
export const BREAKER_MAX_PAUSE_MS = 30 * 60_000;
/** How long a process keeps its reading of the open breakers before reading them again. */
const GATE_TTL_MS = 1_000;

/** How long the breaker stays open after `timeouts` attempts in a row without an answer. */
export function pauseAfter(timeouts: number): number {
  const doublings = Math.max(0, timeouts - BREAKER_TIMEOUTS);
  return Math.min(BREAKER_PAUSE_MS * 2 ** Math.min(doublings, 16), BREAKER_MAX_PAUSE_MS);
}

/**
 * Records an attempt's outcome on the endpoint, in the caller's transaction: a timeout counts (and
 * opens the breaker at `BREAKER_TIMEOUTS`), an answer closes it. Returns the pause's end when this
 * attempt opened the breaker.
 */
export async function noteAttempt(
  db: Executor,
  endpointId: string,
  timedOut: boolean,
  now: number,
): Promise<number | undefined> {
  if (!timedOut) {
    await db
      .updateTable('webhook_endpoints')
      .set({ timeouts_in_a_row: 0, paused_until: null })
      .where('id', '=', endpointId)
      .where((eb) => eb.or([eb('timeouts_in_a_row', '>', 0), eb('paused_until', 'is not', null)]))
      .execute();
    return undefined;
  }
  // Counted in the store, not from the row read before the attempt: attempts of one endpoint run
  // side by side, and each must add its own. Those still under way when the breaker opened do not:
  // they add nothing the opening did not know.
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ timeouts_in_a_row: sql<number>`timeouts_in_a_row + 1` })
    .where('id', '=', endpointId)
    .where((eb) => eb.or([eb('paused_until', 'is', null), eb('paused_until', '<=', now)]))
    .returning('timeouts_in_a_row')
    .executeTakeFirst();
  const timeouts = row?.timeouts_in_a_row ?? 0;
  if (timeouts < BREAKER_TIMEOUTS) return undefined;
  const until = now + pauseAfter(timeouts);
  await db
    .updateTable('webhook_endpoints')
    .set({ paused_until: until })
    .where('id', '=', endpointId)
    .execute();
  return until;
}

/**
 * The job worker's view of the breakers: endpoints whose pause has not ended are held; those whose
 * pause has ended but whose breaker is not closed yet are let through one delivery at a time.
 */
export function createDeliveryGate(deps: { store: Store; clock: Clock }): () => Promise<GroupGate> {
  const { store, clock } = deps;
  let read: { at: number; rows: { id: string; paused_until: number | null }[] } | undefined;
  return async () => {
    const now = clock.now();
    if (read === undefined || now - read.at >= GATE_TTL_MS || now < read.at) {
      const rows = await store.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'paused_until'])
        .where('timeouts_in_a_row', '>=', BREAKER_TIMEOUTS)
        .execute();
      read = { at: now, rows };
    }
    const held = new Set<string>();
    const probing = new Set<string>();
    for (const row of read.rows)
      (row.paused_until !== null && row.paused_until > now ? held : probing).add(row.id);
    return { held, probing };
  };
}
