/**
 * Amounts as people read them, in their unit: `12.3 ETH`, never `12.299999999999999`. The API gives
 * transfer amounts as exact decimal strings ("1.5") in the asset's units, shown exactly with the
 * reader's digit grouping; a JSON number is shown without the noise of binary floating point.
 */

/** Significant digits kept of a JSON number: a double holds 15–17, the last of them noise. */
const SIGNIFICANT = 15;

/** A decimal string with its integer digits grouped as the reader's locale does. */
function groupDecimal(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = BigInt(whole).toLocaleString();
  const point = (1.5).toLocaleString().charAt(1);
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? `${point}${trimmed}` : ''}`;
}

/** The number alone: `12.3`, `1,250`, `0.00012`; a decimal string exactly as given, grouped. */
export function amountNumber(value: number | string): string {
  if (typeof value === 'string') return groupDecimal(value);
  if (!Number.isFinite(value)) return String(value);
  const clean = Number(value.toPrecision(SIGNIFICANT));
  return clean.toLocaleString(undefined, { maximumFractionDigits: 12 });
}

/** `12.3 ETH`; without a unit, says so rather than pass the number off as one. */
export function amountText(
  value: number | string | null | undefined,
  unit: string | null | undefined,
): string {
  if (value === null || value === undefined) return 'amount not given';
  const number = amountNumber(value);
  return unit ? `${number} ${unit}` : `${number} (unit not given)`;
}
