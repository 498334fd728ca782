/**
 * Readiness (`GET /v1/health/ready`): whether this process can do its work now, check by check,
 * each named, so that "degraded" says what is wrong. Liveness (`GET /v1/health`) only asks whether
 * the process serves and its store answers; readiness also asks whether the store takes writes,
 * the disk has room, NATS is connected, positions are judged without falling behind and every
 * engine partition has a holder. The composition root adds the checks that apply to how the
 * process runs (app/readiness-checks.ts).
 *
 * Every check has a time limit, so a store stuck behind a long transaction makes the answer say
 * "did not answer", not hang; requests that arrive while a report is being made share it.
 */

import { createStoreFailures, type StoreFailures } from './store-failures.ts';

export type CheckName = 'store' | 'disk' | 'nats' | 'engine' | 'partitions';

export interface CheckResult {
  status: 'ok' | 'failing';
  /** What was found, for a person: what is wrong when failing. */
  detail: string;
  /** disk: bytes free for the store's files. */
  free_bytes?: number;
  /** engine: seconds since the oldest position waiting to be judged was stored; null when none waits. */
  lag_s?: number | null;
  /** partitions: those this process holds. */
  held?: number[];
  /** partitions: those no process has held for a while. */
  unheld?: number[];
}

export interface ReadinessCheck {
  name: CheckName;
  run(): Promise<CheckResult>;
}

export interface ReadinessReport {
  status: 'ready' | 'degraded';
  /** The checks that fail, in the order they were added. */
  failing: CheckName[];
  checks: Partial<Record<CheckName, CheckResult>>;
}

export interface Readiness {
  add(check: ReadinessCheck): void;
  report(): Promise<ReadinessReport>;
  /** Writes that failed for the store's sake (a full disk, a lost connection): the store check counts them. */
  storeFailures: StoreFailures;
}

/**
 * How long one check may take. A load balancer's probe usually waits a few seconds; a store that
 * cannot answer a one-row write in two is not ready to serve.
 */
export const CHECK_TIMEOUT_MS = 2_000;

async function runWithin(check: ReadinessCheck, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'failing', detail: `the ${check.name} check did not answer within ${ms} ms` }),
      ms,
    );
  });
  try {
    return await Promise.race([
      check.run().catch((error: unknown) => ({
        status: 'failing' as const,
        detail: error instanceof Error ? error.message : String(error),
      })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(options: { timeoutMs?: number } = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const checks: ReadinessCheck[] = [];
  let running: Promise<ReadinessReport> | undefined;

  async function run(): Promise<ReadinessReport> {
    const results = await Promise.all(checks.map((check) => runWithin(check, timeoutMs)));
    const report: ReadinessReport = { status: 'ready', failing: [], checks: {} };
    checks.forEach((check, i) => {
      const result = results[i];
      if (result === undefined) return;
      report.checks[check.name] = result;
      if (result.status === 'failing') report.failing.push(check.name);
    });
    if (report.failing.length > 0) report.status = 'degraded';
    return report;
  }

  return {
    add(check) {
      if (checks.some((known) => known.name === check.name))
        throw new Error(`readiness check '${check.name}' added twice`);
      checks.push(check);
    },
    report() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    storeFailures: createStoreFailures(),
  };
}
