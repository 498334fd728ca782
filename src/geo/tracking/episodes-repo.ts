/**
 * The episodes told (`tracking_episodes`): a row when an episode is told, its end and duration
 * written when it ends, so that each encounter, loitering or speed episode keeps its start, end and
 * length after the alert that told it.
 */
import type { Executor } from '../../store/store.ts';

export async function recordEpisodeStart(
  db: Executor,
  episode: {
    watch: string;
    subject: string;
    kind: string;
    startedAt: number;
    confirmedAt: number;
    late: boolean;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('tracking_episodes')
    .values({
      watch: episode.watch,
      subject: episode.subject,
      kind: episode.kind,
      started_at: episode.startedAt,
      confirmed_at: episode.confirmedAt,
      ended_at: null,
      duration_s: null,
      late: episode.late ? 1 : 0,
      created_at: episode.now,
    })
    .onConflict((oc) => oc.columns(['watch', 'subject', 'started_at']).doNothing())
    .execute();
}

/** Ends the subject's episode of that watch still open that started before `endedAt`. */
export async function recordEpisodeEnd(
  db: Executor,
  watch: string,
  subject: string,
  endedAt: number,
): Promise<void> {
  const open = await db
    .selectFrom('tracking_episodes')
    .select('started_at')
    .where('watch', '=', watch)
    .where('subject', '=', subject)
    .where('ended_at', 'is', null)
    .where('started_at', '<', endedAt)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (open === undefined) return;
  const startedAt = Number(open.started_at);
  await db
    .updateTable('tracking_episodes')
    .set({ ended_at: endedAt, duration_s: Math.round((endedAt - startedAt) / 1000) })
    .where('watch', '=', watch)
    .where('subject', '=', subject)
    .where('started_at', '=', startedAt)
    .execute();
}
