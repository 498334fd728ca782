/**
 * JSON numbers that must arrive with every digit: amounts. JSON.parse reads a number into a double,
 * which keeps about 15 significant digits: `123456789012345678901234567890` arrives as
 * 1.2345678901234568e29 and `1e400` as Infinity, with nothing to tell. A reviver that sees the
 * number's own text (`context.source`, ES2025 JSON.parse source text access, in Node since 21) keeps
 * that text, as a string, wherever the double does not stand for the same decimal; an exact number
 * (`1.5`, `2e-7`) stays a number. The readers of those fields take a decimal string or a number.
 */
import { canonicalDecimal } from './decimal.ts';

type Reviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown;

/** A reviver for JSON.parse that keeps the text of inexact numbers under the given keys. */
export function keepDigitsOf(keys: ReadonlySet<string>): Reviver {
  return (key, value, context) => {
    if (typeof value !== 'number' || !keys.has(key) || context?.source === undefined) return value;
    const source = context.source;
    const exact = Number.isFinite(value) && canonicalDecimal(String(value)) === canonicalDecimal(source);
    return exact ? value : source;
  };
}

/** The keys whose numbers are amounts, wherever they appear in a body. */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set(['amount', 'value_usd']);
