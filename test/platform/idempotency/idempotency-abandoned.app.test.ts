// An Idempotency-Key left "in flight" by a process that is gone is released, so the retry runs: at
// once when that process was on this host (its pid has exited, or this pid is a later start of it),
// and once its lease runs out when it was elsewhere; a claim whose process is alive and renewing
// its lease keeps answering 409.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import {
  createIdempotencyService,
  IN_FLIGHT_LEASE_MS,
  type ProcessIdentity,
  thisProcess,
} from '../../../src/platform/idempotency/idempotency-service.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  t = await startApp();
  clock = t.clock as ManualClock;
});
afterAll(async () => {
  await t?.close();
});

/** The pid of a process that has just exited. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Another process's idempotency service on the same store. */
function elsewhere(identity: Partial<ProcessIdentity>) {
  return createIdempotencyService({
    store: t.app.services.store,
    clock,
    process: { ...thisProcess, nonce: 'other', ...identity },
  });
}

let counter = 0;
/** The admin key's record of `key`. */
const idOf = (key: string) => ({ workspaceId: t.admin.workspaceId, credential: t.admin.keyId, key });
/** Claims a fresh key as `holder`; returns a claim of the same key by this app's process. */
async function heldBy(holder: ReturnType<typeof elsewhere>) {
  const key = `held-${++counter}`;
  expect((await holder.claim(idOf(key), 'fp')).kind).toBe('claimed');
  return () => t.app.services.idempotency.claim(idOf(key), 'fp');
}

describe('an in-flight Idempotency-Key whose process is gone', () => {
  it('is released at once when its process on this host has exited', async () => {
    const retry = await heldBy(elsewhere({ pid: exitedPid() }));
    expect((await retry()).kind).toBe('claimed');
  });

  it('is released at once when it was taken by an earlier start of this very pid', async () => {
    const retry = await heldBy(elsewhere({ pid: process.pid, nonce: 'earlier-start' }));
    expect((await retry()).kind).toBe('claimed');
  });

  it('waits for the lease when its process was on another host, then is released', async () => {
    const retry = await heldBy(elsewhere({ host: 'other-host', pid: 4242 }));
    await expect(retry()).rejects.toMatchObject({ code: 'conflict' });
    clock.advance(IN_FLIGHT_LEASE_MS - 1);
    await expect(retry()).rejects.toMatchObject({ code: 'conflict' });
    clock.advance(1);
    expect((await retry()).kind).toBe('claimed');
  });

  it('is kept while its process, alive, renews the lease', async () => {
    const holder = elsewhere({ host: 'other-host', pid: 4243 });
    const retry = await heldBy(holder);
    for (let i = 0; i < 5; i++) {
      clock.advance(IN_FLIGHT_LEASE_MS / 3);
      await holder.renewLeases();
      await expect(retry()).rejects.toMatchObject({ code: 'conflict' });
    }
  });

  it('keeps a live process on this host in flight: its pid is running', async () => {
    const retry = await heldBy(elsewhere({ pid: process.ppid }));
    await expect(retry()).rejects.toMatchObject({ code: 'conflict' });
  });

  it('does not let the released holder overwrite the retry’s answer when it finishes late', async () => {
    const holder = elsewhere({ host: 'other-host', pid: 4244 });
    const key = `late-${++counter}`;
    await holder.claim(idOf(key), 'fp');
    clock.advance(IN_FLIGHT_LEASE_MS);
    const mine = t.app.services.idempotency;
    expect((await mine.claim(idOf(key), 'fp')).kind).toBe('claimed');
    await mine.complete(idOf(key), { statusCode: 201, headers: {}, body: 'retry' });
    await holder.complete(idOf(key), { statusCode: 201, headers: {}, body: 'late' });
    const replay = await mine.claim(idOf(key), 'fp');
    expect(replay).toEqual({ kind: 'replay', response: { statusCode: 201, headers: {}, body: 'retry' } });
  });
});
