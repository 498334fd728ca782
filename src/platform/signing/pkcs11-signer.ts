/**
 * Signing with a key that stays in a PKCS#11 token. At start it loads the module, finds the token,
 * logs in, finds the private key by label and its public key, and proves the pair with one
 * signature checked in Node; each problem is a start-up error saying what to fix. Then `sign` runs
 * `C_Sign` with the private key's handle; the key is never read out. One session signs one thing
 * at a time (Cryptoki allows one operation per session), so signatures queue; a session the token
 * dropped (restart, removal) is opened again once before a signature fails.
 */
import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import { ConfigError } from '../../lib/config-error.ts';
import {
  type Attribute,
  CK,
  ckrOf,
  type Handle,
  loadPkcs11Binding,
  type Pkcs11,
  type Pkcs11Binding,
  readUlong,
  slotIdOf,
  trimPadded,
} from './pkcs11-binding.ts';
import type { Pkcs11Settings } from './pkcs11-config.ts';
import { acquireModule, messageOf } from './pkcs11-modules.ts';
import {
  type PublicSigningKey,
  publicKeyFromEcPoint,
  publicKeyFromKeyObject,
  verifySignature,
} from './public-key.ts';
import type { Signer } from './signer.ts';

/** Return values after which a fresh session (and login) may succeed where the old one failed. */
const SESSION_LOST = new Set<number>([
  CK.CKR_SESSION_HANDLE_INVALID,
  CK.CKR_SESSION_CLOSED,
  CK.CKR_USER_NOT_LOGGED_IN,
  CK.CKR_KEY_HANDLE_INVALID,
  CK.CKR_OBJECT_HANDLE_INVALID,
  CK.CKR_DEVICE_REMOVED,
  CK.CKR_TOKEN_NOT_PRESENT,
  CK.CKR_DEVICE_ERROR,
]);

/** Most keys a label may match before the search stops: enough to report an ambiguity. */
const MAX_MATCHES = 16;
const SIGNATURE_BYTES = 64;

export async function openPkcs11Signer(
  settings: Pkcs11Settings,
  options: { binding?: Pkcs11Binding } = {},
): Promise<Signer> {
  const binding = options.binding ?? (await loadPkcs11Binding());
  const module = acquireModule(binding, settings.modulePath);
  const { pkcs11 } = module;
  try {
    const { slot, name } = findToken(pkcs11, settings);
    let session = openSession(pkcs11, slot, settings.pin, name);
    let found = findKey(pkcs11, session, settings.keyLabel, name);
    const mechanism = found.key.algorithm === 'Ed25519' ? CK.CKM_EDDSA : CK.CKM_ECDSA;
    if (!pkcs11.C_GetMechanismList(slot).includes(mechanism)) {
      throw new ConfigError(
        `VIGIL_PKCS11_KEY_LABEL: key '${settings.keyLabel}' is ${found.key.algorithm === 'Ed25519' ? 'an Ed25519 key, but the module has no CKM_EDDSA: generate an EC P-256 key instead' : 'a P-256 key, but the module has no CKM_ECDSA'}`,
      );
    }

    const signOnce = async (data: Buffer): Promise<Buffer> => {
      const input = found.key.algorithm === 'Ed25519' ? data : createHash('sha256').update(data).digest();
      pkcs11.C_SignInit(session, { mechanism }, found.privateKey);
      return pkcs11.C_SignAsync(session, input, Buffer.alloc(SIGNATURE_BYTES));
    };
    const reopen = () => {
      try {
        pkcs11.C_CloseSession(session);
      } catch {
        // Already gone with the token's state; the new session replaces it.
      }
      session = openSession(pkcs11, slot, settings.pin, name);
      const again = findKey(pkcs11, session, settings.keyLabel, name);
      if (again.key.id !== found.key.id) {
        throw new Error(
          `key '${settings.keyLabel}' on ${name} is no longer the key Vigil started with (${found.key.id}); restart Vigil to publish and use the new one`,
        );
      }
      found = again;
    };

    let queue: Promise<unknown> = Promise.resolve();
    const sign = (data: Buffer): Promise<Buffer> => {
      const next = queue.then(async () => {
        try {
          return await signOnce(data);
        } catch (error) {
          const code = ckrOf(error);
          if (code === undefined || !SESSION_LOST.has(code)) throw error;
          reopen();
          return signOnce(data);
        }
      });
      queue = next.catch(() => undefined);
      return next;
    };

    // One signature checked against the public key proves the pair and the mechanism.
    const probe = randomBytes(32);
    let signature: Buffer;
    try {
      signature = await sign(probe);
    } catch (error) {
      throw new ConfigError(`the token could not sign with key '${settings.keyLabel}': ${messageOf(error)}`);
    }
    if (!verifySignature(found.key, probe, signature)) {
      throw new ConfigError(
        `VIGIL_PKCS11_KEY_LABEL: the public key found for '${settings.keyLabel}' does not verify signatures of its private key; give the pair one label and one CKA_ID`,
      );
    }

    let closed = false;
    return {
      key: found.key,
      description: `${name}, key '${settings.keyLabel}'`,
      sign,
      async close() {
        if (closed) return;
        closed = true;
        await queue;
        try {
          pkcs11.C_CloseSession(session);
        } catch {
          // The token may have dropped it already.
        }
        module.release();
      },
    };
  } catch (error) {
    module.release();
    throw error;
  }
}

