// Big bodies do not stop the world. A 4 MB NMEA body (some 80,000 lines, hundreds of slices) is read
// and stored in slices, with a turn of the event loop between them, so health is answered while it
// is stored (it was not, for seconds); the answer counts every line as one read of the whole body
// would, a message split across two slices included; on SQLite consecutive slices share a
// transaction; a store failure after some transactions says which lines were stored; and a
// process takes at most VIGIL_BODY_BUDGET_MB of large bodies at once, refusing one more with a 503
// and Retry-After before reading it. The longest event-loop stall during the body is bounded as a
// share of the request. The ingest endpoints take bodies up to 16 MiB: the benchmark
// (bench/large-bodies.ts) sends one of that size and measures the latency figures; the behaviour
// is the same for every body longer than a few slices, and a quarter of the size is a quarter of
// the test's time.
import http from 'node:http';
import net from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { bigNmea, timedSentences } from '../../../bench/lib/big-nmea.ts';
import { FIRST_SLICE, TRANSACTION_MS, TRANSACTION_REPORTS } from '../../../src/geo/ingest/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';

const MIB = 1024 * 1024;

/** This thread's CPU time so far, user and system, in ms. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

let t: TestApp | undefined;
let store: TestStore | undefined;
afterEach(async () => {
  await t?.close();
  await store?.dispose();
  t = undefined;
  store = undefined;
});

/** A POST over a connection of its own; `sent` resolves once the whole body is written. */
function post(url: string, token: string, body: string) {
  let sent: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const answered = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
          );
        },
      );
      request.on('error', reject);
      request.end(body, () => sent());
    },
  );
  return { written, answered };
}

describe('a 4 MB NMEA body', () => {
  it('is stored in slices between which health is answered', async () => {
    t = await startApp();
    const address = await t.app.listen();
    const key = await t.key(['ingest:write']);
    const body = bigNmea(4 * MIB);
    const lines = body.split('\n').length - 1;
    const ingest = post(`${address}/v1/ingest/nmea`, key.token, body);
    await ingest.written;
    // From the moment the body is in, until the ingest answers: the longest stretch this thread
    // (the app runs in this process) spent on the CPU between two turns of a 1 ms timer, and the
    // health answers. CPU time, not the wall clock: on a loaded machine the wall clock also counts
    // the time the OS gave the core to other processes (a 1.2 s "stall" of 20 s under load 7, with
    // the slices unchanged).
    const cpu = threadCpuMs();
    let lastTick = cpu;
    let longestStallMs = 0;
    const ticks = setInterval(() => {
      const now = threadCpuMs();
      longestStallMs = Math.max(longestStallMs, now - lastTick);
      lastTick = now;
    }, 1);
    let done = false;
    let answeredMeanwhile = 0;
    const probing = (async () => {
      while (!done) {
        const response = await fetch(`${address}/v1/health`);
        await response.arrayBuffer();
        if (!done && response.status === 200) answeredMeanwhile += 1;
      }
    })();
    const answer = await ingest.answered;
    const tookMs = threadCpuMs() - cpu;
    clearInterval(ticks);
    done = true;
    await probing;
    expect(answer.status, answer.body).toBe(200);
    // The longest the event loop was held is a small part of the whole, however fast the machine:
    // read in one go, a 16 MB body held it for nearly all of it (4.5 s of the request, issue 26); in
    // slices paced by time, 0.45 s of 18 s (2.5 %) on the loaded test machine; slices of 1,000
    // lines, 0.97 s of 29 s (3.3 %).
    expect(longestStallMs, `longest stall ${longestStallMs} ms of ${tookMs} ms of CPU`).toBeLessThan(
      tookMs / 20,
    );
    const result = JSON.parse(answer.body) as { accepted: number; duplicates: number };
    // Every line a report of its own, each stored.
    expect(result).toMatchObject({ accepted: lines, duplicates: 0 });
    // Health is answered between the slices.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
  }, 300_000);
});

