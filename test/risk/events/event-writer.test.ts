// Group commit: events submitted while a transaction is being written share the next one; a
// shared transaction that fails is retried event by event, so only the bad event fails.
import { beforeEach, describe, expect, it } from 'vitest';
import { createEventWriter } from '../../../src/risk/events/event-writer.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';

const fixture = useMigratedStore(undefined, 'test');
beforeEach(async () => {
  await fixture.store.db
    .insertInto('workspaces')
    .values({ id: 'ws_writer', name: 'writer', created_at: 0 })
    .execute();
});

/** A writer of ingested events by id; records each transaction's ids and the ids committed. */
function recordingWriter() {
  const transactions: string[][] = [];
  const committed: string[] = [];
  const writer = createEventWriter<string>({
    store: fixture.store,
    async writeAll(tx, ids) {
      transactions.push([...ids]);
      await tx
        .insertInto('ingested_events')
        .values(
          ids.map((id) => ({
            id,
            workspace_id: id === 'bad' ? 'ws_missing' : 'ws_writer',
            type: 'custom.test',
            occurred_at: 0,
            data: '{}',
            received_at: 0,
          })),
        )
        .execute();
    },
    committed(ids) {
      committed.push(...ids);
    },
  });
  return { writer, transactions, committed };
}

describe('the event writer', () => {
  it('writes a lone event at once, in a transaction of its own', async () => {
    const { writer, transactions, committed } = recordingWriter();
    await writer.write('a');
    expect(transactions).toEqual([['a']]);
    expect(committed).toEqual(['a']);
  });

  it('puts events sent together into one transaction', async () => {
    const { writer, transactions, committed } = recordingWriter();
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => writer.write(id)));
    expect(transactions).toEqual([['a', 'b', 'c', 'd', 'e']]);
    expect(committed).toEqual(['a', 'b', 'c', 'd', 'e']);
    const stored = await fixture.store.db.selectFrom('ingested_events').select('id').orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shares a transaction among events from separate callbacks of one turn of the loop, as requests come', async () => {
    // Each HTTP request is read in a callback of its own; node:sqlite could run a whole transaction
    // inside the first one, before the others were even read.
    const { writer, transactions } = recordingWriter();
    const writes = await new Promise<Promise<void>[]>((resolve) => {
      const started: Promise<void>[] = [];
      for (const id of ['a', 'b', 'c']) setImmediate(() => started.push(writer.write(id)));
      setImmediate(() => resolve(started));
    });
    await Promise.all(writes);
    expect(transactions).toEqual([['a', 'b', 'c']]);
  });

  it('puts the events sent while a transaction is written into the next one', async () => {
    const { writer, transactions } = recordingWriter();
    const first = writer.write('a');
    // Once the first transaction has begun (it holds the store), more arrive.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, writer.write('b'), writer.write('c')]);
    expect(transactions).toEqual([['a'], ['b', 'c']]);
  });

  it('fails only the event the store refuses when a shared transaction fails', async () => {
    const { writer, committed } = recordingWriter();
    const outcomes = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((id) => writer.write(id)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(committed).toEqual(['a', 'b', 'c']);
    const stored = await fixture.store.db.selectFrom('ingested_events').select('id').orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});
