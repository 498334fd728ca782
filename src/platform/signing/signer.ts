/**
 * What the rest of Vigil sees of HSM-backed signing: a public key and a way to sign with its
 * private half, wherever that lives. Webhook deliveries and SAR drafts take one when configured.
 */
import type { PublicSigningKey } from './public-key.ts';

export interface Signer {
  key: PublicSigningKey;
  /** Where the key lives, for logs: e.g. `token 'vigil' (slot 1), key 'webhooks-2026'`. */
  description: string;
  /**
   * A detached signature over `data`: Ed25519 (64 bytes) over the bytes themselves, or for ES256
   * ECDSA over their SHA-256 as r‖s (64 bytes). Rejects when the module cannot sign.
   */
  sign(data: Buffer): Promise<Buffer>;
  close(): Promise<void>;
}
