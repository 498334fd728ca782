/**
 * The PKCS#11 binding (`pkcs11js`, an N-API addon) as far as Vigil uses it, and the Cryptoki
 * numbers it needs. The binding is an optional dependency, built from source when a C++ compiler
 * is present, so it is loaded with a dynamic import only when a module is configured, and typed
 * here rather than by its package: the code type-checks on machines where it was not built.
 */
import { endianness } from 'node:os';
import { ConfigError } from '../../lib/config-error.ts';

export type Handle = Buffer;

export interface Attribute {
  type: number;
  value?: Buffer | number | boolean | string;
}

export interface TokenInfo {
  label: string;
  manufacturerID: string;
  model: string;
  serialNumber: string;
  flags: number;
}

/** The `PKCS11` class of pkcs11js: one Cryptoki module. */
export interface Pkcs11 {
  load(path: string): void;
  close(): void;
  C_Initialize(options?: { flags?: number }): void;
  C_Finalize(): void;
  C_GetSlotList(tokenPresent?: boolean): Handle[];
  C_GetTokenInfo(slot: Handle): TokenInfo;
  C_GetMechanismList(slot: Handle): number[];
  C_OpenSession(slot: Handle, flags: number): Handle;
  C_CloseSession(session: Handle): void;
  C_CloseAllSessions(slot: Handle): void;
  C_Login(session: Handle, userType: number, pin?: string): void;
  C_FindObjectsInit(session: Handle, template: Attribute[]): void;
  C_FindObjects(session: Handle, maxObjectCount: number): Handle[];
  C_FindObjectsFinal(session: Handle): void;
  C_GetAttributeValue(session: Handle, object: Handle, template: Attribute[]): Attribute[];
  C_SignInit(session: Handle, mechanism: { mechanism: number; parameter?: Buffer }, key: Handle): void;
  /** Signs on a libuv worker thread, so the event loop goes on while the token works. */
  C_SignAsync(session: Handle, data: Buffer, out: Buffer): Promise<Buffer>;
}

export interface Pkcs11Binding {
  PKCS11: new () => Pkcs11;
}

export const BINDING_PACKAGE = 'pkcs11js';

/** Loads the binding, or says why it cannot and how to get it. */
export async function loadPkcs11Binding(specifier: string = BINDING_PACKAGE): Promise<Pkcs11Binding> {
  let loaded: unknown;
  try {
    loaded = await import(specifier);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigError(
      `VIGIL_PKCS11_MODULE is set, but the PKCS#11 binding '${specifier}' could not be loaded (${why}). ` +
        'It is an optional dependency that npm builds from source: install a C++ toolchain ' +
        '(Debian: apt-get install g++ make python3) and run `npm ci` again.',
    );
  }
  // A CommonJS module arrives as its exports or under `default`, depending on the loader.
  const candidates = [
    loaded,
    typeof loaded === 'object' && loaded ? Reflect.get(loaded, 'default') : undefined,
  ];
  for (const candidate of candidates) {
    if (
      typeof candidate === 'object' &&
      candidate &&
      typeof Reflect.get(candidate, 'PKCS11') === 'function'
    ) {
      return candidate as Pkcs11Binding;
    }
  }
  throw new ConfigError(
    `the module '${specifier}' does not look like the pkcs11js binding (no PKCS11 class)`,
  );
}

/**
 * Cryptoki numbers, from the PKCS#11 v3.0 headers (OASIS, pkcs11t.h); the EdDSA ones are newer
 * than the PKCS#11 2.40 list that pkcs11js exports.
 */
export const CK = {
  // Session flags and user types.
  CKF_RW_SESSION: 0x2,
  CKF_SERIAL_SESSION: 0x4,
  CKF_OS_LOCKING_OK: 0x2,
  CKU_SO: 0,
  CKU_USER: 1,
  // Token flags.
  CKF_TOKEN_INITIALIZED: 0x400,
  // Object classes, key types and attributes.
  CKO_PUBLIC_KEY: 2,
  CKO_PRIVATE_KEY: 3,
  CKK_EC: 0x3,
  CKK_EC_EDWARDS: 0x40,
  CKA_CLASS: 0x0,
  CKA_TOKEN: 0x1,
  CKA_PRIVATE: 0x2,
  CKA_LABEL: 0x3,
  CKA_KEY_TYPE: 0x100,
  CKA_ID: 0x102,
  CKA_SENSITIVE: 0x103,
  CKA_SIGN: 0x108,
  CKA_VERIFY: 0x10a,
  CKA_PUBLIC_KEY_INFO: 0x129,
  CKA_EXTRACTABLE: 0x162,
  CKA_EC_PARAMS: 0x180,
  CKA_EC_POINT: 0x181,
  // Mechanisms.
  CKM_EC_KEY_PAIR_GEN: 0x1040,
  CKM_ECDSA: 0x1041,
  CKM_EC_EDWARDS_KEY_PAIR_GEN: 0x1055,
  CKM_EDDSA: 0x1057,
  // Return values Vigil tells apart.
  CKR_DEVICE_ERROR: 0x30,
  CKR_DEVICE_REMOVED: 0x32,
  CKR_KEY_HANDLE_INVALID: 0x60,
  CKR_OBJECT_HANDLE_INVALID: 0x82,
  CKR_PIN_INCORRECT: 0xa0,
  CKR_PIN_EXPIRED: 0xa3,
  CKR_PIN_LOCKED: 0xa4,
  CKR_SESSION_CLOSED: 0xb0,
  CKR_SESSION_HANDLE_INVALID: 0xb3,
  CKR_TOKEN_NOT_PRESENT: 0xe0,
  CKR_USER_ALREADY_LOGGED_IN: 0x100,
  CKR_USER_NOT_LOGGED_IN: 0x101,
  CKR_CRYPTOKI_ALREADY_INITIALIZED: 0x191,
} as const;

/** The Cryptoki return value of a binding error (`CKR_…`), or undefined for other errors. */
export function ckrOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || !error.message.startsWith('CKR_')) return undefined;
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'number' ? code : undefined;
}

/** A token's label without the blanks (or NULs, from some tools) that pad it to 32 bytes. */
export function trimPadded(text: string): string {
  return text.replace(/[\s\0]+$/, '');
}

/** A CK_ULONG attribute value (e.g. `CKA_KEY_TYPE`) in the platform's byte order. */
export function readUlong(value: Attribute['value']): number | undefined {
  if (!Buffer.isBuffer(value)) return typeof value === 'number' ? value : undefined;
  const ulong = readNative(value);
  return ulong === undefined ? undefined : Number(ulong);
}

/** A slot handle (a CK_SLOT_ID in the platform's byte order) as a number to compare with settings. */
export function slotIdOf(slot: Handle): bigint {
  return readNative(slot) ?? -1n;
}

const LITTLE_ENDIAN = endianness() === 'LE';

function readNative(bytes: Buffer): bigint | undefined {
  if (bytes.length === 8) return LITTLE_ENDIAN ? bytes.readBigUInt64LE() : bytes.readBigUInt64BE();
  if (bytes.length === 4) return BigInt(LITTLE_ENDIAN ? bytes.readUInt32LE() : bytes.readUInt32BE());
  return undefined;
}
