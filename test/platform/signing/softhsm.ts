/**
 * SoftHSM2 for the HSM tests, set up by the tests themselves: a module found on the machine, or
 * Debian's `libsofthsm2` fetched once with `apt-get download` and unpacked (no root needed for that,
 * nor any install) into node_modules/.cache; then a token of the test's own in a temporary dir,
 * initialised and given keys through PKCS#11 by `softhsm-admin.ts`, as an operator would.
 *
 * When no module can be had (no network, no apt) or the PKCS#11 binding was not built, the HSM
 * tests fail, saying why and how to fix it: HSM signing must not go untested unnoticed. A machine
 * that cannot run them on purpose sets VIGIL_TEST_SKIP_HSM=1, and they are skipped by name.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadPkcs11Binding } from '../../../src/platform/signing/pkcs11-binding.ts';
import type { AdminCommand } from './softhsm-admin.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'vigil-softhsm2');
const ADMIN_SCRIPT = fileURLToPath(new URL('./softhsm-admin.ts', import.meta.url));
/** Where distributions put the module (Debian, Fedora, Homebrew). */
const SYSTEM_MODULES = [
  '/usr/lib/softhsm/libsofthsm2.so',
  '/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so',
  '/usr/lib/aarch64-linux-gnu/softhsm/libsofthsm2.so',
  '/usr/lib64/pkcs11/libsofthsm2.so',
  '/usr/local/lib/softhsm/libsofthsm2.so',
  '/opt/homebrew/lib/softhsm/libsofthsm2.so',
];

export const SKIP_HSM = process.env.VIGIL_TEST_SKIP_HSM === '1';

export type SoftHsm = { module: string; source: string } | { unavailable: string };

let obtained: Promise<SoftHsm> | undefined;

/** The SoftHSM2 module and a working binding, or why there is none; looked for once per process. */
export function obtainSoftHsm(): Promise<SoftHsm> {
  obtained ??= find();
  return obtained;
}

async function find(): Promise<SoftHsm> {
  try {
    await loadPkcs11Binding();
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const configured = process.env.VIGIL_TEST_SOFTHSM2_MODULE;
  if (configured) return { module: configured, source: 'VIGIL_TEST_SOFTHSM2_MODULE' };
  const system = SYSTEM_MODULES.find((file) => existsSync(file));
  if (system) return { module: system, source: 'the system' };
  const cached = moduleIn(path.join(CACHE, 'root'));
  if (cached) return { module: cached, source: 'the cache' };
  try {
    return { module: await download(), source: "Debian's libsofthsm2, downloaded" };
  } catch (error) {
    return {
      unavailable:
        `SoftHSM2 is not installed and could not be downloaded: ${error instanceof Error ? error.message : String(error)}. ` +
        'Install it (Debian: apt-get install softhsm2), or point VIGIL_TEST_SOFTHSM2_MODULE at libsofthsm2.so.',
    };
  }
}

function moduleIn(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const found = entries.find((entry) => path.basename(entry) === 'libsofthsm2.so');
  return found ? path.join(dir, found) : undefined;
}

/** `apt-get download` + `dpkg-deb -x`; safe when two test files do it at once (rename is atomic). */
async function download(): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, 'download-'));
  try {
    const fetch = () => run('apt-get', ['download', 'libsofthsm2'], { cwd: work, timeout: 120_000 });
    try {
      await fetch();
    } catch (error) {
      // A fresh machine has no package lists yet; as root, fetch them once and try again.
      if (process.getuid?.() !== 0) throw error;
      await run('apt-get', ['update'], { timeout: 300_000 });
      await fetch();
    }
    const deb = readdirSync(work).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error('apt-get download left no .deb');
    await run('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'root')], { timeout: 60_000 });
    try {
      renameSync(path.join(work, 'root'), path.join(CACHE, 'root'));
    } catch {
      // Another test file unpacked it first: theirs is as good.
    }
    const module = moduleIn(path.join(CACHE, 'root'));
    if (!module) throw new Error('the libsofthsm2 package holds no libsofthsm2.so');
    return module;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The message an HSM test fails with when SoftHSM2 cannot be had. */
export function unavailableMessage(reason: string): string {
  return `HSM signing cannot be tested on this machine: ${reason} (set VIGIL_TEST_SKIP_HSM=1 to skip these tests knowingly)`;
}

export interface Token {
  module: string;
  label: string;
  pin: string;
  /** Vigil's settings for this token and a key of it. */
  env(keyLabel: string): Record<string, string>;
  /** Generates a key pair in the token; returns the public point the token reports (hex). */
  generate(
    keyLabel: string,
    type: 'ed25519' | 'p256',
    options?: { keepPublic?: boolean },
  ): Promise<{ ecPoint: string; extracted: boolean }>;
  destroy(keyLabel: string): Promise<void>;
  dispose(): void;
}

const SO_PIN = '87654321';

/**
 * A new token in a token directory of its own. SoftHSM reads SOFTHSM2_CONF when the module is
 * initialised, so it is set for this process (and the services it starts) too.
 */
export async function createToken(module: string, label: string, pin = '1234'): Promise<Token> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-softhsm-'));
  mkdirSync(path.join(dir, 'tokens'));
  const conf = path.join(dir, 'softhsm2.conf');
  writeFileSync(
    conf,
    [
      `directories.tokendir = ${path.join(dir, 'tokens')}`,
      'objectstore.backend = file',
      'log.level = ERROR',
      '',
    ].join('\n'),
  );
  process.env.SOFTHSM2_CONF = conf;
  const admin = async (command: AdminCommand): Promise<unknown> => {
    const { stdout } = await run(process.execPath, [ADMIN_SCRIPT, JSON.stringify(command)], {
      env: { ...process.env, SOFTHSM2_CONF: conf },
      timeout: 30_000,
    });
    return JSON.parse(stdout);
  };
  await admin({ command: 'init-token', module, label, soPin: SO_PIN, userPin: pin });
  return {
    module,
    label,
    pin,
    env: (keyLabel) => ({
      VIGIL_PKCS11_MODULE: module,
      VIGIL_PKCS11_TOKEN_LABEL: label,
      VIGIL_PKCS11_PIN: pin,
      VIGIL_PKCS11_KEY_LABEL: keyLabel,
    }),
    generate: async (keyLabel, type, options = {}) =>
      (await admin({
        command: 'generate',
        module,
        token: label,
        userPin: pin,
        keyLabel,
        type,
        ...options,
      })) as {
        ecPoint: string;
        extracted: boolean;
      },
    destroy: async (keyLabel) => {
      await admin({ command: 'destroy', module, token: label, userPin: pin, keyLabel });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
