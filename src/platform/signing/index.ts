/**
 * Signing with a key in an HSM (PKCS#11): the signer, the published public keys, and their routes.
 */
export { openPkcs11Signer } from './pkcs11-signer.ts';
export type { SignatureAlgorithm } from './public-key.ts';
export { listSigningKeys } from './routes/list-signing-keys.ts';
export { SignatureAlgorithmSchema, SigningKeySchema } from './routes/signing-key-schemas.ts';
export type { Signer } from './signer.ts';
export { createSigningKeysService, type SigningKeysService } from './signing-keys-service.ts';
