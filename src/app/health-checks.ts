/**
 * What this process checks for readiness (`GET /v1/health/ready`) and what it reports as engine
 * metrics, both from the same readings: the store takes a write; the SQLite store's disk has room;
 * NATS is connected; the oldest position waiting to be judged is not far behind (engine lag); every
 * engine partition has a holder. Which checks apply depends on how the process runs: a disk check
 * only on SQLite, NATS only with NATS_URL, partitions only where several processes share a store.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { type EngineMonitor, feedBacklog } from '../geo/engine/index.ts';
import type { LateCounts } from '../geo/tracking/index.ts';
import { unheldPartitions } from '../platform/partitions/index.ts';
import { type CheckResult, probeStore } from '../platform/system/index.ts';
import type { EngineRuntime } from './engine-runtime.ts';
import type { Services } from './services.ts';

/**
 * How far behind the engine may fall beyond its reorder window (which every position waits by
 * design) before the process is not ready: a minute of positions not judged is a minute of alerts
 * not told.
 */
export const ENGINE_LAG_ALLOWANCE_MS = 60_000;
/**
 * How long a partition may go without a holder before it counts: a holder that dies is replaced
 * within a lease tick or two (a second each), so a few seconds unheld is a handover, not a fault.
 */
export const UNHELD_GRACE_MS = 10_000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** The counters the engines and the ingest report into; made before the engine starts. */
export function createEngineMonitor(registry: Registry): EngineMonitor & LateCounts {
  const judged = new Counter({
    name: 'vigil_engine_positions_judged_total',
    help: 'Positions the engines of this process judged.',
    registers: [registry],
  });
  const late = new Counter({
    name: 'vigil_positions_late_total',
    help: 'Positions judged after newer ones of their asset, from their time (judged="yes"), or stored and not judged, older than the late horizon (judged="no").',
    labelNames: ['judged'] as const,
    registers: [registry],
  });
  const reordered = new Counter({
    name: 'vigil_engine_positions_reordered_total',
    help: 'Positions that reached an engine after newer ones of their asset were judged, though the ingest had not seen them late (the stream reordered them: a broker outage, several relays): judged late from their time, and logged with the asset.',
    registers: [registry],
  });
  const leftOut = new Counter({
    name: 'vigil_late_findings_left_out_total',
    help: 'Findings (zone crossings a rule or site tells, silences, episodes) that judging positions late found and left out: they happened before their rule or site was made, and as far as Vigil knows the positions that show them were judged before it, so judging in order told them neither. Logged once a batch.',
    labelNames: ['finding'] as const,
    registers: [registry],
  });
  return {
    judged(count, lateCount) {
      judged.inc(count);
      if (lateCount > 0) late.inc({ judged: 'yes' }, lateCount);
    },
    unjudgedLate(count) {
      if (count > 0) late.inc({ judged: 'no' }, count);
    },
    leftOut(finding, count) {
      if (count > 0) leftOut.inc({ finding }, count);
    },
    reordered(count) {
      if (count > 0) {
        reordered.inc(count);
        late.inc({ judged: 'yes' }, count);
      }
    },
  };
}

