/**
 * The real Vigil app in the benchmark's own process, for measuring its background work rather than
 * its HTTP: `buildApp` with the worker stopped, on a fresh SQLite store in a temporary directory
 * (removed on close, or on exit when a run is cut short), with one workspace per endpoint, each
 * endpoint a path on the receiver. Separate workspaces let every event take the ordinary fan-out
 * (subscription lookup and all) to exactly one endpoint, so N events are N deliveries, spread evenly.
 */
import { sql } from 'kysely';
import type { VigilApp } from '../../src/app/app.ts';
import { openBenchApp } from './bench-app.ts';

export interface WebhookApp {
  app: VigilApp;
  /** One workspace per endpoint, and the endpoint's path on the receiver. */
  targets: { workspaceId: string; path: string }[];
  /** Publishes one `report.completed` in each workspace named, all in one transaction; returns the event ids. */
  publish(workspaceIds: string[]): Promise<string[]>;
  /** Jobs by status and the latest error, for saying why deliveries did not arrive. */
  describeQueue(): Promise<string>;
  /** Jobs left in the queue; a succeeded job leaves it, so 0 means every delivery is recorded. */
  jobsLeft(): Promise<number>;
  /** Deliveries by status, and attempts made in all (more than deliveries means retries). */
  deliveryOutcomes(): Promise<{ byStatus: Record<string, number>; attempts: number }>;
  close(): Promise<void>;
}

export async function openWebhookApp(options: {
  receiverUrl: string;
  endpoints: number;
  logLevel: string;
}): Promise<WebhookApp> {
  // The receiver listens on loopback, which webhooks may not reach unless allowed.
  const bench = await openBenchApp({
    logLevel: options.logLevel,
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
  });
  const { app } = bench;

  const targets: WebhookApp['targets'] = [];
  try {
    for (let i = 0; i < options.endpoints; i++) {
      const { workspace } = await app.services.workspaces.ensure(`bench-${i}`);
      const path = `/hooks/${i}`;
      await app.services.webhooks.endpoints.create(workspace.id, {
        url: `${options.receiverUrl}${path}`,
        events: ['*'],
      });
      targets.push({ workspaceId: workspace.id, path });
    }
  } catch (error) {
    await bench.close();
    throw error;
  }

  const { db } = app.services.store;
  let published = 0;
  return {
    app,
    targets,
    publish: (ids) =>
      db.transaction().execute(async (tx) => {
        const eventIds: string[] = [];
        for (const workspaceId of ids) {
          const data = { report_id: `rpt_bench_${++published}`, status: 'completed' as const, error: null };
          const event = await app.services.outbox.publish(tx, workspaceId, 'report.completed', data);
          eventIds.push(event.id);
        }
        return eventIds;
      }),
    async describeQueue() {
      const rows = await db
        .selectFrom('jobs')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.max('last_error').as('error'),
        ])
        .groupBy('status')
        .execute();
      if (rows.length === 0) return 'no jobs left in the queue';
      return rows
        .map((row) => `${row.count} ${row.status}${row.error ? ` (e.g. ${row.error})` : ''}`)
        .join(', ');
    },
    async jobsLeft() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async deliveryOutcomes() {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          // SQLite's JSON: every delivery keeps its attempts as a JSON array.
          sql<number>`sum(json_array_length(attempts))`.as('attempts'),
        ])
        .groupBy('status')
        .execute();
      return {
        byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])),
        attempts: rows.reduce((sum, row) => sum + Number(row.attempts), 0),
      };
    },
    close: () => bench.close(),
  };
}
