/**
 * What PostgreSQL itself spends on the geofence benchmark's three-process run, beside the Vigil
 * processes' own CPU: the CPU of the backends connected to the run's database (read from /proc, so
 * only when the server runs on this machine), its transactions (`pg_stat_database`), and, with
 * `BENCH_GEOFENCE_STATEMENTS=n`, the n statements that cost it most (`pg_stat_statements`, which the
 * server must load: `scripts/services` does). The runner's own connections are left out of all three.
 */
import type pg from 'pg';
import { ownCpuMs } from './process-cpu.ts';

/** How often the backends' CPU is read: a backend that ends between two reads loses at most this. */
const SAMPLE_MS = 200;

/** Backend CPU of one database, summed from the first reading on (backends born since count whole). */
export function backendCpu(client: pg.Client, database: string, leaveOut: readonly number[] = []) {
  const baseline = new Map<number, number>();
  const latest = new Map<number, number>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let readable = false;
  async function sample(): Promise<void> {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND pid <> ALL($2::int[])',
      [database, leaveOut],
    );
    for (const { pid } of rows) {
      const ms = ownCpuMs(pid);
      if (ms > 0) readable = true;
      // A backend first seen after the first reading began in the span: all its CPU is the span's.
      if (!baseline.has(pid)) baseline.set(pid, started ? 0 : ms);
      latest.set(pid, ms);
    }
  }
  return {
    async start(): Promise<void> {
      await sample();
      started = true;
      timer = setInterval(() => void sample().catch(() => {}), SAMPLE_MS);
    },
    /** CPU ms of the database's backends since `start`; null when /proc could not tell (a remote server). */
    async stop(): Promise<{ cpuMs: number; backends: number } | null> {
      clearInterval(timer);
      await sample();
      if (!readable) return null;
      let cpuMs = 0;
      for (const [pid, ms] of latest) cpuMs += ms - (baseline.get(pid) ?? 0);
      return { cpuMs, backends: latest.size };
    },
  };
}

/** The database's commits and rollbacks so far (the server's statistics lag each backend by up to a second). */
export async function transactionsOf(client: pg.Client, database: string) {
  const { rows } = await client.query<{ commits: string; rollbacks: string }>(
    'SELECT xact_commit AS commits, xact_rollback AS rollbacks FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  return { commits: Number(rows[0]?.commits ?? 0), rollbacks: Number(rows[0]?.rollbacks ?? 0) };
}

export interface StatementFigures {
  /** The statement, its parameters' lists collapsed (`in ($…)`, `values (…), …`), so one shape is one row. */
  statement: string;
  calls: number;
  rows: number;
  /** Execution and planning, ms, over the span. */
  execMs: number;
  planMs: number;
  /** Of every statement's execution and planning time together. */
  share: number;
  sharedBlocksHit: number;
  sharedBlocksRead: number;
  sharedBlocksDirtied: number;
  walBytes: number;
}

/**
 * A list of parameters or of rows becomes one mark, so that `id in ($1, $2)` and `id in ($1, $2,
 * $3)` (two entries of pg_stat_statements) are one statement here.
 */
export function statementShape(query: string): string {
  return query
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/\(\$(?:, \$)+\)/g, '($…)')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1, …')
    .trim();
}

/** One statement's counters in pg_stat_statements, as read or as summed. */
interface Counters {
  calls: number;
  rows: number;
  exec: number;
  plan: number;
  hit: number;
  read: number;
  dirtied: number;
  wal: number;
}

const COUNTERS = ['calls', 'rows', 'exec', 'plan', 'hit', 'read', 'dirtied', 'wal'] as const;

/** How often the statements are read, so that one the server evicts (its table is shared) loses little. */
const STATEMENTS_SAMPLE_MS = 1_000;

/**
 * `pg_stat_statements` for one database: turned on (planning counted too) before its processes
 * connect, reset when the clock starts, read every second until it stops and summed by statement.
 * Its table is the server's (`pg_stat_statements.max` entries, 5,000 by default), shared with every
 * other database: a server busy with other work evicts the least used entries, counts and all, so a
 * single read at the end would miss what was evicted meanwhile; read every second, an entry loses
 * at most its last second. `enable` fails with the reason when the server has not loaded the module.
 */
