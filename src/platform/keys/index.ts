/**
 * API keys: created with the secret shown once, rotated without downtime, revoked, authenticated
 * from a short-lived cache; no key acts on a broader one.
 */
export { checksum, hashKeyToken, randomBase62 } from './key-token.ts';
export { AUTH_CACHE_TTL_MS, createKeysService, type KeysService } from './keys-service.ts';
export { createKey } from './routes/create-key.ts';
export { getKey } from './routes/get-key.ts';
export { getOwnKey, OwnKeySchema } from './routes/get-own-key.ts';
export { ApiKeySchema, ApiKeyWithSecretSchema, RateLimitSchema, ScopeSchema } from './routes/key-schemas.ts';
export { listKeys } from './routes/list-keys.ts';
export { revokeKey } from './routes/revoke-key.ts';
export { rotateKey } from './routes/rotate-key.ts';
