/**
 * A SAR draft from a threat's facts: the same threat, evidence and settings always give the same
 * draft (no clock is read; `prepared_at` is when the draft was asked for). What the facts cannot
 * fill is marked unknown or missing and listed in `warnings` for the person who files it.
 */
import { toRfc3339 } from '../../../lib/clock.ts';
import type { ThreatEvidence, ThreatGraph, ThreatRow } from '../../threats/index.ts';
import type { FilingInstitution } from '../compliance-settings.ts';
import { amountsOf } from './sar-amounts.ts';
import { categoriesOf, filingOf } from './sar-categories.ts';
import type { SarContent } from './sar-content.ts';
import { writeNarrative } from './sar-narrative.ts';
import { MAX_CYBER_INDICATORS, partiesOf } from './sar-parties.ts';
import { BLOCKING_REPORT, sanctionsOf } from './sar-sanctions.ts';

/**
 * 31 CFR 1010.320 and the industry rules under it (1020.320(b)(3) for banks, 1022.320(b)(3) for
 * money services businesses, and their siblings): a SAR is filed no later than 30 calendar days
 * after the initial detection of facts that may constitute a basis for filing.
 */
export const FILING_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The detection plus 30 calendar days (UTC has no daylight saving to skew a day). The detection is
 * when Vigil first correlated the threat's alerts (`created_at`), not when the activity happened:
 * a 2021 transfer found today is due 30 days from today.
 */
export function filingDeadline(detectedAt: number): number {
  return detectedAt + FILING_PERIOD_DAYS * DAY_MS;
}

export interface SarFacts {
  /** When the draft was asked for. */
  preparedAt: number;
  threat: ThreatRow;
  evidence: ThreatEvidence;
  graph: ThreatGraph;
  institution: FilingInstitution | null;
}

function filingInstitution(institution: FilingInstitution | null): SarContent['filing_institution'] {
  return {
    status: institution === null ? 'missing' : 'provided',
    name: institution?.name ?? null,
    tin: institution?.tin ?? null,
    tin_type: institution?.tin_type ?? null,
    institution_type: institution?.institution_type ?? null,
    primary_federal_regulator: institution?.primary_federal_regulator ?? null,
    address: {
      street: institution?.address?.street ?? null,
      city: institution?.address?.city ?? null,
      state: institution?.address?.state ?? null,
      postal_code: institution?.address?.postal_code ?? null,
      country: institution?.address?.country ?? null,
    },
    contact_office: institution?.contact?.office ?? null,
    contact_phone: institution?.contact?.phone ?? null,
    contact_email: institution?.contact?.email ?? null,
  };
}

function institutionWarnings(institution: FilingInstitution | null): string[] {
  if (institution === null) {
    return [
      'No filing institution is set: Part IV is empty. Set it with PUT /v1/compliance/settings and ask for a new draft.',
    ];
  }
  const missing = [
    institution.tin === undefined ? 'TIN' : null,
    institution.address?.street === undefined || institution.address.city === undefined ? 'address' : null,
    institution.contact?.phone === undefined ? 'contact phone' : null,
  ].filter((field): field is string => field !== null);
  return missing.length === 0
    ? []
    : [`The filing institution has no ${missing.join(', ')}: Part IV needs them.`];
}

export function buildSarContent(facts: SarFacts): SarContent {
  const { threat, evidence, graph, institution } = facts;
  const typologies = JSON.parse(threat.typologies) as string[];
  const parties = partiesOf(evidence.alerts, evidence.events, graph);
  const amounts = amountsOf(evidence.alerts, evidence.events, parties.innocent);
  const categories = categoriesOf(typologies);
  const deadline = filingDeadline(threat.created_at);
  const sanctions = sanctionsOf(evidence.alerts);
  const cyber = typologies.filter((typology) => filingOf(typology).cyberEventAgainstCustomers);

  const warnings = institutionWarnings(institution);
  const unnamed = parties.subjects.filter((s) => s.kind === 'entity' && s.name_unknown).length;
  if (unnamed > 0) {
    warnings.push(
      `${unnamed} subject${unnamed === 1 ? ' has' : 's have'} no known name, TIN, address or date of birth: complete Part I from your own records where you can.`,
    );
  }
  if (parties.accountIds.length > 0) {
    warnings.push(
      `Complete Part I for customer accounts ${parties.accountIds.join(', ')} from your customer records.`,
    );
  }
  if (amounts.usdMissing > 0) {
    warnings.push(
      amounts.usd === null
        ? 'No event gave a value in US dollars: item 26 is marked "Amount unknown"; give the amount if you can.'
        : `${amounts.usdMissing} of ${amounts.valueEvents} value events gave no value in US dollars: item 26 counts only the others.`,
    );
  }
  if (amounts.unknownAmounts > 0) {
    warnings.push(`${amounts.unknownAmounts} transfers have no amount: the totals per asset leave them out.`);
  }
  if (parties.indicatorsLeftOut > 0) {
    warnings.push(
      `${parties.indicatorsLeftOut} addresses and transaction hashes past the form's ${MAX_CYBER_INDICATORS} cyber event indicators are left out; attach them.`,
    );
  }
  if (sanctions !== null) warnings.push(BLOCKING_REPORT);
  if (evidence.truncated) {
    warnings.push(
      `The threat holds ${threat.alert_count} alerts; the draft is written from the latest ${evidence.alerts.length}.`,
    );
  }

  return {
    form: 'FinCEN SAR',
    filing_type: 'initial_report',
    prepared_at: toRfc3339(facts.preparedAt),
    threat: {
      id: threat.id,
      severity: threat.severity,
      typologies,
      alert_count: threat.alert_count,
      first_seen_at: toRfc3339(threat.first_seen_at),
      created_at: toRfc3339(threat.created_at),
    },
    filing_deadline: toRfc3339(deadline),
    sanctions,
    subjects: parties.subjects,
    suspicious_activity: {
      date_range: { from: toRfc3339(threat.first_seen_at), to: toRfc3339(threat.last_seen_at) },
      amount_usd: amounts.usd,
      amount_unknown: amounts.usd === null,
      amounts: amounts.perAsset,
      categories,
      cyber_event:
        cyber.length === 0
          ? null
          : {
              against: 'financial_institution_customers',
              description: `Attacks on customers' wallets: ${cyber.map((t) => t.replaceAll('_', ' ')).join(', ')}.`,
            },
      cyber_indicators: parties.indicators,
    },
    activity_institution: { same_as_filing_institution: true, account_ids: parties.accountIds },
    filing_institution: filingInstitution(institution),
    narrative: writeNarrative({
      threat,
      typologies,
      alerts: evidence.alerts,
      parties,
      amounts,
      categories,
      institutionName: institution?.name ?? null,
      deadline,
      sanctions,
    }),
    warnings,
  };
}
