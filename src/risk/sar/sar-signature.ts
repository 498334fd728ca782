/**
 * The detached signature of a SAR draft, made when the draft is built, with the HSM key Vigil
 * signs with then. Two signatures with one key:
 * - `draft_signature` over the UTF-8 bytes of the draft's RFC 8785 canonical JSON (JCS: keys sorted,
 *   no whitespace), i.e. of the `draft` member of `GET /v1/compliance/sar/:id` put in that form;
 * - `pdf_signature` over the exact bytes `GET /v1/compliance/sar/:id/pdf` serves.
 * The key's public half is listed at `GET /v1/signing-keys` under `key_id`, also once retired.
 */
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { Timestamp } from '../../lib/schemas.ts';
import type { SignatureAlgorithm, Signer } from '../../platform/signing/index.ts';
import { SignatureAlgorithmSchema } from '../../platform/signing/index.ts';

/** As stored (JSON in `sar_drafts.signature`). */
export interface SarSignature {
  key_id: string;
  algorithm: SignatureAlgorithm;
  signed_at: number;
  draft_signature: string;
  pdf_signature: string;
  pdf_sha256: string;
}

/** The bytes `draft_signature` signs: the draft as RFC 8785 canonical JSON, UTF-8. */
export function signedDraftBytes(contentJson: string): Buffer {
  return Buffer.from(canonicalJson(JSON.parse(contentJson)), 'utf8');
}

export async function signSar(
  signer: Signer,
  contentJson: string,
  pdf: Buffer,
  now: number,
): Promise<SarSignature> {
  const draft = await signer.sign(signedDraftBytes(contentJson));
  const pdfSignature = await signer.sign(pdf);
  return {
    key_id: signer.key.id,
    algorithm: signer.key.algorithm,
    signed_at: now,
    draft_signature: draft.toString('base64'),
    pdf_signature: pdfSignature.toString('base64'),
    pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
  };
}

export function parseSarSignature(json: string | null): SarSignature | null {
  return json === null ? null : (JSON.parse(json) as SarSignature);
}

export const SarSignatureSchema = Type.Object(
  {
    key_id: Type.String({ description: 'The signing key (`sigk_…`), listed at `GET /v1/signing-keys`.' }),
    algorithm: SignatureAlgorithmSchema,
    signed_at: Timestamp('When the draft was built and signed.'),
    draft_signature: Type.String({
      description:
        'Base64 signature over the UTF-8 bytes of `draft` in RFC 8785 canonical form (JSON Canonicalization Scheme: object keys sorted, no whitespace).',
    }),
    pdf_signature: Type.String({
      description: 'Base64 signature over the exact bytes of the PDF at `downloads.pdf`.',
    }),
    pdf_sha256: Type.String({ description: 'SHA-256 of those PDF bytes, hex.' }),
  },
  {
    $id: 'SarSignature',
    description:
      'Detached signatures of the draft made with Vigil’s HSM key when the draft was built; null when no HSM was configured then.',
  },
);

export function serializeSarSignature(signature: SarSignature) {
  return { ...signature, signed_at: toRfc3339(signature.signed_at) };
}

/**
 * The `Vigil-Signature` header of the PDF download: an RFC 8941 dictionary with the key id, the
 * algorithm and the signature over the body as a byte sequence.
 */
export function pdfSignatureHeader(signature: SarSignature): string {
  return `keyid="${signature.key_id}", alg="${signature.algorithm}", sig=:${signature.pdf_signature}:`;
}
