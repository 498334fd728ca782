/**
 * PKCS#11 modules loaded in this process. A Cryptoki library keeps one state per process: a second
 * `C_Initialize` fails, and `C_Finalize` ends every session of every user. So each module is loaded
 * and initialised once, shared by whoever acquires it (two apps of one test process, say), and
 * finalised when the last of them releases it.
 */
import { realpathSync } from 'node:fs';
import { ConfigError } from '../../lib/config-error.ts';
import { CK, ckrOf, type Pkcs11, type Pkcs11Binding } from './pkcs11-binding.ts';

export interface AcquiredModule {
  pkcs11: Pkcs11;
  release(): void;
}

interface Loaded {
  pkcs11: Pkcs11;
  users: number;
  /** False when something else in the process had initialised the library before us. */
  finalize: boolean;
}

const loaded = new Map<string, Loaded>();

export function acquireModule(binding: Pkcs11Binding, modulePath: string): AcquiredModule {
  let key: string;
  try {
    key = realpathSync(modulePath);
  } catch {
    throw new ConfigError(`VIGIL_PKCS11_MODULE: no file at '${modulePath}'`);
  }
  let entry = loaded.get(key);
  if (!entry) {
    entry = open(binding, modulePath, key);
    loaded.set(key, entry);
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return {
    pkcs11: current.pkcs11,
    release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      loaded.delete(key);
      try {
        if (current.finalize) current.pkcs11.C_Finalize();
      } finally {
        current.pkcs11.close();
      }
    },
  };
}

function open(binding: Pkcs11Binding, modulePath: string, key: string): Loaded {
  const pkcs11 = new binding.PKCS11();
  try {
    pkcs11.load(key);
  } catch (error) {
    throw new ConfigError(
      `VIGIL_PKCS11_MODULE: cannot load '${modulePath}' as a PKCS#11 module: ${messageOf(error)}`,
    );
  }
  try {
    // Signing runs on libuv's worker threads: the library must lock for itself.
    pkcs11.C_Initialize({ flags: CK.CKF_OS_LOCKING_OK });
    return { pkcs11, users: 0, finalize: true };
  } catch (error) {
    if (ckrOf(error) === CK.CKR_CRYPTOKI_ALREADY_INITIALIZED) return { pkcs11, users: 0, finalize: false };
    pkcs11.close();
    throw new ConfigError(`VIGIL_PKCS11_MODULE: '${modulePath}' did not initialise: ${messageOf(error)}`);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