/** Adds this process's readiness checks and its engine gauges. */
export function addHealthChecks(deps: {
  config: Config;
  services: Services;
  engine: EngineRuntime;
  registry: Registry;
}): void {
  const { config, services, engine, registry } = deps;
  const { store, clock, readiness } = services;

  /** Engine lag: since the oldest position stored and not yet judged (or relayed) was stored. */
  async function lag(): Promise<{ lagMs: number | undefined; rows: number }> {
    const backlog = await feedBacklog(store.db);
    const held = engine.engine?.status().oldestHeldAt;
    const oldest = [backlog.oldestStoredAt, held].filter((at) => at !== undefined);
    return {
      lagMs: oldest.length === 0 ? undefined : Math.max(0, clock.now() - Math.min(...oldest)),
      rows: backlog.rows,
    };
  }

  readiness.add({ name: 'store', run: () => probeStore(store, readiness.storeFailures, clock.now()) });

  const sqliteFile = store.sqliteFile;
  if (sqliteFile !== undefined) {
    const minimum = config.limits.diskFreeMinBytes;
    readiness.add({
      name: 'disk',
      async run(): Promise<CheckResult> {
        const fs = await statfs(path.dirname(sqliteFile));
        const free = fs.bavail * fs.bsize;
        const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
        return free >= minimum
          ? { status: 'ok', detail: `${mb(free)} free for the store`, free_bytes: free }
          : {
              status: 'failing',
              detail: `${mb(free)} free for the store, below VIGIL_DISK_FREE_MIN_MB (${mb(minimum)}): writes will soon fail`,
              free_bytes: free,
            };
      },
    });
  }

  const streams = engine.streams;
  if (streams !== undefined) {
    readiness.add({
      name: 'nats',
      run: async () =>
        streams.connected()
          ? { status: 'ok', detail: 'connected to NATS' }
          : {
              status: 'failing',
              detail: 'not connected to NATS (reconnecting): positions wait in the store to be relayed',
            },
    });
    new Gauge({
      name: 'vigil_nats_connected',
      help: '1 while this process is connected to NATS.',
      registers: [registry],
      collect() {
        this.set(streams.connected() ? 1 : 0);
      },
    });
  }

  // The engine check where this process judges or relays positions: an API process on SQLite
  // hands them to its own engine, which is this one.
  const limitMs = config.reorderWindowMs + ENGINE_LAG_ALLOWANCE_MS;
  readiness.add({
    name: 'engine',
    async run(): Promise<CheckResult> {
      const { lagMs, rows } = await lag();
      const waiting =
        rows === 0
          ? ''
          : `; ${rows === 1 ? '1 batch of positions waits' : `${rows} batches of positions wait`} in the feed`;
      if (lagMs === undefined) return { status: 'ok', detail: 'no position waits to be judged', lag_s: null };
      const status = lagMs > limitMs ? 'failing' : 'ok';
      return {
        status,
        detail: `the oldest position waiting to be judged was stored ${seconds(lagMs)} s ago${waiting}${
          status === 'failing'
            ? ` (more than ${seconds(limitMs)} s: the reorder window plus ${seconds(ENGINE_LAG_ALLOWANCE_MS)} s)`
            : ''
        }`,
        lag_s: seconds(lagMs),
      };
    },
  });
  new Gauge({
    name: 'vigil_engine_lag_seconds',
    help: 'Seconds since the oldest position stored and not yet judged was stored (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set(seconds((await lag().catch(() => ({ lagMs: undefined }))).lagMs ?? 0));
    },
  });

  const leases = engine.leases;
  if (leases !== undefined) {
    /** When each partition was first seen without a holder. */
    const unheldSince = new Map<number, number>();
    readiness.add({
      name: 'partitions',
      async run(): Promise<CheckResult> {
        const now = clock.now();
        const unheld = new Set(await unheldPartitions(store.db, leases.scope, leases.partitions));
        for (const partition of [...unheldSince.keys()])
          if (!unheld.has(partition)) unheldSince.delete(partition);
        for (const partition of unheld) if (!unheldSince.has(partition)) unheldSince.set(partition, now);
        const long = [...unheldSince].filter(([, since]) => now - since >= UNHELD_GRACE_MS).map(([p]) => p);
        const held = [...(engine.engine?.status().held ?? [])];
        const here = held.length === 0 ? 'this process holds none' : `this process holds ${held.join(', ')}`;
        return long.length === 0
          ? { status: 'ok', detail: `every partition has a holder; ${here}`, held, unheld: [] }
          : {
              status: 'failing',
              detail: `no process has held partition${long.length === 1 ? '' : 's'} ${long.sort((a, b) => a - b).join(', ')} for ${seconds(UNHELD_GRACE_MS)} s or more: their positions are not judged; ${here}`,
              held,
              unheld: long,
            };
      },
    });
    new Gauge({
      name: 'vigil_engine_partitions_held',
      help: 'Engine partitions this process holds.',
      registers: [registry],
      collect() {
        this.set(engine.engine?.status().held?.length ?? 0);
      },
    });
  }
}
