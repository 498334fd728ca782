/**
 * The PKCS#11 settings of HSM-backed signing, read from the environment by `config.ts`: which
 * module to load, which token (by slot id or label), the user PIN (inline or from a file) and the
 * label of the signing key. Nothing here talks to the module; `pkcs11-signer.ts` does, at start.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Pkcs11Settings {
  /** Absolute path of the PKCS#11 module (a shared library such as `libsofthsm2.so`). */
  modulePath: string;
  /** The token: the slot it sits in, or its label. */
  token: { slot: bigint } | { label: string };
  pin: string;
  /** `CKA_LABEL` of the private key (and of its public key, when the token keeps one). */
  keyLabel: string;
}

const NAMES = [
  'VIGIL_PKCS11_MODULE',
  'VIGIL_PKCS11_SLOT',
  'VIGIL_PKCS11_TOKEN_LABEL',
  'VIGIL_PKCS11_PIN',
  'VIGIL_PKCS11_PIN_FILE',
  'VIGIL_PKCS11_KEY_LABEL',
] as const;

/** The settings, or undefined when no module is configured; each problem is added to `problems`. */
export function parsePkcs11Settings(
  env: Record<string, string | undefined>,
  cwd: string,
  problems: string[],
): Pkcs11Settings | undefined {
  const module = env.VIGIL_PKCS11_MODULE;
  if (!module) {
    const stray = NAMES.filter((name) => env[name]);
    if (stray.length > 0)
      problems.push(`${stray.join(', ')} set but VIGIL_PKCS11_MODULE is not: set the module path too`);
    return undefined;
  }
  const before = problems.length;

  const slotText = env.VIGIL_PKCS11_SLOT;
  const tokenLabel = env.VIGIL_PKCS11_TOKEN_LABEL;
  let token: Pkcs11Settings['token'] = { label: tokenLabel ?? '' };
  if (slotText && tokenLabel) {
    problems.push('set one of VIGIL_PKCS11_SLOT and VIGIL_PKCS11_TOKEN_LABEL, not both');
  } else if (slotText) {
    if (!/^\d{1,20}$/.test(slotText)) {
      problems.push(`VIGIL_PKCS11_SLOT must be a slot id (a whole number), got '${slotText}'`);
    } else {
      token = { slot: BigInt(slotText) };
    }
  } else if (!tokenLabel) {
    problems.push('VIGIL_PKCS11_MODULE needs the token: set VIGIL_PKCS11_TOKEN_LABEL (or VIGIL_PKCS11_SLOT)');
  }

  const pin = readPin(env, cwd, problems);
  const keyLabel = env.VIGIL_PKCS11_KEY_LABEL;
  if (!keyLabel)
    problems.push('VIGIL_PKCS11_MODULE needs VIGIL_PKCS11_KEY_LABEL: the label of the signing key');

  if (problems.length > before || pin === undefined || !keyLabel) return undefined;
  return { modulePath: path.resolve(cwd, module), token, pin, keyLabel };
}

function readPin(
  env: Record<string, string | undefined>,
  cwd: string,
  problems: string[],
): string | undefined {
  const inline = env.VIGIL_PKCS11_PIN;
  const file = env.VIGIL_PKCS11_PIN_FILE;
  if (inline && file) {
    problems.push('set one of VIGIL_PKCS11_PIN and VIGIL_PKCS11_PIN_FILE, not both');
    return undefined;
  }
  if (inline) return inline;
  if (!file) {
    problems.push('VIGIL_PKCS11_MODULE needs the user PIN: set VIGIL_PKCS11_PIN_FILE (or VIGIL_PKCS11_PIN)');
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    problems.push(`VIGIL_PKCS11_PIN_FILE: cannot read '${file}' (${why})`);
    return undefined;
  }
  // Files written by `echo` end with a newline that is not part of the PIN.
  const pin = text.replace(/\r?\n$/, '');
  if (pin.length === 0) {
    problems.push(`VIGIL_PKCS11_PIN_FILE: '${file}' is empty`);
    return undefined;
  }
  return pin;
}
