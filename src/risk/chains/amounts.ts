/**
 * Reading an amount as a request gives it (a decimal string, or a JSON number) in the units of its
 * asset: kept exactly, no finer than the asset divides, no more than there can be of it. A problem
 * is a 400 at the field's pointer that says what to send instead.
 */
import {
  canonicalDecimal,
  compareDecimals,
  type Decimal,
  decimalOfNumber,
  formatDecimal,
  parseDecimal,
} from '../../lib/decimal.ts';
import { invalidField } from '../../lib/errors.ts';
import { type AssetInfo, assetOf } from './assets.ts';
import type { ChainName } from './chains.ts';

/** An amount as read: its canonical decimal text and value, and the asset it is of. */
export interface ReadAmount {
  amount: string;
  value: Decimal;
  asset: AssetInfo;
}

/** The names of the smallest units of chains' own coins, for a message about an amount sent in them. */
const BASE_UNIT: Readonly<Record<string, string>> = {
  BTC: 'satoshis',
  ETH: 'wei',
  TRX: 'sun',
  LTC: 'litoshis',
  BCH: 'satoshis',
  DASH: 'duffs',
  ZEC: 'zatoshis',
  XMR: 'piconero',
  SOL: 'lamports',
  XRP: 'drops',
  BNB: 'wei',
  POL: 'wei',
};

/** A decimal of text or a number, or undefined when it is neither (negative, not finite, not decimal). */
export function decimalOf(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return decimalOfNumber(value);
  if (typeof value === 'string') return parseDecimal(value.trim());
  return undefined;
}

const grouped = (text: string) => {
  const [whole = '', fraction] = text.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
};

/** The amount at `pointer` of `asset` (absent: the chain's own coin) on `chain`. */
export function readAmount(
  chain: ChainName,
  asset: string | null | undefined,
  given: unknown,
  pointer: string,
): ReadAmount {
  const info = assetOf(chain, asset);
  const value = decimalOf(given);
  if (value === undefined) {
    throw invalidField(
      pointer,
      `must be an amount of ${info.symbol}, 0 or more, as a decimal string such as "1.5" (a JSON number is read as the double it is)`,
    );
  }
  if (value.scale > info.decimals) {
    throw invalidField(
      pointer,
      `has ${value.scale} decimals, but ${info.symbol}${info.known ? '' : ' (a token Vigil does not know)'} divides into ${info.decimals} at most: give the amount in ${info.symbol}`,
    );
  }
  const max = parseDecimal(info.maxSupply);
  if (max !== undefined && compareDecimals(value, max) > 0) {
    const unit = info.native ? BASE_UNIT[info.symbol] : undefined;
    const hint = unit === undefined ? 'is it in base units?' : `is it in ${unit}?`;
    throw invalidField(
      pointer,
      `is ${grouped(formatDecimal(value))} ${info.symbol}, more than there can be (at most ${grouped(info.maxSupply)}): ${hint} Amounts are in units of the asset, e.g. "1.5" ${info.symbol}`,
    );
  }
  return { amount: formatDecimal(value), value, asset: info };
}

/** The most a transfer may say it was worth: 10^15 US dollars is more than the world's wealth. */
export const MAX_VALUE_USD = '1000000000000000';

/** A `value_usd` as the sender gives it: a decimal of dollars, cents and below kept as given. */
export function readValueUsd(given: unknown, pointer: string): string {
  const value = decimalOf(given);
  if (value === undefined) {
    throw invalidField(pointer, 'must be a value in US dollars, 0 or more, e.g. "9500.00" or 9500');
  }
  const text = formatDecimal(value);
  if (compareDecimals(value, { units: BigInt(MAX_VALUE_USD), scale: 0 }) > 0) {
    throw invalidField(
      pointer,
      `is USD ${grouped(text)}, more than any transfer can be worth: check its unit`,
    );
  }
  return canonicalDecimal(text) ?? text;
}
