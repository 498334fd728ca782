/** The API key as the keys API shows it. */
import { Type } from 'typebox';
import { ALL_SCOPES } from '../../../http/scopes.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { RATE_LIMIT_PATTERN } from '../../../lib/rate-limit-spec.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import type { ApiKey } from '../keys-service.ts';

export const ScopeSchema = StringEnum(ALL_SCOPES, {
  title: 'Scope',
  description: '`<family>:read`, `<family>:write` (write implies read), or `*` for every scope.',
});

export const RateLimitSchema = Type.String({
  pattern: RATE_LIMIT_PATTERN,
  description: '`N/SECONDS`: at most N requests per window of SECONDS, e.g. `600/60`.',
});

const apiKeyProperties = {
  id: Type.String({ description: 'The key id (`key_…`); not secret.' }),
  name: Type.String(),
  start: Type.String({ description: 'The first characters of the key, to tell keys apart.' }),
  scopes: Type.Array(ScopeSchema),
  rate_limit: Nullable(RateLimitSchema),
  status: StringEnum(['active', 'expired', 'revoked'] as const),
  created_at: Timestamp('When the key was created.'),
  expires_at: Nullable(Timestamp('When the key stops working; after rotation, the end of its grace period.')),
  revoked_at: Nullable(Timestamp('When the key was revoked.')),
  rotated_to: Nullable(Type.String({ description: 'The key that replaced this one, if it was rotated.' })),
};

export const ApiKeySchema = Type.Object(apiKeyProperties, {
  $id: 'ApiKey',
  description: 'An API key, without its secret.',
});

export const ApiKeyWithSecretSchema = Type.Object(
  {
    ...apiKeyProperties,
    key: Type.Optional(
      Type.String({
        description:
          'The secret key. Shown only in this response: store it now. Absent when the request is an idempotent replay (`Idempotent-Replayed: true`): the secret is never stored, so a client that lost the first answer rotates or revokes the key it made.',
      }),
    ),
  },
  { $id: 'ApiKeyWithSecret', description: 'A new API key with its secret, shown once.' },
);

export function serializeKey(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    start: key.start,
    scopes: key.scopes,
    rate_limit: key.rateLimit,
    status: key.status,
    created_at: toRfc3339(key.createdAt),
    expires_at: key.expiresAt === null ? null : toRfc3339(key.expiresAt),
    revoked_at: key.revokedAt === null ? null : toRfc3339(key.revokedAt),
    rotated_to: key.rotatedTo,
  };
}
