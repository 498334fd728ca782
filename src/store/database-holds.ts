/**
 * The transaction hold tables (`/v1/actions/hold`, issue 7), as the `Database` interface of
 * `database.ts` names them: the holds themselves and the audit trail of what was done to each.
 */

/** A hold a workspace placed on one transaction: `active` until released, or until `expires_at`. */
export interface HoldsTable {
  id: string;
  workspace_id: string;
  /** The transaction held: its canonical chain name and hash, normalised for the chain. */
  chain: string;
  tx_hash: string;
  /** The transfer (`xfer_…`) the hold was placed by, when it was placed by one rather than by hash. */
  transfer_id: string | null;
  reason: string;
  /** The threat (`thr_…`) that prompted the hold, if any. */
  threat_id: string | null;
  /** Only one hold per transaction and workspace is `active` at a time (a partial unique index). */
  status: 'active' | 'released' | 'expired';
  /** Null: held until released. */
  expires_at: number | null;
  /** The API key that placed it. */
  placed_by: string;
  created_at: number;
  released_at: number | null;
  released_by: string | null;
  release_reason: string | null;
  /** When the hold last changed state. */
  updated_at: number;
}

/** One row per thing done to a hold; each action happens at most once to a hold (the primary key). */
export interface HoldHistoryTable {
  hold_id: string;
  workspace_id: string;
  action: 'placed' | 'released' | 'expired';
  /** When it was done; for `expired`, the hold's `expires_at`. */
  at: number;
  /** The API key that acted; null for expiry, which the service does itself. */
  key_id: string | null;
  /** The reason given: the hold's reason when placed, the release reason (if any) when released. */
  reason: string | null;
}
