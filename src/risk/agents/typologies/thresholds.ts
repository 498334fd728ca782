/**
 * Every number the typology agents compare, in one place, each with its unit in its name or beside
 * it and where it comes from. `docs/agents.md` (Typologies) lists them for readers; each agent's
 * header says how its rule uses them. Changing one changes what an agent fires on: raise that
 * agent's `version`.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const THRESHOLDS = {
  sanctions: {
    /**
     * Indirect exposure (a sanctioned address two or more hops away) at this many hops or fewer is
     * `high`; further out `medium`. Ownership and direct exposure are always `critical`.
     */
    high_max_hops: 2,
  },

  mixer: {
    /**
     * Indirect mixer exposure counts only when at least this share (0–1) of the counterparty's value
     * in that direction traces to the mixer; the screening's exposure trace gives the share. Our
     * choice: a tenth keeps an address that once touched a mixer's customer out.
     */
    min_indirect_share: 0.1,
    /** The same counterparty with the same other party within this time (ms) is one alert, not many. */
    repeat_window_ms: DAY_MS,
  },

  peel_chain: {
    /** Consecutive peels within `window_ms` that make a chain: fires at this many, then at 2×, 4×… */
    min_peels: 4,
    /** Window (ms) the peels must fall in, and the longest gap (ms) between one peel and the next. */
    window_ms: DAY_MS,
    /**
     * The payment is at most this share (0–1) of what the peel moves, so the change is at least three
     * times the payment: a small amount peeled off a large one (Meiklejohn et al. 2013).
     */
    max_payment_share: 0.25,
    /** Peels followed back from the one inspected at most (a bound on work, not on the rule). */
    max_walk: 128,
  },

  address_poisoning: {
    /** Characters after the chain's fixed prefix (`0x`, `T`, `bc1q`…) a look-alike shares at the start. */
    prefix_chars: 4,
    /** Characters a look-alike shares at the end. Wallets show `0x1234…abcd`: 4 and 4. */
    suffix_chars: 4,
    /** How long (ms) after a genuine transfer a look-alike's transfer counts as poisoning it. */
    window_ms: DAY_MS,
    /** A transfer worth this many US dollars or less is dust (when the sender gives `value_usd`). */
    dust_usd: 1,
    /** A transfer of this share (0–1) or less of the genuine transfer's amount, same asset, is tiny. */
    tiny_share: 0.001,
    /**
     * The victim's transfers examined per direction at most, latest first: a bound on work. For a
     * busy address that is its last minutes, which is when poisoners answer a transfer.
     */
    max_counterparty_transfers: 20,
  },

  drainer_approval: {
    /**
     * An allowance at least this large (token base units) is unlimited. No token's supply comes near
     * 2^128 (SHIB's, the largest common one, is about 2^109 base units), so such an allowance can only mean "all of it,
     * forever"; it holds both usual "infinite" values, 2^256 − 1 and 2^255.
     */
    unlimited_allowance_min: 2n ** 128n,
    /**
     * Also unlimited: tokens with 96-bit balances (UNI, COMP) store an approval of 2^256 − 1 as
     * 2^96 − 1 and report that.
     */
    uint96_max: 2n ** 96n - 1n,
    /** How long (ms) after the approval a `transferFrom` by the spender counts as its drain. */
    window_ms: DAY_MS,
  },

  layering: {
    /** Address-to-address hops within `window_ms` that fire: at this many, then at 2×, 4×… */
    min_hops: 4,
    /** Window (ms) the hops must fall in; also the longest gap (ms) between one hop and the next. */
    window_ms: HOUR_MS,
    /**
     * A hop follows the one before when it moves on at least this share (0–1) of what that one
     * brought, and no more than all of it: the value passes through, it is not a new payment.
     */
    min_carried_share: 0.5,
    /** Hops followed back from the one inspected at most (a bound on work, not on the rule). */
    max_walk: 64,
    /**
     * Inflows of an address examined, latest first, for the one a hop passes on (a bound on work:
     * a busy address receives thousands an hour, and layered funds move on soon after arriving).
     */
    max_inflows_per_hop: 16,
  },

  structuring: {
    /** USD: the currency transaction report threshold, 31 CFR 1010.311 ("more than $10,000"). */
    threshold_usd: 10_000,
    /** A value at least this share (0–1) of the threshold and below it is "just under" (USD 9,000–9,999.99). */
    near_share: 0.9,
    /** Near-threshold transactions in one direction within `window_ms` that fire: at this many, then 2×, 4×… */
    min_count: 3,
    /** Window (ms): a day, as a CTR aggregates one person's transactions of a business day (31 CFR 1010.313). */
    window_ms: DAY_MS,
  },
} as const;
