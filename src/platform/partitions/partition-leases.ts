/**
 * Which engine process owns which partition, held as PostgreSQL advisory locks on a connection of
 * the process's own: a partition belongs to exactly the session that holds its lock, and a process
 * that dies (its connection closes, `kill -9` included) lets go of all of them at once, so the
 * others take them over within one tick. No consensus of our own: PostgreSQL decides.
 *
 * The members are the sessions that announce themselves in `pg_stat_activity` (application_name
 * `vigil-engine:<scope>`); each tick a member aims at its fair share, ceil(partitions / members):
 * it takes free partitions while it has fewer and hands back the ones above it, so a process that
 * joins gets work within a few ticks. Locks are scoped (two-key form: the scope's hash, the
 * partition), so schemas that share a database (the tests' apps) never take each other's partitions.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** How often a member looks at its share. */
export const LEASE_TICK_MS = 1_000;

export interface PartitionLeaseEvents {
  /** The partition is now this process's: restore its state and start consuming. */
  acquired(partition: number): Promise<void>;
  /** The partition is about to be handed back (or was lost): stop consuming, let go of its state. */
  released(partition: number, why: 'rebalance' | 'stop' | 'lost'): Promise<void>;
}

export interface PartitionLeases {
  /** The partitions held now. */
  held(): readonly number[];
  /** Takes part: connects, and from now on holds its share. */
  start(): Promise<void>;
  /** Hands back every partition (each `released` first) and leaves. */
  stop(): Promise<void>;
  /** One look at the share now (what the timer does every LEASE_TICK_MS). */
  tick(): Promise<void>;
  /**
   * Hands one partition back at once (`released` first), for a member that can no longer handle it;
   * the next tick may take it again, with fresh state.
   */
  release(partition: number): Promise<void>;
}

export interface PartitionLeaseSettings {
  /** A PostgreSQL connection string of the store's database. */
  url: string;
  /** What the locks belong to: the store's schema or database, so that apps sharing a server stay apart. */
  scope: string;
  partitions: number;
  events: PartitionLeaseEvents;
  logger: { info(o: object, m: string): void; warn(o: object, m: string): void };
  /** The member's name in logs. */
  memberId: string;
}

/** The first key of every lock of `scope`: 31 bits of its hash. */
export function lockClass(scope: string): number {
  return createHash('sha256').update(`vigil-partitions:${scope}`).digest().readInt32BE(0);
}

export function createPartitionLeases(settings: PartitionLeaseSettings): PartitionLeases {
  const { partitions, events, logger, memberId } = settings;
  const classKey = lockClass(settings.scope);
  const applicationName = `vigil-engine:${settings.scope}`.slice(0, 63);
  const held = new Set<number>();
  /** Partitions being handed back by `release`, not to be taken again meanwhile. */
  const releasing = new Set<number>();
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: settings.url, application_name: applicationName });
    next.on('error', (error) => {
      logger.warn({ err: error, memberId }, 'partition lease connection failed: its partitions are lost');
      if (client === next) {
        client = undefined;
        void loseAll();
      }
    });
    await next.connect();
    return next;
  }

  /** Every lock went with the connection: stop every partition without unlocking anything. */
  async function loseAll(): Promise<void> {
    for (const partition of [...held]) {
      held.delete(partition);
      await events.released(partition, 'lost');
    }
  }

  async function members(db: pg.Client): Promise<number> {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return Math.max(1, Number(rows[0]?.n ?? 1));
  }

  /** The order this member tries free partitions in: from its own starting point, so members spread out. */
  function tryOrder(): number[] {
    const start = createHash('sha256').update(memberId).digest().readUInt32BE(0) % partitions;
    return Array.from({ length: partitions }, (_, i) => (start + i) % partitions);
  }

  async function once(): Promise<void> {
    if (stopped) return;
    client ??= await connect();
    const db = client;
    const share = Math.ceil(partitions / (await members(db)));
    // Above the share: hand back the newest partitions first, each stopped before it is unlocked.
    for (const partition of [...held].sort((a, b) => b - a).slice(0, Math.max(0, held.size - share))) {
      held.delete(partition);
      await events.released(partition, 'rebalance');
      await db.query('SELECT pg_advisory_unlock($1, $2)', [classKey, partition]);
      logger.info({ memberId, partition, share }, 'partition handed back');
    }
    if (held.size >= share) return;
    for (const partition of tryOrder()) {
      if (held.size >= share || stopped) break;
      if (held.has(partition) || releasing.has(partition)) continue;
      const { rows } = await db.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        classKey,
        partition,
      ]);
      if (!rows[0]?.locked) continue;
      held.add(partition);
      try {
        await events.acquired(partition);
        logger.info({ memberId, partition, share }, 'partition taken');
      } catch (error) {
        // It could not be started here: let another member have it.
        held.delete(partition);
        await db.query('SELECT pg_advisory_unlock($1, $2)', [classKey, partition]);
        logger.warn({ err: error, memberId, partition }, 'partition could not be started; handed back');
      }
    }
  }

  async function tick(): Promise<void> {
    ticking ??= once()
      .catch((error: unknown) => logger.warn({ err: error, memberId }, 'partition lease tick failed'))
      .finally(() => {
        ticking = undefined;
      });
    await ticking;
  }

  return {
    held: () => [...held].sort((a, b) => a - b),
    async start() {
      stopped = false;
      client = await connect();
      await tick();
      timer = setInterval(() => void tick(), LEASE_TICK_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
      const db = client;
      client = undefined;
      for (const partition of [...held]) {
        held.delete(partition);
        await events.released(partition, 'stop');
      }
      // Closing the session releases every lock it holds.
      await db?.end().catch(() => {});
    },
    tick,
    async release(partition) {
      // Between ticks, so the lock's connection is not in use by one, and kept from the next tick
      // until unlocked (a session takes a lock it holds again, without waiting).
      await ticking;
      if (!held.delete(partition)) return;
      releasing.add(partition);
      try {
        await events.released(partition, 'rebalance');
        await client?.query('SELECT pg_advisory_unlock($1, $2)', [classKey, partition]).catch(() => {});
        logger.info({ memberId, partition }, 'partition handed back');
      } finally {
        releasing.delete(partition);
      }
    },
  };
}
