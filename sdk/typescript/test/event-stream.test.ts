// The SDK's event stream against a real Vigil: events as they commit, resumed after the last id, and
// an abort that ends the iteration.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StreamedEvent, Vigil } from '../src/index.ts';
import { type LiveVigil, startLiveVigil } from './live-vigil.ts';

let live: LiveVigil;
let vigil: Vigil;

beforeAll(async () => {
  live = await startLiveVigil();
  vigil = new Vigil({ apiKey: live.t.admin.token, baseUrl: live.baseUrl });
});
afterAll(async () => {
  await live.close();
});

async function publishReports(...numbers: number[]): Promise<void> {
  const { services } = live.t.app;
  await services.store.db.transaction().execute((tx) =>
    services.outbox.publishMany(
      tx,
      live.t.admin.workspaceId,
      numbers.map((n) => ({
        type: 'report.completed' as const,
        data: { report_id: `rpt_${String(n).padStart(26, '0')}`, status: 'completed' as const, error: null },
      })),
    ),
  );
}

async function take(iterator: AsyncGenerator<StreamedEvent>, count: number): Promise<StreamedEvent[]> {
  const events: StreamedEvent[] = [];
  for await (const event of iterator) {
    events.push(event);
    if (events.length === count) break;
  }
  return events;
}

it('iterates the events as they commit and resumes after the last id', { timeout: 90_000 }, async () => {
  const abort = new AbortController();
  const stream = vigil.events.stream({ types: 'report.completed' }, { signal: abort.signal });
  const first = take(stream, 2);
  // Opening is lazy: the first next() connects; publish once the stream has had time to open.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await publishReports(1, 2);
  const events = await first;
  expect(events.map((e) => e.type)).toEqual(['report.completed', 'report.completed']);
  expect(events[0]?.id).toMatch(/^evt_/);
  expect(events[1]?.data).toMatchObject({ report_id: `rpt_${'2'.padStart(26, '0')}` });
  abort.abort();

  await publishReports(3);
  const resumed = await take(vigil.events.stream({}, { lastEventId: events[0]?.id ?? '' }), 2);
  expect(resumed.map((e) => (e.data as { report_id: string }).report_id)).toEqual([
    `rpt_${'2'.padStart(26, '0')}`,
    `rpt_${'3'.padStart(26, '0')}`,
  ]);
});
