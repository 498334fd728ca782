/** The table of HSM-backed signing (issue 8), as the `Database` interface of `database.ts` names it. */

/**
 * A public key Vigil signed with: one row per key, its id derived from the key, so processes that
 * load the same key from the module share the row. Retired keys stay, so old signatures verify.
 */
export interface SigningKeysTable {
  /** `sigk_…`, derived from the key's JWK thumbprint. */
  id: string;
  algorithm: 'Ed25519' | 'ES256';
  /** SubjectPublicKeyInfo, PEM. */
  public_key_pem: string;
  /** When a process first signed with it. */
  created_at: number;
  /** When a process last started signing with it; the latest such key is the active one. */
  activated_at: number;
  /** When a process started with another key; null while it is the active key. */
  retired_at: number | null;
}