function findToken(pkcs11: Pkcs11, settings: Pkcs11Settings): { slot: Handle; name: string } {
  const slots = pkcs11.C_GetSlotList(true);
  const tokens = slots.map((slot) => ({ slot, id: slotIdOf(slot), info: pkcs11.C_GetTokenInfo(slot) }));
  const wanted = settings.token;
  const match =
    'slot' in wanted
      ? tokens.find((t) => t.id === wanted.slot)
      : tokens.find((t) => trimPadded(t.info.label) === wanted.label);
  if (!match) {
    const present = tokens.map((t) => `'${trimPadded(t.info.label)}' (slot ${t.id})`).join(', ') || 'none';
    const which =
      'slot' in wanted
        ? `VIGIL_PKCS11_SLOT: no token in slot ${wanted.slot}`
        : `VIGIL_PKCS11_TOKEN_LABEL: no token labelled '${wanted.label}'`;
    throw new ConfigError(`${which}; tokens present: ${present}`);
  }
  if ((match.info.flags & CK.CKF_TOKEN_INITIALIZED) === 0) {
    throw new ConfigError(
      `the token in slot ${match.id} is not initialised; initialise it and generate the key first`,
    );
  }
  return { slot: match.slot, name: `token '${trimPadded(match.info.label)}' (slot ${match.id})` };
}

function openSession(pkcs11: Pkcs11, slot: Handle, pin: string, name: string): Handle {
  // A read-only session: signing needs no write access to the token.
  const session = pkcs11.C_OpenSession(slot, CK.CKF_SERIAL_SESSION);
  try {
    pkcs11.C_Login(session, CK.CKU_USER, pin);
  } catch (error) {
    const code = ckrOf(error);
    // Logged in already through another session of this process: the login is per application.
    if (code === CK.CKR_USER_ALREADY_LOGGED_IN) return session;
    pkcs11.C_CloseSession(session);
    if (code === CK.CKR_PIN_INCORRECT)
      throw new ConfigError(
        `VIGIL_PKCS11_PIN: ${name} refused the PIN (CKR_PIN_INCORRECT); tokens lock after a few wrong PINs`,
      );
    if (code === CK.CKR_PIN_LOCKED)
      throw new ConfigError(
        `VIGIL_PKCS11_PIN: the user PIN of ${name} is locked (CKR_PIN_LOCKED); its security officer must reset it`,
      );
    if (code === CK.CKR_PIN_EXPIRED)
      throw new ConfigError(
        `VIGIL_PKCS11_PIN: the user PIN of ${name} has expired (CKR_PIN_EXPIRED); set a new one`,
      );
    throw new ConfigError(`logging in to ${name} failed: ${messageOf(error)}`);
  }
  return session;
}

function findObjects(pkcs11: Pkcs11, session: Handle, template: Attribute[]): Handle[] {
  pkcs11.C_FindObjectsInit(session, template);
  try {
    return pkcs11.C_FindObjects(session, MAX_MATCHES);
  } finally {
    pkcs11.C_FindObjectsFinal(session);
  }
}

function attributes(pkcs11: Pkcs11, session: Handle, object: Handle, types: number[]): Map<number, Buffer> {
  const values = new Map<number, Buffer>();
  for (const type of types) {
    // One at a time: a module answers a whole template with an error if one attribute is missing.
    try {
      const [attribute] = pkcs11.C_GetAttributeValue(session, object, [{ type }]);
      if (attribute && Buffer.isBuffer(attribute.value) && attribute.value.length > 0)
        values.set(type, attribute.value);
    } catch {
      // Absent or sensitive: the caller decides what it needs.
    }
  }
  return values;
}

