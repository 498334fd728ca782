// A screening answered is a screening recorded, even if the service is killed the moment after:
// screenings are answered only once their audit records have committed (group commit, on SQLite in
// the writer thread, which leaves the log's checkpoints to the store's checkpoint thread). The
// service is killed with SIGKILL while screenings stream in; every screening answered before is in
// the store when it is opened again.

import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createFreshDatabase, TEST_DIALECT } from '../../stores.ts';
import {
  adminKeyOf,
  killChildren,
  removeTempDirs,
  request,
  startService,
  tempDir,
  within,
} from './child-service.ts';

/** Screenings answered before the kill: several hundred group commits' worth. */
const ANSWERED_BEFORE_KILL = 400;
const CONNECTIONS = 20;

afterEach(killChildren);
afterAll(removeTempDirs);

async function sqliteIds(file: string): Promise<Set<string>> {
  // Read/write: the first connection after the crash replays the write-ahead log's index.
  const db = new DatabaseSync(file);
  try {
    return new Set(
      db
        .prepare('SELECT id FROM screenings')
        .all()
        .map((row) => String(row.id)),
    );
  } finally {
    db.close();
  }
}

async function postgresIds(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>('SELECT id FROM screenings');
    return new Set(result.rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

describe(`screening audit records on ${TEST_DIALECT} across a crash`, () => {
  test('SIGKILL while screenings stream in: every screening answered is stored', async () => {
    const database = TEST_DIALECT === 'postgres' ? await createFreshDatabase() : undefined;
    try {
      const dataDir = tempDir();
      const env: Record<string, string> = {
        ...(database ? { DATABASE_URL: database.url } : { VIGIL_DATA_DIR: dataDir }),
        VIGIL_RATE_LIMIT: '100000000/60',
      };
      const service = await startService(env);
      const key = await adminKeyOf(service);

      const answered: string[] = [];
      let next = 0;
      let killed = false;
      let kill: () => void = () => {};
      const killedNow = new Promise<void>((resolve) => {
        kill = () => {
          killed = true;
          service.child.kill('SIGKILL');
          resolve();
        };
      });
      const screenOne = async () => {
        const address = `0x${(next++).toString(16).padStart(40, '0')}`;
        const response = await request(`${service.address}/v1/screen/wallet`, {
          method: 'POST',
          key,
          body: { chain: 'ethereum', address },
        });
        expect(response.status, response.body).toBe(200);
        answered.push((JSON.parse(response.body) as { id: string }).id);
        // Killed the moment an answer arrives: the records of the screenings answered beside it
        // must be stored already, not on their way.
        if (answered.length >= ANSWERED_BEFORE_KILL && !killed) kill();
      };
      // Each connection screens one address after another until the service is killed; its
      // request in flight then fails with the connection, and that screening was never answered.
      const streams = Array.from({ length: CONNECTIONS }, async () => {
        while (!killed) {
          try {
            await screenOne();
          } catch (error) {
            if (!killed) throw error;
          }
        }
      });
      await within(
        Promise.race([killedNow, Promise.all(streams)]),
        60_000,
        `${ANSWERED_BEFORE_KILL} screenings answered`,
      );
      await service.exited;
      await Promise.all(streams);

      const stored = database
        ? await postgresIds(database.url)
        : await sqliteIds(path.join(dataDir, 'vigil.db'));
      const missing = answered.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    } finally {
      await database?.drop();
    }
  }, 180_000);
});
