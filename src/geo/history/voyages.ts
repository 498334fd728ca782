/**
 * Voyages: an asset's passages between consecutive port visits (asset-events-repo.ts keeps the
 * visits). A voyage leaves at the end of a call and arrives at the start of the next visit that
 * begins after it. A call is what the vessel's overlapping visits make together (a terminal a
 * workspace drew inside the index's circle of the port is visited inside the port's visit): the
 * end of a visit while another one is still going on is not a departure.
 */
import type { Executor } from '../../store/store.ts';
import type { AssetEventRow } from './asset-events-repo.ts';

export interface Voyage {
  from: AssetEventRow;
  /** The next visit; undefined while the vessel is at sea (or the next call is not known yet). */
  to: AssetEventRow | undefined;
  departedAt: number;
}

export interface VoyageQuery {
  /** Voyages that left at or after this time, and before `to`. */
  from?: number | undefined;
  to?: number | undefined;
  /** The departure time and visit id of the last voyage of the previous page. */
  after?: { at: number; id: string } | undefined;
  limit: number;
}

const visits = (db: Executor, workspaceId: string, assetId: string) =>
  db
    .selectFrom('asset_events')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('asset_id', '=', assetId)
    .where('kind', '=', 'port_visit');

/** The asset's voyages in the workspace, oldest departure first, at most `limit`. */
export async function listVoyages(
  db: Executor,
  workspaceId: string,
  assetId: string,
  query: VoyageQuery,
): Promise<Voyage[]> {
  const out: Voyage[] = [];
  let after = query.after;
  // Ends of visits inside another visit are passed over: read on until the page is full.
  for (;;) {
    let select = visits(db, workspaceId, assetId).where('ended_at', 'is not', null);
    if (query.from !== undefined) select = select.where('ended_at', '>=', query.from);
    if (query.to !== undefined) select = select.where('ended_at', '<', query.to);
    if (after !== undefined) {
      const { at, id } = after;
      select = select.where((eb) =>
        eb.or([eb('ended_at', '>', at), eb.and([eb('ended_at', '=', at), eb('id', '>', id)])]),
      );
    }
    const ends = await select.orderBy('ended_at').orderBy('id').limit(query.limit).execute();
    for (const visit of ends) {
      const departedAt = Number(visit.ended_at);
      after = { at: departedAt, id: visit.id };
      const still = await visits(db, workspaceId, assetId)
        .select('id as other')
        .where('id', '!=', visit.id)
        .where('started_at', '<', departedAt)
        // Another visit of the call still going on, or ending at the same time (one voyage leaves it).
        .where((eb) =>
          eb.or([
            eb('ended_at', 'is', null),
            eb('ended_at', '>', departedAt),
            eb.and([eb('ended_at', '=', departedAt), eb('id', '>', visit.id)]),
          ]),
        )
        .executeTakeFirst();
      if (still !== undefined) continue;
      const next = await visits(db, workspaceId, assetId)
        .where('started_at', '>=', departedAt)
        .orderBy('started_at')
        .orderBy('id')
        .executeTakeFirst();
      out.push({ from: visit, to: next, departedAt });
      if (out.length === query.limit) return out;
    }
    if (ends.length < query.limit) return out;
  }
}
