/**
 * The geofence benchmark's three-process run: three Vigil processes (`VIGIL_ROLE=all`) on one fresh
 * PostgreSQL database with NATS JetStream, sharing the engine's partitions, as a scaled-out
 * deployment runs. The rules are created through the first; once every process has them in force
 * and the partitions are spread, the clock starts, the batches go round-robin to the three (batch
 * i to process i mod 3, never more than three batches apart), and it stops when every position is
 * judged: the feed is empty and every partition's checkpoint stands at the last message of its
 * subject (the encounter partition's at the stream's last). Skipped, saying why, without
 * DATABASE_URL or NATS_URL.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type JetStreamManager, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { DEFAULT_PARTITIONS, streamName, subjectOf } from '../../src/geo/engine/index.ts';
import { cpuOf, createRules, seconds, sendBatch } from './geofence-calls.ts';
import { backendCpu, perPosition, statementStats, transactionsOf } from './geofence-pg-stats.ts';
import type { Fix, Zone } from './geofence-scene.ts';
import { countFromEnv } from './load.ts';
import { type ServerUnderTest, startServer } from './servers.ts';

const PROCESSES = 3;
/** How often the runner looks at the store and the stream while waiting for the judging to end. */
const POLL_MS = 100;
/** Longest wait for the other processes to have the rules in force and the partitions spread. */
const READY_TIMEOUT_MS = 120_000;
/** Longest wait, after the last batch, for everything to be judged. */
const SETTLE_TIMEOUT_MS = 600_000;

export type SharedRun = { measured: false; skipped: string } | ({ measured: true } & SharedFigures);

interface SharedFigures {
  processes: number;
  partitions: number;
  reorderWindowMs: number;
  rules: Awaited<ReturnType<typeof createRules>>['figures'];
  /** Seconds from the other processes' first look until they had every rule in force. */
  rulesEverywhereS: number;
  positions: number;
  positionsPerSecond: number;
  ingestS: number;
  judgedS: number;
  cpuMicrosPerPosition: number;
  cpuMicrosPerPositionByProcess: number[];
  zoneEvents: number;
  expectedEntries: number;
  eventsMatch: boolean;
  profileFiles?: string[];
  /** What PostgreSQL itself spent on the run's database over the span (geofence-pg-stats.ts). */
  postgres: PostgresFigures;
}

interface PostgresFigures {
  /** Its backends' CPU a position (null: the server's processes are not on this machine). */
  cpuMicrosPerPosition: number | null;
  backends: number | null;
  /**
   * Commits and rollbacks from the clock's start until the processes had stopped (their statistics
   * are sent as they end), the runner's own queries left out.
   */
  commits: number;
  rollbacks: number;
  /** With BENCH_GEOFENCE_STATEMENTS=n: the n statements that took most of its time, a position each. */
  statements?:
    | {
        statements: number;
        calls: number;
        execMicrosPerPosition: number;
        /** Times the server's statement table evicted entries (of any database) during the span. */
        evictions: number;
        planMicrosPerPosition: number;
        top: ReturnType<typeof perPosition>[];
      }
    | { skipped: string };
}

