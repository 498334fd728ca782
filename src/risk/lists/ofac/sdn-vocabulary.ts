/**
 * OFAC's words, in one place. The ADVANCED_XML document names everything by numeric id and defines
 * the ids in its ReferenceValueSets; ids differ between OFAC's exports, so the reader matches on
 * these names (as written in sdn_advanced.xml, DateOfIssue 2025-11-19) and looks the ids up.
 */
import type { RawReference } from './sdn-raw.ts';

/** Feature types (per-party facts) and IDRegDocument types the reader maps onto `SdnEntry`. */
export const LABELS = {
  vesselCallSign: 'Vessel Call Sign',
  vesselFlag: 'Vessel Flag',
  vesselType: 'VESSEL TYPE',
  // IMO numbers and MMSIs are IDRegDocuments, not features, in OFAC's export.
  vesselRegistration: 'Vessel Registration Identification',
  mmsi: 'MMSI',
  aircraftTailNumber: 'Aircraft Tail Number',
  aircraftSerial: "Aircraft Manufacturer's Serial Number (MSN)",
  // The oldest aircraft listings give the serial as an IDRegDocument instead of an MSN feature.
  aircraftSerialDocument: 'Aircraft Serial Identification',
  aircraftModel: 'Aircraft Model',
  aircraftOperator: 'Aircraft Operator',
  aircraftModeS: 'Aircraft Mode S Transponder Code',
  // Read for name screening: who an individual is beyond their name.
  birthdate: 'Birthdate',
  nationality: 'Nationality Country',
  citizenship: 'Citizenship Country',
} as const;

const WANTED: ReadonlySet<string> = new Set(Object.values(LABELS));

/** "Digital Currency Address - XBT": the ticker follows the dash, as OFAC spells it. */
const DIGITAL_CURRENCY = /^Digital Currency Address - (\S+)\s*$/;

export function digitalCurrencyTicker(label: string): string | undefined {
  return DIGITAL_CURRENCY.exec(label)?.[1];
}

/** Whether the reader has any use for a feature or document of this type. */
export function isWantedLabel(label: string): boolean {
  return WANTED.has(label) || DIGITAL_CURRENCY.test(label);
}

/** OFAC writes "IMO 9187629" (sometimes with two spaces, sometimes bare); anything else is not an IMO number. */
export function imoNumber(registration: string): string | undefined {
  return /^(?:IMO\s*)?(\d{7})$/.exec(registration.trim())?.[1];
}

export const PARTY_SUBTYPE = { vessel: 'Vessel', aircraft: 'Aircraft' } as const;
export const PARTY_TYPE = {
  individual: 'Individual',
  entity: 'Entity',
  otherEntity: 'Other Entity',
} as const;
export const NAME_PART_LAST = 'Last Name';
export const DOC_NAME_PRIMARY_LATIN = 'Primary Latin';
/** The sanctions measure whose comment names the programme ("IRAN", "SDGT"...). */
export const SANCTIONS_TYPE_PROGRAM = 'Program';
/** The entry event that records when a party was put on the list: its designation. */
export const ENTRY_CREATED = 'Created';

/** The ReferenceValueSets, by set (element name) then id. */
export class ReferenceTables {
  readonly #sets = new Map<string, Map<string, RawReference>>();

  add(reference: RawReference): void {
    let set = this.#sets.get(reference.set);
    if (!set) {
      set = new Map();
      this.#sets.set(reference.set, set);
    }
    set.set(reference.id, reference);
  }

  get(set: string, id: string): RawReference | undefined {
    return this.#sets.get(set)?.get(id);
  }

  name(set: string, id: string): string | undefined {
    return this.get(set, id)?.name;
  }

  /** The row of `set` named `name` exactly (sets searched so are small: ~250 countries). */
  findByName(set: string, name: string): RawReference | undefined {
    for (const reference of this.#sets.get(set)?.values() ?? [])
      if (reference.name === name) return reference;
    return undefined;
  }
}
