// With several processes relaying the engines' feed to NATS (every one relays after a broker
// outage), a partition's rows go out in their order (issue 26, point 3): a relay never takes a
// partition's rows while another holds older rows of it, since the newer would reach the stream
// first and be judged first. PostgreSQL only: SQLite has one writer, and no NATS.
import { describe, expect, it } from 'vitest';
import { claimFeedRows } from '../../../src/geo/engine/feed-repo.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';

const postgres = process.env.DATABASE_URL !== undefined;

describe.skipIf(!postgres)(`relays${postgres ? '' : ' (skipped: needs DATABASE_URL)'}`, () => {
  const fixture = useMigratedStore('postgres');

  it('leaves a partition alone while another relay holds older rows of it', async () => {
    const { db } = fixture.store;
    const row = (id: string, partition: number) => ({ id, partition, stored_at: 1, positions: '[]' });
    await db
      .insertInto('engine_feed')
      .values([row('feed_1', 0), row('feed_2', 1), row('feed_3', 0), row('feed_4', 2)])
      .execute();
    let second: string[] = [];
    await db.transaction().execute(async (first) => {
      const taken = await claimFeedRows(first, 1, true);
      expect(taken.map((r) => r.id)).toEqual(['feed_1']);
      // Meanwhile another relay: partition 0's newer row waits for the first relay to finish.
      second = await db
        .transaction()
        .execute(async (other) => (await claimFeedRows(other, 10, true)).map((r) => r.id));
    });
    expect(second).toEqual(['feed_2', 'feed_4']);
  });
});
