/** The face of src/platform/keys: what other modules may use. */
export { checksum, hashKeyToken, randomBase62 } from './key-token.ts';
export { AUTH_CACHE_TTL_MS, createKeysService, type KeysService } from './keys-service.ts';
export { createKey } from './routes/create-key.ts';
export { getKey } from './routes/get-key.ts';
export { ApiKeySchema, ApiKeyWithSecretSchema, RateLimitSchema, ScopeSchema } from './routes/key-schemas.ts';
export { listKeys } from './routes/list-keys.ts';
export { revokeKey } from './routes/revoke-key.ts';
export { rotateKey } from './routes/rotate-key.ts';
