/**
 * What every per-chain address rule returns: the one normalised form Vigil stores and matches
 * on, or a sentence a user can act on. Problems are data, not exceptions, so that the HTTP layer
 * can name the field (`/address`, `/inputs/2/address`) and the importers can count and skip.
 */

/**
 * How the input was written. Where an input is rewritten (legacy Bitcoin Cash to CashAddr, a TRON
 * hex address to base58, an X-address to its classic account) the form keeps the original kind.
 */
export type AddressForm =
  // Base58check and segwit scripts (Bitcoin Core's names for them).
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'witness-unknown'
  // Litecoin P2SH written with Bitcoin's version byte (3…), stored in Litecoin's own (M…).
  | 'p2sh-legacy'
  // Bitcoin Cash.
  | 'cashaddr'
  | 'cashaddr-token'
  | 'legacy'
  // Zcash ZIP-320 transparent-source-only address, stored as its t1 form.
  | 'tex'
  // EVM: checksummed mixed case, or a single case with no checksum to check.
  | 'eip55'
  | 'hex'
  // TRON base58check (T…); TRON hex (41…) is 'hex'.
  | 'base58'
  // XRP Ledger.
  | 'classic'
  | 'x-address'
  // Monero.
  | 'standard'
  | 'subaddress'
  | 'integrated';

export interface AddressAccepted {
  readonly ok: true;
  readonly address: string;
  readonly form: AddressForm;
}

export interface AddressRefused {
  readonly ok: false;
  /** A sentence that starts with what is wrong and says what would be right. */
  readonly detail: string;
}

export type AddressResult = AddressAccepted | AddressRefused;

/** A rule receives input already trimmed, non-empty and of a sane length. */
export type AddressRule = (input: string) => AddressResult;

export function accepted(address: string, form: AddressForm): AddressAccepted {
  return { ok: true, address, form };
}

export function refused(detail: string): AddressRefused {
  return { ok: false, detail };
}

/** The usual refusal: which chain's rules the input broke, then the problem found. */
export function invalid(displayName: string, problem: string): AddressRefused {
  return refused(`Not a valid ${displayName} address: ${problem}.`);
}
