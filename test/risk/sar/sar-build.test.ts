// SAR drafts from threat facts, without a store: the FinCEN parts, the category map, the deadline,
// the warnings, the narrative, and the PDF.
import { describe, expect, it } from 'vitest';
import type { StoredAlert } from '../../../src/risk/agents/agent.ts';
import type { FilingInstitution } from '../../../src/risk/sar/compliance-settings.ts';
import { buildSarContent, filingDeadline, type SarFacts } from '../../../src/risk/sar/draft/sar-build.ts';
import { categoriesOf } from '../../../src/risk/sar/draft/sar-categories.ts';
import { renderSarPdf } from '../../../src/risk/sar/draft/sar-pdf.ts';
import type { ThreatRow } from '../../../src/risk/threats/correlation-plan.ts';
import type { EvidenceEvent } from '../../../src/risk/threats/threat-evidence.ts';
import { buildThreatGraph } from '../../../src/risk/threats/threat-graph.ts';
import { pageCount, shownText } from '../../geo/reports/render/pdf-inspect.ts';
import { addr, alertOf, HOUR, T0, txHash } from '../threats/threat-fixtures.ts';

const WS = 'ws_sar';

const INSTITUTION: FilingInstitution = {
  name: 'Harbour Digital Assets LLC',
  tin: '12-3456789',
  tin_type: 'ein',
  institution_type: 'Money services business',
  primary_federal_regulator: 'IRS',
  address: { street: '1 Quay Street', city: 'Wilmington', state: 'DE', postal_code: '19801', country: 'US' },
  contact: { office: 'BSA Office', phone: '+1 302 555 0100', email: 'bsa@harbour.example' },
};

const poisoner = addr(0xbad);
const victim = addr(0x1);
const mule = addr(0x2);
const genuine = addr(0xba0);

/** An address-poisoning alert (victim and look-alike) and a layering alert sharing one transfer. */
function facts(institution: FilingInstitution | null = INSTITUTION): SarFacts {
  const shared = { from: poisoner, to: mule, amount: 1.25, tx: 7, at: T0 + HOUR };
  const poisoning = alertOf(WS, 'address_poisoning', {
    addresses: [
      { address: victim, role: 'victim' },
      { address: poisoner, role: 'poisoner' },
      { address: genuine, role: 'imitated' },
    ],
    severity: 'high',
    at: T0,
    transfers: [{ from: poisoner, to: victim, amount: 0, tx: 6, at: T0 }, shared],
    summary: 'A zero-value transfer from a look-alike of a counterparty.',
  });
  const layering = alertOf(WS, 'layering', {
    addresses: [
      { address: poisoner, role: 'origin' },
      { address: mule, role: 'destination' },
    ],
    accounts: ['cust-42'],
    at: T0 + HOUR,
    transfers: [shared],
    summary: 'Funds went through 2 hops within an hour.',
  });
  const alerts: StoredAlert[] = [poisoning, layering];
  const events: EvidenceEvent[] = [
    { id: 'ing_1', type: 'transfer.observed', occurred_at: T0, received_at: T0, data: { value_usd: 0 } },
    {
      id: 'ing_2',
      type: 'transfer.observed',
      occurred_at: T0 + HOUR,
      received_at: T0,
      data: { value_usd: 4100.5 },
    },
    {
      id: 'ing_3',
      type: 'deposit.received',
      occurred_at: T0 + HOUR,
      received_at: T0,
      data: { account_id: 'cust-42' },
    },
  ];
  const threat: ThreatRow = {
    id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
    workspace_id: WS,
    status: 'open',
    severity: 'high',
    alert_severity: 'high',
    typologies: JSON.stringify(['address_poisoning', 'layering']),
    chains: JSON.stringify(['ethereum']),
    alert_count: 2,
    headline: poisoning.summary,
    summary: 'High threat.',
    first_seen_at: T0,
    last_seen_at: T0 + HOUR,
    merged_into: null,
    status_note: null,
    closed_at: null,
    closed_by: null,
    assignee: null,
    disposition: null,
    retroactive: 0,
    created_at: T0 + 2 * HOUR,
    updated_at: T0 + 2 * HOUR,
  };
  const graph = buildThreatGraph(alerts, {
    entityOf: (chain, address) => `ent_${chain}_${address.slice(-3)}`,
    labelsOf: (_chain, address) =>
      address === poisoner ? [{ label: 'Poisoning kit', category: 'phishing', source: 'custom' }] : [],
  });
  return {
    preparedAt: T0 + 3 * HOUR,
    threat,
    evidence: { alerts, events, truncated: false },
    graph,
    institution,
  };
}