describe('a body longer than one slice', () => {
  it('counts every line as one read of the whole body would, a message split across slices included', async () => {
    t = await startApp();
    const key = await t.key(['ingest:write', 'assets:read']);
    // A first slice of reports of their own but its last line, a two-part type 5 whose parts fall
    // on either side of the boundary (lines FIRST_SLICE and FIRST_SLICE + 1), a bad line, and one
    // more report.
    const reports = timedSentences(FIRST_SLICE, t.clock.now());
    const parts = [
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,2,2,1,A,88888888880,2*25',
    ];
    const body = [
      ...reports.slice(0, -1),
      parts[0],
      parts[1],
      '!AIVDM,1,1,,A,not a payload,0*00',
      reports.at(-1),
    ].join('\n');
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      payload: body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.pending).toBe(0);
    expect(result.rejected).toBe(1);
    expect(result.errors).toEqual([{ line: FIRST_SLICE + 2, detail: expect.any(String) }]);
    // Both parts accepted (the static facts they carry), and every report.
    expect(result.accepted).toBe(FIRST_SLICE - 1 + 2 + 1);
  });

  it('says which lines were stored when the store fails after some transactions', async () => {
    store = await createTestStore('sqlite');
    t = await startApp({ store });
    const key = await t.key(['ingest:write']);
    // Consecutive slices share a transaction until it holds TRANSACTION_REPORTS reports; the store
    // refuses every position past twice that, so at least one transaction commits and a later one
    // fails and is rolled back whole, however the slices fell.
    const refuseFrom = 2 * TRANSACTION_REPORTS;
    await sql
      .raw(`create temp trigger refuse_after_first_transaction before insert on positions
        when (select count(*) from positions) >= ${refuseFrom}
        begin select raise(abort, 'refused by the test'); end`)
      .execute(t.app.services.store.db);
    const body = `${timedSentences(2 * refuseFrom, t.clock.now()).join('\n')}\n`;
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      payload: body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(500);
    const problem = response.json();
    const stored = await sql<{ n: number }>`select count(*) as n from positions`.execute(
      t.app.services.store.db,
    );
    const n = Number(stored.rows[0]?.n);
    expect(n).toBeGreaterThanOrEqual(TRANSACTION_REPORTS);
    expect(n).toBeLessThanOrEqual(refuseFrom);
    // Every line one report: the lines said stored are exactly the positions the store kept.
    expect(problem.detail).toContain(`The lines from 1 to ${n} of this body were stored`);
    expect(problem.detail).toContain(`Send the lines from ${n + 1} on again.`);
  });

  it('stores consecutive slices in one transaction on SQLite (one feed row per partition)', async () => {
    store = await createTestStore('sqlite');
    t = await startApp({ store });
    // Longer than the first slice (so several slices), within one transaction's reports.
    const lines = TRANSACTION_REPORTS - 1;
    expect(lines).toBeGreaterThan(2 * FIRST_SLICE);
    const { rows, partitions } = await feedRowsOfBody(t, lines, t.clock.now());
    // A transaction writes one feed row per partition it has positions for; a slice a transaction
    // each wrote each partition's row once per slice.
    expect(partitions).toBeGreaterThan(1);
    expect(rows).toBe(partitions);
  });
});

describe('a transaction of several slices', () => {
  it(`commits once it has been open TRANSACTION_MS, however few its reports`, async () => {
    // A clock that moves on a second each time it is read: every transaction has been open longer
    // than TRANSACTION_MS by the end of its first slice, so each slice commits alone.
    expect(TRANSACTION_MS).toBeLessThan(1_000);
    const clock = new ManualClock(Date.now());
    const moving = {
      now: () => {
        clock.advance(1_000);
        return clock.now();
      },
    };
    store = await createTestStore('sqlite');
    t = await startApp({ store, clock: moving });
    // Three slices at least (256, then at most twice as many, then the rest), within one
    // transaction's reports.
    const { rows, partitions } = await feedRowsOfBody(t, TRANSACTION_REPORTS - 1, clock.now());
    // A feed row per partition per transaction: at least three transactions.
    expect(rows).toBeGreaterThanOrEqual(3 * partitions);
  });
});

