// The PKCS#11 settings (VIGIL_PKCS11_*) as loadConfig reads them: what is required with a module,
// the PIN from a file, and a clear refusal of each incomplete or contradictory combination.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { ConfigError } from '../../../src/lib/config-error.ts';

const CWD = path.resolve('/srv/vigil');
const BASE = {
  VIGIL_PKCS11_MODULE: '/usr/lib/softhsm/libsofthsm2.so',
  VIGIL_PKCS11_TOKEN_LABEL: 'vigil',
  VIGIL_PKCS11_PIN: '1234',
  VIGIL_PKCS11_KEY_LABEL: 'signing-1',
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('VIGIL_PKCS11_*', () => {
  test('no module: no HSM signing', () => {
    expect(loadConfig({}, CWD).pkcs11).toBeUndefined();
  });

  test('a module with a token label, a PIN and a key label', () => {
    expect(loadConfig(BASE, CWD).pkcs11).toEqual({
      modulePath: '/usr/lib/softhsm/libsofthsm2.so',
      token: { label: 'vigil' },
      pin: '1234',
      keyLabel: 'signing-1',
    });
  });

  test('a slot instead of a token label; a relative module path resolved against the working directory', () => {
    const { VIGIL_PKCS11_TOKEN_LABEL: _label, ...rest } = BASE;
    expect(
      loadConfig({ ...rest, VIGIL_PKCS11_SLOT: '1297116651', VIGIL_PKCS11_MODULE: 'lib/hsm.so' }, CWD).pkcs11,
    ).toMatchObject({
      modulePath: path.join(CWD, 'lib/hsm.so'),
      token: { slot: 1297116651n },
    });
  });

  test('the PIN from a file, without its final newline', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vigil-pin-'));
    writeFileSync(path.join(dir, 'pin'), '98 76\n');
    const { VIGIL_PKCS11_PIN: _pin, ...rest } = BASE;
    expect(loadConfig({ ...rest, VIGIL_PKCS11_PIN_FILE: path.join(dir, 'pin') }, CWD).pkcs11?.pin).toBe(
      '98 76',
    );
    writeFileSync(path.join(dir, 'empty'), '\n');
    expect(problemsOf({ ...rest, VIGIL_PKCS11_PIN_FILE: path.join(dir, 'empty') })).toContain(
      'VIGIL_PKCS11_PIN_FILE: ',
    );
    expect(problemsOf({ ...rest, VIGIL_PKCS11_PIN_FILE: path.join(dir, 'absent') })).toMatch(
      /VIGIL_PKCS11_PIN_FILE: cannot read .*ENOENT/,
    );
  });

  test.each([
    [{ ...BASE, VIGIL_PKCS11_KEY_LABEL: '' }, 'VIGIL_PKCS11_MODULE needs VIGIL_PKCS11_KEY_LABEL'],
    [{ ...BASE, VIGIL_PKCS11_TOKEN_LABEL: '' }, 'VIGIL_PKCS11_MODULE needs the token'],
    [
      { ...BASE, VIGIL_PKCS11_SLOT: '1' },
      'set one of VIGIL_PKCS11_SLOT and VIGIL_PKCS11_TOKEN_LABEL, not both',
    ],
    [
      { ...BASE, VIGIL_PKCS11_TOKEN_LABEL: '', VIGIL_PKCS11_SLOT: 'one' },
      "VIGIL_PKCS11_SLOT must be a slot id (a whole number), got 'one'",
    ],
    [{ ...BASE, VIGIL_PKCS11_PIN: '' }, 'VIGIL_PKCS11_MODULE needs the user PIN'],
    [
      { ...BASE, VIGIL_PKCS11_PIN_FILE: '/run/secrets/pin' },
      'set one of VIGIL_PKCS11_PIN and VIGIL_PKCS11_PIN_FILE, not both',
    ],
    [
      { VIGIL_PKCS11_KEY_LABEL: 'k', VIGIL_PKCS11_PIN: '1' },
      'VIGIL_PKCS11_PIN, VIGIL_PKCS11_KEY_LABEL set but VIGIL_PKCS11_MODULE is not',
    ],
  ])('refuses %o', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });
});
