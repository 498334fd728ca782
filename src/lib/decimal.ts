/**
 * Exact decimal numbers as text, for amounts of money and crypto-assets: "1.5", "0.000000000000000001",
 * "123456789012345678901234567890". A double holds about 15 significant digits and sums them with
 * rounding (0.1 + 0.2 is 0.30000000000000004), so an amount is kept as its digits and computed on
 * with bigints: a value is `units / 10^scale`.
 *
 * Canonical text has no sign, no exponent, no leading zeros before the point (but one "0"), and no
 * trailing zeros after it: "1.50" is "1.5", "007" is "7", "2.0" is "2".
 */

/** A decimal as an integer and a power of ten: `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Plain decimal notation as text: digits, an optional fraction. No sign, no exponent. */
const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** Exponent notation, as JavaScript writes a double it cannot write plainly (`1e-7`, `1.5e+21`). */
const EXPONENT_TEXT = /^(\d+)(?:\.(\d+))?[eE]([+-]?\d+)$/;

/** The most digits a decimal may have before or after its point: beyond, it is not an amount. */
export const MAX_DECIMAL_DIGITS = 100;

/** The decimal `text` denotes (plain notation, 0 or more), or undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const plain = DECIMAL_TEXT.exec(text);
  if (plain !== null) {
    const whole = plain[1] ?? '0';
    const fraction = plain[2] ?? '';
    if (whole.length > MAX_DECIMAL_DIGITS || fraction.length > MAX_DECIMAL_DIGITS) return undefined;
    return normalise({ units: BigInt(whole + fraction), scale: fraction.length });
  }
  const exponent = EXPONENT_TEXT.exec(text);
  if (exponent === null) return undefined;
  const digits = (exponent[1] ?? '') + (exponent[2] ?? '');
  const power = Number(exponent[3]) - (exponent[2] ?? '').length;
  if (digits.length > MAX_DECIMAL_DIGITS || Math.abs(power) > MAX_DECIMAL_DIGITS) return undefined;
  return power >= 0
    ? normalise({ units: BigInt(digits) * 10n ** BigInt(power), scale: 0 })
    : normalise({ units: BigInt(digits), scale: -power });
}

/**
 * The decimal a double stands for, as JavaScript writes it (the shortest text that reads back as the
 * same double: 0.1 is "0.1", not 0.1000000000000000055…). Undefined for a negative or non-finite one.
 */
export function decimalOfNumber(value: number): Decimal | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  return parseDecimal(String(value));
}

/** Trailing zeros of the fraction dropped: the one form each value has. */
function normalise(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** The canonical text of a decimal. */
export function formatDecimal(value: Decimal): string {
  const { units, scale } = normalise(value);
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The canonical text of decimal text (`"1.50"` → `"1.5"`), or undefined when it is not a decimal. */
export function canonicalDecimal(text: string): string | undefined {
  const value = parseDecimal(text);
  return value === undefined ? undefined : formatDecimal(value);
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return normalise({ units: x + y, scale });
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return normalise({ units: a.units * b.units, scale: a.scale + b.scale });
}

/** Rounded to `places` after the point, halves away from zero (amounts in cents: `places` 2). */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return normalise(value);
  const divisor = 10n ** BigInt(value.scale - places);
  const quotient = value.units / divisor;
  const rounded = (value.units % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  return normalise({ units: rounded, scale: places });
}

/** The value in whole units of 10^-`decimals` (a token's base units), or undefined when it has finer digits. */
export function toBaseUnits(value: Decimal, decimals: number): bigint | undefined {
  if (value.scale > decimals) return undefined;
  return value.units * 10n ** BigInt(decimals - value.scale);
}

export function fromBaseUnits(units: bigint, decimals: number): Decimal {
  return normalise({ units, scale: decimals });
}

/** Units a double holds exactly (2^53), and the powers of ten it holds exactly (up to 10^22). */
const EXACT_UNITS = 2n ** 53n;
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** The nearest double, for ratios and charts; the text stays the value of record. */
export function decimalToNumber(value: Decimal): number {
  const power = EXACT_POWERS[value.scale];
  // Both exact as doubles: IEEE division rounds their exact quotient to the nearest double, the
  // same one reading the text gives, without writing it (the graph does this per transfer).
  if (power !== undefined && value.units <= EXACT_UNITS && value.units >= -EXACT_UNITS)
    return Number(value.units) / power;
  return Number(formatDecimal(value));
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

export function isZero(value: Decimal): boolean {
  return value.units === 0n;
}