describe('the filing deadline', () => {
  it('is 30 calendar days after the first activity, across month and year ends', () => {
    expect(new Date(filingDeadline(T0)).toISOString()).toBe('2026-12-23T10:00:00.000Z');
    expect(new Date(filingDeadline(Date.parse('2027-01-31T23:59:59.999Z'))).toISOString()).toBe(
      '2027-03-02T23:59:59.999Z',
    );
    expect(new Date(filingDeadline(Date.parse('2028-02-10T00:00:00.000Z'))).toISOString()).toBe(
      '2028-03-11T00:00:00.000Z',
    );
  });
});

describe('the category map', () => {
  it('files typologies under the FinCEN SAR items 29–38, each box once', () => {
    expect(
      categoriesOf(['structuring', 'peel_chain', 'layering', 'sanctions']).map((c) => [
        c.item,
        c.subtype,
        c.typologies,
      ]),
    ).toEqual([
      [29, 'Other', ['structuring']],
      [33, 'Suspicious use of multiple accounts', ['layering', 'peel_chain']],
      [35, 'Other', ['sanctions']],
      [35, 'Transaction with no apparent economic, business, or lawful purpose', ['layering']],
    ]);
    expect(categoriesOf(['custom_rule'])).toEqual([
      {
        item: 35,
        category: 'Other suspicious activities',
        subtype: 'Other',
        other_text: 'Activity flagged as custom rule',
        typologies: ['custom_rule'],
      },
    ]);
  });
});