/**
 * Sends an NMEA body of `lines` reports timed from `at` and counts the feed rows its storing wrote,
 * and the partitions among them (kept apart from the feed, which the engine empties as it judges).
 */
async function feedRowsOfBody(app: TestApp, lines: number, at: number) {
  const db = app.app.services.store.db;
  await sql.raw('create temp table feed_rows_seen (partition integer)').execute(db);
  await sql
    .raw(`create temp trigger note_feed_row after insert on engine_feed
      begin insert into feed_rows_seen values (new.partition); end`)
    .execute(db);
  const response = await app.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    key: await app.key(['ingest:write']),
    payload: `${timedSentences(lines, at).join('\n')}\n`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ accepted: lines });
  const seen = await sql<{ rows: number; partitions: number }>`
    select count(*) as rows, count(distinct partition) as partitions from feed_rows_seen`.execute(db);
  const { rows, partitions } = seen.rows[0] ?? { rows: 0, partitions: 0 };
  return { rows: Number(rows), partitions: Number(partitions) };
}

/**
 * Sends a POST's head and the first `sendBytes` of a `length`-byte body (positions ending at
 * `endsAt`), then holds the connection.
 */
async function holdLargeBody(
  address: string,
  token: string,
  length: number,
  sendBytes: number,
  endsAt: number,
) {
  const url = new URL(address);
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.write(
    [
      'POST /v1/ingest/nmea HTTP/1.1',
      `Host: ${url.host}`,
      `Authorization: Bearer ${token}`,
      'Content-Type: text/plain',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n'),
  );
  const body = bigNmea(length, endsAt).padEnd(length, '\n');
  socket.write(body.slice(0, sendBytes));
  return {
    answer: () => answer,
    async finish(): Promise<string> {
      socket.write(body.slice(sendBytes));
      await new Promise<void>((resolve) => {
        const check = () => (/\r\n\r\n[\s\S]*}/.test(answer) ? resolve() : setTimeout(check, 50));
        check();
      });
      socket.destroy();
      return answer;
    },
  };
}

describe('large bodies in flight', () => {
  it('refuses one more past VIGIL_BODY_BUDGET_MB before reading it, 503 with Retry-After; small ones pass', async () => {
    t = await startApp({ env: { VIGIL_BODY_BUDGET_MB: '2' } });
    const address = await t.app.listen();
    const key = await t.key(['ingest:write']);
    // Each body's positions come after the one before's (a 1.5 MiB body spans 6 hours), so that none
    // is judged late: what this test is about is the budget, and positions that arrive late are
    // judged again more slowly (a 2 MiB body overlapping the one before took 54 s instead of 11 s).
    // Bodies over 1 MiB count against the budget; these are just over it, since storing them is
    // what the test costs.
    const hour = 3_600_000;
    const now = Date.now();
    const first = await holdLargeBody(address, key.token, 1.5 * MIB, MIB / 2, now - 20 * hour);

    // The first holds 1.5 MiB of the 2: a 1.25 MiB body is refused at once, unread.
    const second = post(`${address}/v1/ingest/nmea`, key.token, bigNmea(1.25 * MIB));
    const refused = await second.answered;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    const problem = JSON.parse(refused.body) as { code: string; detail: string };
    expect(problem.code).toBe('unavailable');
    expect(problem.detail).toContain('VIGIL_BODY_BUDGET_MB');

    // A body under 1 MiB never waits for the budget.
    const small = await post(`${address}/v1/ingest/nmea`, key.token, bigNmea(64 * 1024, now - 10 * hour))
      .answered;
    expect(small.status).toBe(200);

    // Once the first is stored, its bytes are free again.
    expect(await first.finish()).toMatch(/^HTTP\/1\.1 200/);
    const third = await post(`${address}/v1/ingest/nmea`, key.token, bigNmea(1.25 * MIB, now)).answered;
    expect(third.status).toBe(200);
  }, 300_000);
});
