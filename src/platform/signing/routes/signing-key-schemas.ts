/** Published signing keys as the API shows them. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { publicKeyFromPem, SIGNATURE_ALGORITHMS } from '../public-key.ts';
import type { SigningKeyRow } from '../signing-keys-repo.ts';

export const SignatureAlgorithmSchema = StringEnum(SIGNATURE_ALGORITHMS, {
  description:
    '`Ed25519`: EdDSA over the bytes themselves (RFC 8032). `ES256`: ECDSA on P-256 over their SHA-256, the signature being r‖s, 64 bytes (RFC 7518 §3.4); used where the HSM has no EdDSA.',
});

export const SigningKeySchema = Type.Object(
  {
    id: Type.String({
      description:
        'The key id (`sigk_…`), derived from the key itself: signatures name it as `key_id`. The same key has the same id in every process.',
    }),
    algorithm: SignatureAlgorithmSchema,
    status: StringEnum(['active', 'retired'] as const, {
      description:
        '`active`: the key Vigil signs with now. `retired`: Vigil signed with it before a key rotation; it stays listed so that what it signed can still be verified.',
    }),
    public_key_pem: Type.String({ description: 'The public key as SubjectPublicKeyInfo, PEM (RFC 7468).' }),
    public_key_jwk: Type.Object(
      {
        kty: Type.String({ description: '`OKP` for Ed25519, `EC` for P-256.' }),
        crv: Type.String({ description: '`Ed25519` or `P-256`.' }),
        x: Type.String(),
        y: Type.Optional(Type.String({ description: 'P-256 only.' })),
        kid: Type.String({ description: 'The key id.' }),
        alg: SignatureAlgorithmSchema,
        use: Type.Literal('sig'),
      },
      { description: 'The public key as a JWK (RFC 7517, RFC 8037).' },
    ),
    webhook_public_key: Nullable(
      Type.String({
        description:
          'The Standard Webhooks form, `whpk_` + base64 of the raw 32-byte key, for verifying `v1a` webhook signatures; null for ES256 keys, for which the Standard Webhooks spec defines no form.',
      }),
    ),
    created_at: Timestamp('When Vigil first signed with the key.'),
    retired_at: Nullable(Timestamp('When a process first signed with the key that replaced it.')),
  },
  { $id: 'SigningKey', description: 'A public key of the HSM-backed signatures on webhooks and SAR drafts.' },
);

export function serializeSigningKey(row: SigningKeyRow) {
  const key = publicKeyFromPem(row.public_key_pem);
  if (typeof key === 'string') throw new Error(`stored signing key ${row.id} is ${key}`);
  return {
    id: row.id,
    algorithm: row.algorithm,
    status: row.retired_at === null ? ('active' as const) : ('retired' as const),
    public_key_pem: row.public_key_pem,
    public_key_jwk: { ...key.jwk, kid: row.id, alg: row.algorithm, use: 'sig' as const },
    webhook_public_key: key.whpk,
    created_at: toRfc3339(row.created_at),
    retired_at: row.retired_at === null ? null : toRfc3339(row.retired_at),
  };
}