export function statementStats(admin: (sql: string) => Promise<void>, database: string) {
  const summed = new Map<string, Counters>();
  const last = new Map<string, Counters>();
  const texts = new Map<string, string>();
  let client: pg.Client | undefined;
  let oid = 0;
  let deallocBefore = 0;
  let timer: NodeJS.Timeout | undefined;
  let samples = 0;
  let reading: Promise<void> = Promise.resolve();

  async function sample(withText: boolean): Promise<void> {
    if (!client) return;
    const { rows } = await client.query<
      { id: string; query: string | null } & Record<(typeof COUNTERS)[number], string>
    >(
      `SELECT queryid::text AS id, ${withText ? 'query' : 'NULL AS query'}, calls, rows,
              total_exec_time AS exec, total_plan_time AS plan, shared_blks_hit AS hit,
              shared_blks_read AS read, shared_blks_dirtied AS dirtied, wal_bytes AS wal
         FROM pg_stat_statements(${withText}) WHERE dbid = $1`,
      [oid],
    );
    for (const row of rows) {
      const now = Object.fromEntries(COUNTERS.map((k) => [k, Number(row[k])])) as unknown as Counters;
      const before = last.get(row.id);
      // Fewer calls than last time: evicted and made again since, so all it has is new.
      const fresh = before === undefined || now.calls < before.calls;
      const sum = summed.get(row.id) ?? {
        calls: 0,
        rows: 0,
        exec: 0,
        plan: 0,
        hit: 0,
        read: 0,
        dirtied: 0,
        wal: 0,
      };
      for (const k of COUNTERS) sum[k] += now[k] - (fresh ? 0 : (before?.[k] ?? 0));
      summed.set(row.id, sum);
      last.set(row.id, now);
      if (row.query !== null) texts.set(row.id, row.query);
    }
  }

  async function dealloc(): Promise<number> {
    const { rows } = (await client?.query<{ n: string }>(
      'SELECT dealloc AS n FROM pg_stat_statements_info',
    )) ?? {
      rows: [],
    };
    return Number(rows[0]?.n ?? 0);
  }

  return {
    /** Before any process connects: its sessions count planning time too. */
    async enable(): Promise<void> {
      await admin(`ALTER DATABASE ${database} SET pg_stat_statements.track_planning = on`);
    },
    /**
     * Resets the database's statements and reads them from now on, through `reader` (a connection
     * to the database of its own). The extension is made here, after the migrations, which would
     * otherwise meet its view.
     */
    async start(reader: pg.Client): Promise<void> {
      client = reader;
      await reader.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      oid = Number(
        (await reader.query<{ oid: string }>('SELECT oid FROM pg_database WHERE datname = $1', [database]))
          .rows[0]?.oid,
      );
      await reader.query('SELECT pg_stat_statements_reset(0, $1, 0)', [oid]);
      deallocBefore = await dealloc();
      timer = setInterval(() => {
        // Every fifth look reads the texts too (a file the server keeps beside the table).
        const withText = ++samples % 5 === 0;
        reading = reading.then(() => sample(withText)).catch(() => {});
      }, STATEMENTS_SAMPLE_MS);
    },
    /** The `top` statements by time, and the totals over all of them, leaving out `ignore`'s shapes. */
    async stop(top: number, ignore: readonly string[]) {
      clearInterval(timer);
      await reading;
      await sample(true);
      const evictions = (await dealloc()) - deallocBefore;
      const skipped = new Set(ignore.map(statementShape));
      const byShape = new Map<string, StatementFigures>();
      for (const [id, sum] of summed) {
        const text = texts.get(id);
        const statement =
          text === undefined ? `(statement ${id}: its text was evicted)` : statementShape(text);
        if (skipped.has(statement) || /pg_stat_statements/.test(statement)) continue;
        const figures = byShape.get(statement) ?? {
          statement,
          calls: 0,
          rows: 0,
          execMs: 0,
          planMs: 0,
          share: 0,
          sharedBlocksHit: 0,
          sharedBlocksRead: 0,
          sharedBlocksDirtied: 0,
          walBytes: 0,
        };
        figures.calls += sum.calls;
        figures.rows += sum.rows;
        figures.execMs += sum.exec;
        figures.planMs += sum.plan;
        figures.sharedBlocksHit += sum.hit;
        figures.sharedBlocksRead += sum.read;
        figures.sharedBlocksDirtied += sum.dirtied;
        figures.walBytes += sum.wal;
        byShape.set(statement, figures);
      }
      const all = [...byShape.values()];
      const totalMs = all.reduce((sum, s) => sum + s.execMs + s.planMs, 0);
      for (const s of all) s.share = totalMs > 0 ? (s.execMs + s.planMs) / totalMs : 0;
      all.sort((a, b) => b.execMs + b.planMs - (a.execMs + a.planMs));
      return {
        statements: all.length,
        calls: all.reduce((sum, s) => sum + s.calls, 0),
        execMs: all.reduce((sum, s) => sum + s.execMs, 0),
        planMs: all.reduce((sum, s) => sum + s.planMs, 0),
        /** Times the server's table was full and evicted its least used entries (of any database). */
        evictions,
        top: all.slice(0, top),
      };
    },
  };
}

/** The figures a position, rounded for reading: µs of time, calls, rows and blocks. */
export function perPosition(s: StatementFigures, positions: number) {
  const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
  return {
    statement: s.statement.length > 240 ? `${s.statement.slice(0, 240)}…` : s.statement,
    share: round(s.share, 3),
    execMicros: round((s.execMs * 1000) / positions),
    planMicros: round((s.planMs * 1000) / positions),
    calls: round(s.calls / positions, 4),
    rows: round(s.rows / positions, 3),
    blocksHit: round(s.sharedBlocksHit / positions),
    blocksDirtied: round(s.sharedBlocksDirtied / positions, 3),
    walBytes: round(s.walBytes / positions, 1),
    totalCalls: s.calls,
  };
}