/** A fresh database on the server of `base`, dropped (connections and all) by `drop`. */
async function freshDatabase(base: string): Promise<{
  url: string;
  name: string;
  admin(statement: string): Promise<void>;
  drop(): Promise<void>;
}> {
  const name = `bench_geofence_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The runner's own looks at the run's database, left out of PostgreSQL's figures. */
const FEED_ROWS = 'SELECT count(*) AS n FROM engine_feed';
const CHECKPOINTS = 'SELECT partition, seq FROM engine_checkpoints WHERE partition >= $1';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function until(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline)
      throw new Error(`three-process run: ${what} within ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

export async function sharedRun(
  zones: readonly Zone[],
  batches: readonly Fix[][],
  expectedEntries: number,
  rulesInFlight: number,
  progress: (line: string) => void,
  /** When set, each process writes a CPU profile of the timed span into it. */
  profileDir?: string,
): Promise<SharedRun> {
  const base = process.env.DATABASE_URL;
  const natsUrl = process.env.NATS_URL;
  if (!base || !natsUrl)
    return {
      measured: false,
      skipped: `needs DATABASE_URL and NATS_URL (missing: ${[!base && 'DATABASE_URL', !natsUrl && 'NATS_URL'].filter(Boolean).join(', ')})`,
    };

  let nc: NatsConnection | undefined;
  let jsm: JetStreamManager;
  try {
    nc = await connect({ servers: natsUrl, name: 'vigil-bench' });
    jsm = await jetstreamManager(nc);
  } catch (error) {
    await nc?.close().catch(() => {});
    return { measured: false, skipped: `no NATS JetStream at ${natsUrl}: ${messageOf(error)}` };
  }
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  try {
    database = await freshDatabase(base);
  } catch (error) {
    await nc.close().catch(() => {});
    return { measured: false, skipped: `no fresh database on ${base}: ${messageOf(error)}` };
  }
  const stream = streamName(database.name);
  const client = new pg.Client({ connectionString: database.url });
  // The server's statistics are read through a connection of its own to the server's default
  // database, so that they do not count themselves among the run's.
  const watcher = new pg.Client({ connectionString: base });
  /** Reads the statements (BENCH_GEOFENCE_STATEMENTS) while the runner's client polls. */
  const reader = new pg.Client({ connectionString: database.url });
  /** Queries the runner sent to the run's database during the span: left out of its transactions. */
  let runnerQueries = 0;
  const top = countFromEnv('BENCH_GEOFENCE_STATEMENTS', 0, 0);
  const statements = top > 0 ? statementStats(database.admin, database.name) : undefined;
  let statementsSkipped: string | undefined;
  const servers: ServerUnderTest[] = [];
  let figures: Omit<SharedFigures, 'postgres'> | undefined;
  let postgres: Omit<PostgresFigures, 'commits' | 'rollbacks'> | undefined;
  let before: Awaited<ReturnType<typeof transactionsOf>> | undefined;
  let after: Awaited<ReturnType<typeof transactionsOf>> | undefined;
  try {
    await statements?.enable().catch((error) => {
      statementsSkipped = messageOf(error);
    });
    const env = { BENCH_GEOFENCE_STORE_URL: database.url, BENCH_GEOFENCE_NATS_URL: natsUrl };
    // One after another: the first migrates the fresh database.
    for (let i = 0; i < PROCESSES; i++) servers.push(await startServer('geofence-vigil.ts', { env }));
    await client.connect();
    await watcher.connect();
    if (statements) await reader.connect();
    const count = async (sql: string, values: unknown[] = []) => {
      runnerQueries += 1;
      return Number((await client.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);
    };
    const [first] = servers;
    if (!first) throw new Error('no server started');

    progress(`three processes: creating the zone rules through the first`);
    const rules = await createRules(first, zones, rulesInFlight);
    const everywhereFrom = performance.now();
    await until('not every process had the rules in force', READY_TIMEOUT_MS, async () => {
      const watched = await Promise.all(servers.map((s) => s.ask({ watching: rules.ids }, 60_000)));
      return watched.every((n) => n === rules.ids.length);
    });
    const rulesEverywhereS = seconds(everywhereFrom, performance.now());
    // Every partition (and the encounter partition) held, spread over the three.
    const partitions = DEFAULT_PARTITIONS;
    await until('the partitions were not spread over the three processes', READY_TIMEOUT_MS, async () => {
      const { rows } = await client.query<{ n: string }>(
        // The engines' lease sessions name themselves `vigil-engine:<scope>` (platform/partitions).
        `SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND a.datname = $1
            AND a.application_name LIKE 'vigil-engine:%'
          GROUP BY l.pid`,
        [database.name],
      );
      const held = rows.map((row) => Number(row.n));
      const total = held.reduce((a, b) => a + b, 0);
      return (
        held.length === PROCESSES &&
        total === partitions + 1 &&
        held.every((n) => n <= Math.ceil((partitions + 1) / PROCESSES))
      );
    });

    /** Everything stored has been relayed and judged: the feed is empty, the checkpoints caught up. */
    const judged = async (): Promise<boolean> => {
      if ((await count(FEED_ROWS)) > 0) return false;
      runnerQueries += 1;
      const { rows } = await client.query<{ partition: number; seq: string }>(CHECKPOINTS, [0]);
      const checkpoint = new Map(rows.map((row) => [row.partition, Number(row.seq)]));
      const last = (await jsm.streams.info(stream)).state.last_seq;
      if ((checkpoint.get(partitions) ?? 0) < last) return false;
      for (let p = 0; p < partitions; p++) {
        const message = await jsm.streams
          .getMessage(stream, { last_by_subj: subjectOf(database.name, p) })
          .catch(() => null);
        if (message && (checkpoint.get(p) ?? 0) < message.seq) return false;
      }
      return true;
    };

    progress(`three processes: ingesting the fixes round-robin`);
    if (profileDir) await Promise.all(servers.map((s) => s.ask({ profile: profileDir })));
    if (statements && statementsSkipped === undefined)
      await statements.start(reader).catch((error) => {
        statementsSkipped = messageOf(error);
      });
    const runnerPids = await Promise.all(
      [client, ...(statements ? [reader] : [])].map(
        async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0,
      ),
    );
    const backends = backendCpu(watcher, database.name, runnerPids);
    before = await transactionsOf(watcher, database.name);
    runnerQueries = 0;
    await backends.start();
    const cpuBefore = await cpuOf(servers);
    const started = performance.now();
    const sent: Promise<void>[] = [];
    for (let i = 0; i < batches.length; i++) {
      // At most PROCESSES batches in flight, consecutive ones, each to its own process.
      if (i >= PROCESSES) await sent[i - PROCESSES];
      const server = servers[i % PROCESSES];
      const batch = batches[i];
      if (!server || !batch) continue;
      const send = sendBatch(server, batch);
      send.catch(() => {});
      sent.push(send);
    }
    await Promise.all(sent);
    const ingested = performance.now();
    await until('the positions were not all judged', SETTLE_TIMEOUT_MS, judged);
    const ended = performance.now();
    const cpuAfter = await cpuOf(servers);
    const backendFigures = await backends.stop();
    const positions = batches.reduce((n, batch) => n + batch.length, 0);
    const table =
      statements && statementsSkipped === undefined
        ? await statements.stop(top, [FEED_ROWS, CHECKPOINTS])
        : undefined;
    const profileFiles = profileDir
      ? ((await Promise.all(servers.map((s) => s.ask('profileStop', 60_000)))) as string[])
      : undefined;
    const zoneEvents = await count(`SELECT count(*) AS n FROM outbox_events WHERE type = 'zone.entered'`);
    const perPositionOf = (micros: number) => Math.round((micros / positions) * 10) / 10;
    const byProcess = cpuAfter.map((after, i) => after - (cpuBefore[i] ?? 0));
    postgres = {
      cpuMicrosPerPosition: backendFigures ? perPositionOf(backendFigures.cpuMs * 1000) : null,
      backends: backendFigures?.backends ?? null,
      ...(statements
        ? {
            statements: table
              ? {
                  statements: table.statements,
                  calls: table.calls,
                  execMicrosPerPosition: perPositionOf(table.execMs * 1000),
                  planMicrosPerPosition: perPositionOf(table.planMs * 1000),
                  evictions: table.evictions,
                  top: table.top.map((s) => perPosition(s, positions)),
                }
              : { skipped: statementsSkipped ?? 'not read' },
          }
        : {}),
    };
    figures = {
      processes: PROCESSES,
      partitions,
      reorderWindowMs: Number(first.details.reorderWindowMs),
      rules: rules.figures,
      rulesEverywhereS,
      positions,
      positionsPerSecond: Math.round(positions / ((ended - started) / 1000)),
      ingestS: seconds(started, ingested),
      judgedS: seconds(started, ended),
      cpuMicrosPerPosition: perPositionOf(byProcess.reduce((a, b) => a + b, 0)),
      cpuMicrosPerPositionByProcess: byProcess.map(perPositionOf),
      zoneEvents,
      expectedEntries,
      eventsMatch: zoneEvents === expectedEntries,
      ...(profileFiles ? { profileFiles } : {}),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await client.end().catch(() => {});
    await reader.end().catch(() => {});
    // A backend sends its statistics as it ends: the transactions are read once every process and
    // the runner's connection have gone.
    if (figures) after = await transactionsOf(watcher, database.name).catch(() => undefined);
    await watcher.end().catch(() => {});
    // BENCH_GEOFENCE_KEEP=1 keeps the database and its stream to look into (which entries, which fixes).
    const keep = process.env.BENCH_GEOFENCE_KEEP === '1';
    if (keep) progress(`three processes: kept ${database.url} and stream ${stream}`);
    else await jsm.streams.delete(stream).catch(() => false);
    await nc.drain().catch(() => {});
    if (!keep) await database.drop();
  }
  if (!figures || !postgres) throw new Error('three-process run: no figures');
  return {
    measured: true,
    ...figures,
    postgres: {
      ...postgres,
      commits: before && after ? after.commits - before.commits - runnerQueries : 0,
      rollbacks: before && after ? after.rollbacks - before.rollbacks : 0,
    },
  };
}

/** The summary's line for PostgreSQL's part of the three-process run. */
export function postgresSummary(figures: PostgresFigures, positions: number): string {
  const cpu =
    figures.cpuMicrosPerPosition === null
      ? 'its CPU not readable here'
      : `${figures.cpuMicrosPerPosition} µs CPU a position (${figures.backends} backends)`;
  const table = figures.statements;
  const statements =
    table === undefined
      ? ''
      : 'skipped' in table
        ? `; statements not read (${table.skipped})`
        : `; statements ${table.execMicrosPerPosition} µs executing + ${table.planMicrosPerPosition} µs planning a position, ${Math.round((table.calls / positions) * 100) / 100} calls a position (${table.evictions} evictions of the server's table meanwhile); most: ${table.top
            .slice(0, 3)
            .map((s) => `${Math.round(s.share * 100)} % ${s.statement.slice(0, 60)}`)
            .join(' | ')}`;
  return `PostgreSQL for the three processes: ${cpu}; ${figures.commits.toLocaleString('en')} commits (${Math.round((figures.commits / positions) * 1000) / 1000} a position), ${figures.rollbacks} rollbacks${statements}`;
}
