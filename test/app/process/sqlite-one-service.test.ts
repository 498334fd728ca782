// One service per SQLite store: a second `vigil serve` on the same data directory is refused at
// start with a message naming the first, which carries on; the `vigil` commands still open the
// store beside it; and the lock goes with the process, even one killed with SIGKILL.
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { runVigil } from '../../cli/cli-runs.ts';
import { IN_POSTGRES_PASS } from '../../stores.ts';
import {
  adminKeyOf,
  killChildren,
  removeTempDirs,
  request,
  runToExit,
  startService,
  stopService,
  tempDir,
  within,
} from './child-service.ts';

afterEach(killChildren);
afterAll(removeTempDirs);

// About SQLite itself: the PostgreSQL pass skips it (IN_POSTGRES_PASS, test/stores.ts).
describe.skipIf(IN_POSTGRES_PASS)('a second service on one SQLite store', () => {
  test('is refused with a message naming the first, which keeps serving', async () => {
    const dataDir = tempDir();
    const first = await startService({ VIGIL_DATA_DIR: dataDir });
    const key = await adminKeyOf(first);

    const second = await runToExit({ VIGIL_DATA_DIR: dataDir });
    expect(second.code, second.stderr).toBe(2);
    expect(second.stderr).toContain('another Vigil service is already running on the SQLite store');
    expect(second.stderr).toContain(`process ${first.child.pid} `);
    // It stopped before touching the store: no key printed, nothing listening.
    expect(second.stdout).not.toContain('vigil listening');

    // The commands that open the store still do, beside the running service.
    const made = await runVigil(
      ['keys', 'create', '--workspace', 'ops', '--scopes', 'sites:read', '--json'],
      {
        env: { VIGIL_DATA_DIR: dataDir },
      },
      undefined,
      { newStore: false },
    );
    expect(made.code, made.stderr).toBe(0);
    const listed = await request(`${first.address}/v1/keys`, { key });
    expect(listed.status).toBe(200);
    expect(await stopService(first)).toEqual({ code: 0, signal: null });

    // Stopped cleanly, it lets the next one start.
    const next = await startService({ VIGIL_DATA_DIR: dataDir });
    expect(await stopService(next)).toEqual({ code: 0, signal: null });
  }, 180_000);

  test('a service killed with SIGKILL leaves no lock behind', async () => {
    const dataDir = tempDir();
    const first = await startService({ VIGIL_DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await within(first.exited, 10_000, 'the killed service to exit');
    const next = await startService({ VIGIL_DATA_DIR: dataDir });
    expect((await request(`${next.address}/v1/health`)).status).toBe(200);
    expect(await stopService(next)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
