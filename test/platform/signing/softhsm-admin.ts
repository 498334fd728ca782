/**
 * What an operator does with `softhsm2-util` or `pkcs11-tool`, done through PKCS#11 in a process of
 * its own, as an operator's tool would: initialise a token, generate a key pair in it, destroy a
 * key. Run as `node softhsm-admin.ts '<json command>'` with SOFTHSM2_CONF set; prints JSON.
 */
import {
  CK,
  type Handle,
  loadPkcs11Binding,
  type Pkcs11,
  slotIdOf,
  trimPadded,
} from '../../../src/platform/signing/pkcs11-binding.ts';

/** The administrative calls of pkcs11js that Vigil itself never makes. */
interface AdminPkcs11 extends Pkcs11 {
  C_InitToken(slot: Handle, soPin: string, label: string): string;
  C_InitPIN(session: Handle, pin: string): void;
  C_Logout(session: Handle): void;
  C_GenerateKeyPair(
    session: Handle,
    mechanism: { mechanism: number },
    publicTemplate: { type: number; value: Buffer | number | boolean | string }[],
    privateTemplate: { type: number; value: Buffer | number | boolean | string }[],
  ): { publicKey: Handle; privateKey: Handle };
  C_DestroyObject(session: Handle, object: Handle): void;
}

export type AdminCommand =
  | { command: 'init-token'; module: string; label: string; soPin: string; userPin: string }
  | {
      command: 'generate';
      module: string;
      token: string;
      userPin: string;
      keyLabel: string;
      type: 'ed25519' | 'p256';
      /** False: keep no public key object, as some HSM set-ups do. */
      keepPublic?: boolean;
    }
  | { command: 'destroy'; module: string; token: string; userPin: string; keyLabel: string };

const ED25519_PARAMS = Buffer.from('06032b6570', 'hex'); // 1.3.101.112
const P256_PARAMS = Buffer.from('06082a8648ce3d030107', 'hex'); // 1.2.840.10045.3.1.7

async function run(command: AdminCommand): Promise<unknown> {
  const binding = await loadPkcs11Binding();
  const pkcs11 = new binding.PKCS11() as AdminPkcs11;
  pkcs11.load(command.module);
  pkcs11.C_Initialize();
  try {
    if (command.command === 'init-token') {
      // SoftHSM always offers one free slot for a new token.
      const free = pkcs11.C_GetSlotList(true).find((slot) => {
        const info = pkcs11.C_GetTokenInfo(slot);
        return (info.flags & CK.CKF_TOKEN_INITIALIZED) === 0;
      });
      if (!free) throw new Error('no free slot for a new token');
      pkcs11.C_InitToken(free, command.soPin, command.label.padEnd(32));
      const slot = slotOf(pkcs11, command.label);
      const session = pkcs11.C_OpenSession(slot, CK.CKF_SERIAL_SESSION | CK.CKF_RW_SESSION);
      pkcs11.C_Login(session, CK.CKU_SO, command.soPin);
      pkcs11.C_InitPIN(session, command.userPin);
      pkcs11.C_Logout(session);
      pkcs11.C_CloseSession(session);
      return { slot: slotIdOf(slot).toString() };
    }
    const session = pkcs11.C_OpenSession(
      slotOf(pkcs11, command.token),
      CK.CKF_SERIAL_SESSION | CK.CKF_RW_SESSION,
    );
    pkcs11.C_Login(session, CK.CKU_USER, command.userPin);
    if (command.command === 'destroy') {
      for (const cls of [CK.CKO_PRIVATE_KEY, CK.CKO_PUBLIC_KEY]) {
        pkcs11.C_FindObjectsInit(session, [
          { type: CK.CKA_CLASS, value: cls },
          { type: CK.CKA_LABEL, value: command.keyLabel },
        ]);
        const found = pkcs11.C_FindObjects(session, 16);
        pkcs11.C_FindObjectsFinal(session);
        for (const object of found) pkcs11.C_DestroyObject(session, object);
      }
      return { destroyed: command.keyLabel };
    }
    const id = Buffer.from(command.keyLabel, 'utf8');
    const ed = command.type === 'ed25519';
    const pair = pkcs11.C_GenerateKeyPair(
      session,
      { mechanism: ed ? CK.CKM_EC_EDWARDS_KEY_PAIR_GEN : CK.CKM_EC_KEY_PAIR_GEN },
      [
        { type: CK.CKA_TOKEN, value: command.keepPublic !== false },
        { type: CK.CKA_VERIFY, value: true },
        { type: CK.CKA_EC_PARAMS, value: ed ? ED25519_PARAMS : P256_PARAMS },
        { type: CK.CKA_LABEL, value: command.keyLabel },
        { type: CK.CKA_ID, value: id },
      ],
      [
        { type: CK.CKA_TOKEN, value: true },
        { type: CK.CKA_PRIVATE, value: true },
        { type: CK.CKA_SENSITIVE, value: true },
        { type: CK.CKA_EXTRACTABLE, value: false },
        { type: CK.CKA_SIGN, value: true },
        { type: CK.CKA_LABEL, value: command.keyLabel },
        { type: CK.CKA_ID, value: id },
      ],
    );
    const [point] = pkcs11.C_GetAttributeValue(session, pair.publicKey, [{ type: CK.CKA_EC_POINT }]);
    // Whether the private key can be read out: a sensitive key must refuse.
    let extracted = false;
    try {
      const [value] = pkcs11.C_GetAttributeValue(session, pair.privateKey, [{ type: 0x11 /* CKA_VALUE */ }]);
      extracted = Buffer.isBuffer(value?.value) && value.value.length > 0;
    } catch {
      extracted = false;
    }
    pkcs11.C_CloseSession(session);
    return { ecPoint: Buffer.isBuffer(point?.value) ? point.value.toString('hex') : null, extracted };
  } finally {
    pkcs11.C_Finalize();
    pkcs11.close();
  }
}

function slotOf(pkcs11: Pkcs11, label: string): Handle {
  const slot = pkcs11.C_GetSlotList(true).find((s) => trimPadded(pkcs11.C_GetTokenInfo(s).label) === label);
  if (!slot) throw new Error(`no token labelled '${label}'`);
  return slot;
}

if (import.meta.main) {
  const [json] = process.argv.slice(2);
  run(JSON.parse(json ?? '{}') as AdminCommand).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
