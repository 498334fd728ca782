/**
 * Filters of an alert rule on what an asset is: `ship_types` (ITU-R M.1371 codes or the named
 * categories below), `flags` (ISO 3166-1 alpha-2, from the MMSI's MID) and size (`min_length_m`,
 * `max_length_m`, `min_beam_m`, `max_beam_m`, from AIS static data). They narrow the rule's
 * `assets`; an asset whose type, flag or size is not known does not pass a filter on it (a filter
 * never matches what it cannot tell).
 */
import type { FieldError } from '../../lib/errors.ts';
import type { AssetProfile } from '../assets/index.ts';
import { MID_TABLE } from '../assets/index.ts';

/** ITU-R M.1371-5 Table 53 (ship and cargo type), first digit and the special craft of 3x and 5x. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const SHIP_TYPE_CATEGORIES: Readonly<Record<string, readonly number[]>> = {
  wing_in_ground: range(20, 29),
  fishing: [30],
  towing: [31, 32],
  dredging: [33],
  diving: [34],
  military: [35],
  sailing: [36],
  pleasure_craft: [37],
  high_speed_craft: range(40, 49),
  pilot: [50],
  search_and_rescue: [51],
  tug: [52],
  port_tender: [53],
  anti_pollution: [54],
  law_enforcement: [55],
  medical: [58],
  passenger: range(60, 69),
  cargo: range(70, 79),
  tanker: range(80, 89),
  other: range(90, 99),
};

/** ISO codes the MID table names: the flags a rule may filter on. */
const FLAG_CODES: ReadonlySet<string> = new Set(
  [...MID_TABLE.values()].flatMap((flag) => (flag.code === null ? [] : [flag.code])),
);

export const SIZE_FILTERS = ['min_length_m', 'max_length_m', 'min_beam_m', 'max_beam_m'] as const;

export function parseShipTypes(
  pointer: string,
  value: unknown,
  errors: FieldError[],
): (number | string)[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) {
    errors.push({
      pointer,
      detail: 'must be a list of 1 to 100 ship types: AIS codes (1–99) or category names',
    });
    return undefined;
  }
  let ok = true;
  value.forEach((item, i) => {
    if (
      typeof item === 'number'
        ? Number.isInteger(item) && item >= 1 && item <= 99
        : typeof item === 'string' && Object.hasOwn(SHIP_TYPE_CATEGORIES, item)
    )
      return;
    ok = false;
    errors.push({
      pointer: `${pointer}/${i}`,
      detail: `must be an AIS ship type code from 1 to 99 or one of ${Object.keys(SHIP_TYPE_CATEGORIES).join(', ')}`,
    });
  });
  return ok ? [...new Set(value as (number | string)[])] : undefined;
}

export function parseFlags(pointer: string, value: unknown, errors: FieldError[]): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.length > 300) {
    errors.push({ pointer, detail: 'must be a list of 1 to 300 ISO 3166-1 alpha-2 country codes' });
    return undefined;
  }
  let ok = true;
  value.forEach((item, i) => {
    if (typeof item === 'string' && FLAG_CODES.has(item)) return;
    ok = false;
    errors.push({
      pointer: `${pointer}/${i}`,
      detail:
        typeof item === 'string' && /^[a-z]{2}$/.test(item)
          ? `must be upper-case: '${item.toUpperCase()}'`
          : 'must be an ISO 3166-1 alpha-2 code that ITU’s MID table assigns (e.g. PA, LR, MH)',
    });
  });
  return ok ? [...new Set(value as string[])] : undefined;
}

/** A bound given as a minimum above its maximum matches nothing: refused with both pointers. */
export function checkSizeBounds(what: Record<string, unknown>, errors: FieldError[]): void {
  for (const [min, max] of [
    ['min_length_m', 'max_length_m'],
    ['min_beam_m', 'max_beam_m'],
  ] as const) {
    const low = what[min];
    const high = what[max];
    if (typeof low === 'number' && typeof high === 'number' && low > high)
      errors.push({ pointer: `/what/${min}`, detail: `must not be above ${max} (${high})` });
  }
}

export type ProfileTest = (profile: AssetProfile | undefined) => boolean;

/** The test the rule's filters make of an asset, or undefined when it has none. */
export function profileTestOf(what: Record<string, unknown>): ProfileTest | undefined {
  const tests: ProfileTest[] = [];
  const types = what.ship_types;
  if (Array.isArray(types)) {
    const codes = new Set<number>();
    for (const item of types) {
      if (typeof item === 'number') codes.add(item);
      else for (const code of SHIP_TYPE_CATEGORIES[String(item)] ?? []) codes.add(code);
    }
    tests.push((p) => p?.shipType != null && codes.has(p.shipType));
  }
  const flags = what.flags;
  if (Array.isArray(flags)) {
    const codes = new Set(flags.map(String));
    tests.push((p) => p?.flag != null && codes.has(p.flag));
  }
  const bound = (name: string, read: (p: AssetProfile) => number | null, above: boolean) => {
    const limit = what[name];
    if (typeof limit !== 'number') return;
    tests.push((p) => {
      const value = p === undefined ? null : read(p);
      return value !== null && (above ? value >= limit : value <= limit);
    });
  };
  bound('min_length_m', (p) => p.lengthM, true);
  bound('max_length_m', (p) => p.lengthM, false);
  bound('min_beam_m', (p) => p.beamM, true);
  bound('max_beam_m', (p) => p.beamM, false);
  if (tests.length === 0) return undefined;
  return (profile) => tests.every((test) => test(profile));
}
