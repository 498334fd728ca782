/**
 * What a filer needs of a sanctions case: the list entries the activity dealt with (programme, entry,
 * list version, designation, the listed address, how close the exposure was, the path and dollar
 * exposure of an indirect one), read from the facts the sanctions agent put in its alerts, and the
 * reminder that a SAR does not replace OFAC's own report: property of a blocked person is blocked
 * and reported within 10 business days (31 CFR 501.603), a rejected transaction likewise (501.604).
 */
import type { StoredAlert } from '../../agents/index.ts';
import type { SarContent } from './sar-content.ts';

export const BLOCKING_REPORT =
  'A SAR does not replace the report to OFAC: property of a blocked person (here, value sent to or received from a listed address after its designation) must be blocked and reported to OFAC within 10 business days of blocking (31 CFR 501.603), and a transaction rejected because of a sanctions programme reported within 10 business days of the rejection (31 CFR 501.604).';

type Entry = NonNullable<SarContent['sanctions']>['entries'][number];

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The sanctions section of a draft, or null when no alert of the threat is a sanctions alert. */
export function sanctionsOf(alerts: readonly StoredAlert[]): SarContent['sanctions'] {
  const entries = new Map<string, Entry>();
  for (const alert of alerts) {
    if (alert.typology !== 'sanctions') continue;
    const { facts } = alert;
    const entry: Entry = {
      list_source: text(facts.list_source) ?? 'unknown',
      list_version: text(facts.list_version),
      entry_id: text(facts.entry_id),
      name: text(facts.label) ?? 'unknown',
      programs: (text(facts.programs) ?? '').split(', ').filter((p) => p !== ''),
      designated_at: text(facts.designated_at),
      listed_address: text(facts.listed_address) ?? '',
      exposure: text(facts.exposure) ?? 'unknown',
      path: text(facts.path),
      exposure_usd: text(facts.exposure_usd),
      before_designation: facts.before_designation === true,
      alert_ids: [alert.id],
    };
    const key = `${entry.list_source} ${entry.entry_id ?? entry.name} ${entry.listed_address} ${entry.exposure}`;
    const known = entries.get(key);
    if (known === undefined) entries.set(key, entry);
    else known.alert_ids.push(alert.id);
  }
  if (entries.size === 0) return null;
  return { entries: [...entries.values()], blocking_report: BLOCKING_REPORT };
}
