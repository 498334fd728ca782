/**
 * The public keys of HSM-backed signatures, as `GET /v1/signing-keys` lists them. Each process
 * that signs publishes its key at start; keys are never removed, so a signature made with a key
 * since rotated away still finds its public key.
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import type { PublicSigningKey } from './public-key.ts';
import { activateKey, listKeys, type SigningKeyRow } from './signing-keys-repo.ts';

export interface SigningKeysService {
  /** Publishes `key` as the key this process signs with, retiring the one before it. */
  activate(key: PublicSigningKey): Promise<void>;
  list(options: {
    limit: number;
    before?: { createdAt: number; id: string } | undefined;
  }): Promise<SigningKeyRow[]>;
}

export function createSigningKeysService(deps: { store: Store; clock: Clock }): SigningKeysService {
  const { store, clock } = deps;
  return {
    activate: (key) =>
      store.db
        .transaction()
        .execute((tx) =>
          activateKey(tx, { id: key.id, algorithm: key.algorithm, public_key_pem: key.spkiPem }, clock.now()),
        ),
    list: (options) => listKeys(store.db, options),
  };
}