describe('buildSarContent', () => {
  it('fills the parts of the FinCEN SAR from the threat', () => {
    const draft = buildSarContent(facts());
    expect(draft).toMatchObject({
      form: 'FinCEN SAR',
      filing_type: 'initial_report',
      prepared_at: new Date(T0 + 3 * HOUR).toISOString(),
      // 30 days from the detection (the threat's correlation, T0 + 2 h), not from the first activity.
      filing_deadline: '2026-12-23T12:00:00.000Z',
      threat: { id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st', severity: 'high', alert_count: 2 },
    });
    // Part I: the look-alike's and the mule's entities and the customer account, not the victim.
    expect(
      draft.subjects.map((s) => [s.kind, s.entity_id ?? s.account_id, s.name, s.role_in_activity]),
    ).toEqual([
      ['entity', 'ent_ethereum_002', null, 'payee_receiver'],
      ['entity', 'ent_ethereum_bad', 'Poisoning kit', 'purchaser_sender'],
      ['account', 'cust-42', null, 'payee_receiver'],
    ]);
    expect(draft.subjects[1]).toMatchObject({
      name_unknown: false,
      tin_unknown: true,
      addresses: [
        {
          chain: 'ethereum',
          address: poisoner,
          roles: ['origin', 'poisoner'],
          labels: ['Poisoning kit (phishing)'],
        },
      ],
    });
    // Part II.
    const activity = draft.suspicious_activity;
    expect(activity.date_range).toEqual({
      from: new Date(T0).toISOString(),
      to: new Date(T0 + HOUR).toISOString(),
    });
    expect(activity.amounts).toEqual([{ chain: 'ethereum', asset: 'ETH', amount: '1.25', transfers: 2 }]);
    expect(activity.amount_usd).toBe('4100.50');
    expect(activity.amount_unknown).toBe(false);
    expect(activity.categories.map((c) => `${c.item} ${c.subtype}`)).toEqual([
      '31 Other',
      '33 Suspicious use of multiple accounts',
      '35 Transaction with no apparent economic, business, or lawful purpose',
    ]);
    expect(activity.cyber_event?.against).toBe('financial_institution_customers');
    expect(activity.cyber_indicators.map((c) => [c.kind, c.value])).toEqual([
      ['virtual_currency_address', mule],
      ['virtual_currency_address', poisoner],
      ['transaction_hash', txHash(6)],
      ['transaction_hash', txHash(7)],
    ]);
    // Parts III and IV.
    expect(draft.activity_institution).toEqual({
      same_as_filing_institution: true,
      account_ids: ['cust-42'],
    });
    expect(draft.filing_institution).toMatchObject({
      status: 'provided',
      name: 'Harbour Digital Assets LLC',
      tin: '12-3456789',
      address: { city: 'Wilmington', country: 'US' },
      contact_phone: '+1 302 555 0100',
    });
  });

  it('writes a narrative answering who, what, when, where, why and how', () => {
    const { narrative } = buildSarContent(facts());
    expect(narrative.who).toContain('Poisoning kit (entity ent_ethereum_bad)');
    expect(narrative.who).toContain(
      `The holder of ${victim} (ethereum) appears to be a victim, not a subject.`,
    );
    expect(narrative.who).toContain("Harbour Digital Assets LLC's customer account cust-42 took part");
    expect(narrative.who).toContain(
      `${genuine} (ethereum) took part only as a genuine counterparty that look-alike addresses imitated.`,
    );
    expect(narrative.what).toContain('raised 2 alerts of address_poisoning and layering');
    expect(narrative.when).toBe(
      'The activity took place from 2026-11-23 10:00 UTC to 2026-11-23 11:00 UTC. It was correlated into a threat on 2026-11-23 12:00 UTC. The activity was detected on 2026-11-23 12:00 UTC; this report is due by 2026-12-23 12:00 UTC, 30 calendar days after that detection.',
    );
    expect(narrative.where).toBe(
      'The activity took place on the ethereum blockchain, through customer accounts cust-42.',
    );
    expect(narrative.why).toContain('a look-alike of an address the customer deals with');
    expect(narrative.why).toContain('33 Money laundering: Suspicious use of multiple accounts');
    expect(narrative.how).toContain(
      `2026-11-23 11:00 UTC: 1.25 ETH from ${poisoner} to ${mule} in transaction ${txHash(7)}.`,
    );
    expect(narrative.text.split('\n\n').map((p) => p.split(':')[0])).toEqual([
      'Who',
      'What',
      'When',
      'Where',
      'Why',
      'How',
    ]);
  });

  it('is the same for the same facts', () => {
    const same = facts();
    expect(buildSarContent(same)).toEqual(buildSarContent(same));
  });

  it('marks the filing institution missing and says what to complete', () => {
    const draft = buildSarContent(facts(null));
    expect(draft.filing_institution).toMatchObject({ status: 'missing', name: null, tin: null });
    expect(draft.warnings[0]).toContain('No filing institution is set');
    expect(draft.narrative.who).toContain('The filing institution');
    const complete = buildSarContent(facts());
    expect(complete.warnings.some((w) => w.includes('filing institution'))).toBe(false);
    expect(complete.warnings).toContain(
      'Complete Part I for customer accounts cust-42 from your customer records.',
    );
    const partial = buildSarContent(facts({ name: 'Small MSB' }));
    expect(partial.warnings).toContain(
      'The filing institution has no TIN, address, contact phone: Part IV needs them.',
    );
  });

  it('says when only some value events carried a value in US dollars, and when none did', () => {
    // The deposit of the fixture gave none; the two transfers did.
    expect(buildSarContent(facts()).warnings).toContain(
      '1 of 3 value events gave no value in US dollars: item 26 counts only the others.',
    );
    const none = facts();
    none.evidence.events = [];
    const draft = buildSarContent(none);
    expect(draft.suspicious_activity).toMatchObject({ amount_usd: null, amount_unknown: true });
  });
});

describe('renderSarPdf', () => {
  it('writes a PDF with every part and the narrative, the same bytes for the same draft', async () => {
    const draft = buildSarContent(facts());
    const pdf = await renderSarPdf('sar_01jq3vg0j1k2m3n4p5q6r7s8vw', draft, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = shownText(pdf).join(' ').replace(/\s+/g, ' ');
    for (const part of ['Part I', 'Part II', 'Part III', 'Part IV', 'Part V']) expect(text).toContain(part);
    expect(text).toContain('The activity took place from 2026-11-23 10:00 UTC to 2026-11-23 11:00 UTC.');
    expect(text).toContain('Harbour Digital Assets LLC');
    expect(text).toContain('2026-12-23 12:00 UTC');
    const again = await renderSarPdf('sar_01jq3vg0j1k2m3n4p5q6r7s8vw', draft, { compress: false });
    expect(again.equals(pdf)).toBe(true);
  });
});
