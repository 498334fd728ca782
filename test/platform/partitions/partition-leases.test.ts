// Partition ownership as PostgreSQL advisory locks: members share the partitions fairly and never
// twice, a member that joins gets its share, and when a member's session dies the others take its
// partitions over.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPartitionLeases, type PartitionLeases } from '../../../src/platform/partitions/index.ts';

const url = process.env.DATABASE_URL;
const quiet = { info: () => {}, warn: () => {} };

describe.skipIf(!url)('partition leases on PostgreSQL', () => {
  const started: PartitionLeases[] = [];
  afterEach(async () => {
    for (const member of started.splice(0)) await member.stop();
  });

  /** A member of `scope` that records what it was told. */
  function member(scope: string, partitions: number, name: string) {
    const log: string[] = [];
    const leases = createPartitionLeases({
      url: url ?? '',
      scope,
      partitions,
      memberId: name,
      logger: quiet,
      events: {
        acquired: async (p) => void log.push(`+${p}`),
        released: async (p, why) => void log.push(`-${p}:${why}`),
      },
    });
    started.push(leases);
    return { leases, log };
  }

  async function settle(members: PartitionLeases[], rounds = 4): Promise<void> {
    for (let i = 0; i < rounds; i++) for (const m of members) await m.tick();
  }

  function expectPartitioned(members: PartitionLeases[], partitions: number): void {
    const all = members.flatMap((m) => m.held());
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: partitions }, (_, i) => i));
  }

  it('shares the partitions fairly among members, each held once', async () => {
    const scope = `test-${randomUUID()}`;
    const members = [member(scope, 8, 'a'), member(scope, 8, 'b'), member(scope, 8, 'c')].map(
      (m) => m.leases,
    );
    for (const m of members) await m.start();
    await settle(members);
    expectPartitioned(members, 8);
    for (const m of members) expect(m.held().length).toBeLessThanOrEqual(3);
  });

  it('gives a member that joins its share, handed back by the others first', async () => {
    const scope = `test-${randomUUID()}`;
    const a = member(scope, 6, 'a');
    await a.leases.start();
    await settle([a.leases]);
    expect(a.leases.held()).toHaveLength(6);
    const b = member(scope, 6, 'b');
    await b.leases.start();
    await settle([a.leases, b.leases]);
    expectPartitioned([a.leases, b.leases], 6);
    expect(a.leases.held()).toHaveLength(3);
    expect(b.leases.held()).toHaveLength(3);
    expect(a.log.filter((line) => line.endsWith(':rebalance'))).toHaveLength(3);
  });

  it('lets the others take over the partitions of a member whose session dies', async () => {
    const scope = `test-${randomUUID()}`;
    const members = [member(scope, 6, 'a'), member(scope, 6, 'b'), member(scope, 6, 'c')];
    for (const m of members) await m.leases.start();
    await settle(members.map((m) => m.leases));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY pid LIMIT 1',
        [`vigil-engine:${scope}`],
      );
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const dead = members.find((m) => m.leases.held().length === 0 && m.log.some((l) => l.endsWith(':lost')));
    expect(dead).toBeDefined();
    const alive = members.filter((m) => m !== dead).map((m) => m.leases);
    await settle(alive);
    expectPartitioned(alive, 6);
  });

  it('keeps two scopes on one database apart', async () => {
    const one = member(`test-${randomUUID()}`, 4, 'one');
    const two = member(`test-${randomUUID()}`, 4, 'two');
    await one.leases.start();
    await two.leases.start();
    await settle([one.leases, two.leases]);
    expect(one.leases.held()).toEqual([0, 1, 2, 3]);
    expect(two.leases.held()).toEqual([0, 1, 2, 3]);
  });
});