interface FoundKey {
  privateKey: Handle;
  key: PublicSigningKey;
}

function findKey(pkcs11: Pkcs11, session: Handle, label: string, token: string): FoundKey {
  const privates = findObjects(pkcs11, session, [
    { type: CK.CKA_CLASS, value: CK.CKO_PRIVATE_KEY },
    { type: CK.CKA_LABEL, value: label },
  ]);
  const [privateKey] = privates;
  if (!privateKey) {
    const labels = findObjects(pkcs11, session, [{ type: CK.CKA_CLASS, value: CK.CKO_PRIVATE_KEY }]).map(
      (handle) =>
        `'${attributes(pkcs11, session, handle, [CK.CKA_LABEL]).get(CK.CKA_LABEL)?.toString('utf8') ?? ''}'`,
    );
    throw new ConfigError(
      `VIGIL_PKCS11_KEY_LABEL: no private key labelled '${label}' on ${token}; private keys there: ${labels.join(', ') || 'none'}`,
    );
  }
  if (privates.length > 1) {
    throw new ConfigError(
      `VIGIL_PKCS11_KEY_LABEL: ${privates.length} private keys on ${token} are labelled '${label}'; give the signing key a label of its own`,
    );
  }
  const own = attributes(pkcs11, session, privateKey, [CK.CKA_KEY_TYPE, CK.CKA_ID, CK.CKA_PUBLIC_KEY_INFO]);
  const keyType = readUlong(own.get(CK.CKA_KEY_TYPE));
  if (keyType !== CK.CKK_EC_EDWARDS && keyType !== CK.CKK_EC) {
    throw new ConfigError(
      `VIGIL_PKCS11_KEY_LABEL: key '${label}' is of PKCS#11 key type ${keyType ?? 'unknown'}; Vigil signs with Ed25519 (CKK_EC_EDWARDS) or, where the module lacks EdDSA, P-256 (CKK_EC) keys`,
    );
  }
  const key = publicKeyOf(pkcs11, session, {
    label,
    id: own.get(CK.CKA_ID),
    keyType: keyType === CK.CKK_EC ? 'ec' : 'ec_edwards',
    publicKeyInfo: own.get(CK.CKA_PUBLIC_KEY_INFO),
  });
  if (typeof key === 'string')
    throw new ConfigError(`VIGIL_PKCS11_KEY_LABEL: key '${label}' on ${token}: ${key}`);
  return { privateKey, key };
}

/** The public key: the token's public key object of the pair, or the private key's SPKI. */
function publicKeyOf(
  pkcs11: Pkcs11,
  session: Handle,
  wanted: {
    label: string;
    id: Buffer | undefined;
    keyType: 'ec' | 'ec_edwards';
    publicKeyInfo: Buffer | undefined;
  },
): PublicSigningKey | string {
  const byId = wanted.id ? [{ type: CK.CKA_ID, value: wanted.id }] : [];
  const candidates = findObjects(pkcs11, session, [
    { type: CK.CKA_CLASS, value: CK.CKO_PUBLIC_KEY },
    { type: CK.CKA_LABEL, value: wanted.label },
    ...byId,
  ]);
  const [publicKey] = candidates;
  if (publicKey && candidates.length === 1) {
    const values = attributes(pkcs11, session, publicKey, [CK.CKA_EC_PARAMS, CK.CKA_EC_POINT]);
    const params = values.get(CK.CKA_EC_PARAMS);
    const point = values.get(CK.CKA_EC_POINT);
    if (params && point) return publicKeyFromEcPoint(wanted.keyType, params, point);
  }
  if (wanted.publicKeyInfo) {
    try {
      return publicKeyFromKeyObject(
        createPublicKey({ key: wanted.publicKeyInfo, format: 'der', type: 'spki' }),
      );
    } catch (error) {
      return `its CKA_PUBLIC_KEY_INFO is not a public key Node can read (${messageOf(error)})`;
    }
  }
  return candidates.length > 1
    ? `${candidates.length} public keys share its label and CKA_ID; keep one`
    : 'the token holds no public key for it (a public key object with the same label and CKA_ID); import or keep the public key on the token';
}
