/**
 * AIS stations that are not vessels become kinds of their own (geo/ingest station-kinds.ts, by the
 * form of their MMSI, ITU-R M.585-9): AIS-SART `970…`, man overboard `972…`, EPIRB-AIS `974…`, aid
 * to navigation `99…`. Assets stored before as vessels with such an MMSI take their kind, and what
 * the zone watch had told of them as vessels (inside a zone) is dropped: they are in no zone now,
 * and an exit would otherwise be waited for forever. Their episodes and silences are kept as the
 * history they were, each already ended or ending with the next report.
 */
import { type Kysely, sql } from 'kysely';

const STATIONS: readonly [prefix: string, kind: string][] = [
  ['970', 'sart'],
  ['972', 'mob'],
  ['974', 'epirb'],
  ['99', 'aton'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [prefix, kind] of STATIONS) {
    const pattern = `${prefix}${'_'.repeat(9 - prefix.length)}`;
    await sql`delete from tracking_ledger where watch like 'zone:%' and subject in
      (select id from assets where kind = 'vessel' and mmsi like ${pattern})`.execute(db);
    await sql`update assets set kind = ${kind} where kind = 'vessel' and mmsi like ${pattern}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update assets set kind = 'vessel' where kind in ('sart', 'mob', 'epirb', 'aton')`.execute(db);
}
