/**
 * Compares Vigil's decoded messages with another decoder's JSON, field by field, through a
 * table of peer field → Vigil field (gpsd-fields.ts, libais-fields.ts). Each row renders Vigil's
 * value the way the peer prints it (its sentinel for null, its rounding), so a row is the whole
 * story of one field. Peer fields with no row are fields Vigil does not model, and are skipped.
 */

import type { AisMessage } from '../../../../src/geo/feeds/ais/index.ts';

/** What the peer's value must be, with words for the failure message. */
export interface Expected {
  describe: string;
  test(peer: unknown): boolean;
}

export interface PeerField {
  /** The peer's JSON key. */
  peer: string;
  /** Vigil's field(s), for reading the table and for failure messages. */
  vigil: string;
  /** undefined when this Vigil message has no such field (the row does not apply). */
  expect(message: AisMessage): Expected | undefined;
}

export function eq(value: unknown): Expected {
  return { describe: JSON.stringify(value), test: (peer) => peer === value };
}

export function near(value: number, within: number): Expected {
  return {
    describe: `${value} ± ${within}`,
    test: (peer) => typeof peer === 'number' && Math.abs(peer - value) <= within,
  };
}

export function oneOf(values: readonly unknown[]): Expected {
  return { describe: `one of ${JSON.stringify(values)}`, test: (peer) => values.includes(peer) };
}

/** A Vigil field by name (or `a.b` path); `undefined` when the message has no such field. */
export function vigilValue(message: AisMessage, path: string): unknown {
  let value: unknown = message;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
    const record: Readonly<Record<string, unknown>> = { ...value };
    value = record[key];
  }
  return value;
}

export interface FieldRowOptions {
  /** What the peer prints where Vigil has null (the raw sentinel, scaled like the peer scales it). */
  nullAs?: unknown;
  /** Like nullAs, for sentinels that differ by message type. */
  nullFor?: (message: AisMessage) => unknown;
  /** Convert Vigil's non-null value to the peer's representation (e.g. MMSI string → number). */
  convert?: (value: unknown) => unknown;
  /** Numbers match within this absolute tolerance (the peer's printed precision). */
  within?: number | ((message: AisMessage) => number);
  /**
   * Where Vigil has null, the peer may also print a raw value beyond this (by magnitude): a value
   * ITU-R M.1371 leaves unused, which the peer passes on and Vigil reads as not available.
   */
  beyond?: number | ((message: AisMessage) => number);
}

/** The peer's sentinel, or (with `beyond`) any number past the field's range. */
function notAvailable(sentinel: unknown, beyond: number | undefined): Expected {
  if (beyond === undefined) return eq(sentinel);
  return {
    describe: `${JSON.stringify(sentinel)} or a value beyond ±${beyond} (not available)`,
    test: (peer) => peer === sentinel || (typeof peer === 'number' && Math.abs(peer) > beyond),
  };
}

/** A row for a field that is the same quantity on both sides, up to sentinel and representation. */
export function field(peer: string, vigil: string, options: FieldRowOptions = {}): PeerField {
  return {
    peer,
    vigil,
    expect(message) {
      const value = vigilValue(message, vigil);
      if (value === undefined) return undefined;
      const { nullAs = null, nullFor, convert, within, beyond } = options;
      if (value === null && beyond !== undefined) {
        return notAvailable(
          nullFor ? nullFor(message) : nullAs,
          typeof beyond === 'function' ? beyond(message) : beyond,
        );
      }
      const rendered =
        value === null ? (nullFor ? nullFor(message) : nullAs) : convert ? convert(value) : value;
      const tolerance = typeof within === 'function' ? within(message) : within;
      return typeof rendered === 'number' && tolerance !== undefined
        ? near(rendered, tolerance)
        : eq(rendered);
    },
  };
}

/**
 * Every disagreement between the peer's record and the Vigil message(s) it stands for (gpsd
 * prints one record for a type 24 part A and part B together). A row is checked against the
 * first message that has its field. Header-only messages are compared on their header alone,
 * since the peer decodes contents (binary payloads, interrogations…) that Vigil does not model.
 */
export function disagreements(
  table: readonly PeerField[],
  messages: readonly AisMessage[],
  peer: Record<string, unknown>,
): string[] {
  const found: string[] = [];
  for (const row of table) {
    if (!(row.peer in peer)) continue;
    const expected = messages.map((message) => row.expect(message)).find((e) => e !== undefined);
    if (expected === undefined) {
      if (messages.some((message) => 'bitLength' in message)) continue;
      const types = messages.map((message) => message.type).join('+');
      found.push(
        `${row.peer}: peer has ${JSON.stringify(peer[row.peer])}, Vigil's type ${types} has no ${row.vigil}`,
      );
    } else if (!expected.test(peer[row.peer])) {
      found.push(
        `${row.peer} (Vigil ${row.vigil}): peer has ${JSON.stringify(peer[row.peer])}, Vigil gives ${expected.describe}`,
      );
    }
  }
  return found;
}

/** How many table rows applied to this pair, to show the comparison was not vacuous. */
export function comparedFields(
  table: readonly PeerField[],
  messages: readonly AisMessage[],
  peer: Record<string, unknown>,
): number {
  return table.filter(
    (row) => row.peer in peer && messages.some((message) => row.expect(message) !== undefined),
  ).length;
}
