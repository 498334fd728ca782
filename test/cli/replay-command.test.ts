// `vigil replay` as a user runs it: the real CLI against the real service in a child process,
// replaying the shared AIS and SBS recordings (read in place) and refusing bad keys and options.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminKeyOf,
  killChildren,
  removeTempDirs,
  request,
  type Service,
  startService,
  tempDir,
  within,
} from '../app/process/child-service.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Relative to the repository, where the CLI runs: the corpora are read in place, never copied.
const AIS_SAMPLE = '../shared/data/ais/gpsd/sample.aivdm';
const SBS_SAMPLE = '../shared/data/adsb/derived/riddle_ident_velocity.dump1090-mutability.sbs.csv';
const RUN_TIMEOUT_MS = 30_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function vigil(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.VIGIL_KEY === undefined) delete childEnv.VIGIL_KEY;
  const child = spawn(process.execPath, ['src/cli/vigil.ts', ...args], { cwd: ROOT, env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<Run>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
  return within(done, RUN_TIMEOUT_MS, `vigil ${args.join(' ')}`).finally(() => child.kill('SIGKILL'));
}

let service: Service;
let key = '';
beforeAll(async () => {
  service = await startService({ VIGIL_DATA_DIR: tempDir() });
  key = await adminKeyOf(service);
});
afterAll(() => {
  killChildren();
  removeTempDirs();
});

async function search(q: string) {
  const response = await request(`${service.address}/v1/assets/search?q=${encodeURIComponent(q)}`, { key });
  expect(response.status).toBe(200);
  return (
    JSON.parse(response.body) as {
      data: { name: string | null; identifiers: object; last_position: { at: string } | null }[];
    }
  ).data;
}

describe('vigil replay', () => {
  it('replays the gpsd AIS sample and reports its one bad line by the file’s line number', async () => {
    const run = await vigil(['replay', AIS_SAMPLE, '--url', service.address, '--key', key, '--speed', '0']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Replayed ${AIS_SAMPLE} (NMEA) to ${service.address}`);
    expect(run.stdout).toMatch(/lines read: +1121\n/);
    expect(run.stdout).toMatch(/lines sent: +119 \(1002 blank or comment lines skipped\)\n/);
    // Every line sent is counted once: 27 stored (positions and static facts, and the file's two
    // search-and-rescue aircraft reports, message 9, lines 469 and 488), 91 read but of messages
    // Vigil does not keep (base stations, binary and safety messages, …), 1 refused.
    expect(run.stdout).toMatch(/accepted: +27\n/);
    expect(run.stdout).toMatch(/duplicates: +0\n/);
    expect(run.stdout).toMatch(/ignored: +91 /);
    expect(run.stdout).toMatch(/pending: +0\n/);
    expect(run.stdout).toMatch(/rejected: +1\n/);
    expect(run.stdout).toContain('line 978: not an NMEA sentence');
    // Non-TTY stderr: no progress bar escapes, and a run this short prints no progress lines.
    expect(run.stderr).toBe('');

    const [vessel] = await search('351759000');
    expect(vessel?.name).toBe('EVER DIADEM');
  });

  it('replays an SBS recording with the key from VIGIL_KEY and the format guessed', async () => {
    const run = await vigil(
      ['replay', SBS_SAMPLE, '--url', service.address, '--speed', '0', '--time-zone', 'UTC'],
      {
        VIGIL_KEY: key,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('(SBS)');
    expect(run.stdout).toMatch(/lines sent: +9\n/);
    // The three idents are stored (the callsign); velocity without a position stores nothing.
    expect(run.stdout).toMatch(/accepted: +3\n/);
    expect(run.stdout).toMatch(/ignored: +6 /);
    const [aircraft] = await search('KLM1023');
    expect(aircraft?.identifiers).toMatchObject({ icao24: '4840d6' });
  });

  it('keeps a USCG archive’s receiver times, and with --as-live dates it by the moment it is sent', async () => {
    // libais typeexamples.nmea: 2012 receiver times after each checksum. MMSI 367033650 reports
    // (type 1) on line 2 at 2012-01-01T05:00:56Z.
    const archive = '../shared/data/ais/libais/typeexamples.nmea';
    const asRecorded = await vigil([
      'replay',
      archive,
      '--url',
      service.address,
      '--key',
      key,
      '--speed',
      '0',
    ]);
    expect(asRecorded.code, asRecorded.stderr).toBe(0);
    const [recorded] = await search('367033650');
    expect(recorded?.last_position?.at).toBe('2012-01-01T05:00:56.000Z');

    const before = Date.now();
    // Seven days of file at a million times real time: well under a second.
    const asLive = await vigil([
      'replay',
      archive,
      '--url',
      service.address,
      '--key',
      key,
      '--speed',
      '1000000',
      '--as-live',
    ]);
    expect(asLive.code, asLive.stderr).toBe(0);
    const [live] = await search('367033650');
    const at = Date.parse(live?.last_position?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('stops with exit code 1 and says to check the key when the service refuses it', async () => {
    const run = await vigil([
      'replay',
      AIS_SAMPLE,
      '--url',
      service.address,
      '--key',
      'vk_not_a_key',
      '--speed',
      '0',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/refused the key \(401.*check --key or VIGIL_KEY/);
    expect(run.stdout).toMatch(/lines sent: +0/);
  });

  it('refuses to start without a key, or with a bad option, with exit code 2', async () => {
    const noKey = await vigil(['replay', AIS_SAMPLE, '--url', service.address]);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('pass --key or set VIGIL_KEY');

    const badSpeed = await vigil(['replay', AIS_SAMPLE, '--key', key, '--speed', 'fast']);
    expect(badSpeed.code).toBe(2);
    expect(badSpeed.stderr).toContain('--speed must be 0');

    const asLiveAtOnce = await vigil(['replay', AIS_SAMPLE, '--key', key, '--speed', '0', '--as-live']);
    expect(asLiveAtOnce.code).toBe(2);
    expect(asLiveAtOnce.stderr).toContain('--as-live needs --speed above 0');

    const missing = await vigil(['replay', 'no-such-file.nmea', '--key', key]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot read 'no-such-file.nmea'");
  });
});
