/**
 * A SAR draft for each of the seven typologies, from alerts the real agents raise on events: every
 * narrative sentence rests on facts of the threat (its basis names them, and every identifier it
 * prints is one of theirs), counts agree with their nouns, nothing is said of clustering that did
 * not happen, only the suspicious transfers are counted, and the PDF prints every identifier whole.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import type { Agent, AlertDraft, StoredAlert } from '../../../src/risk/agents/agent.ts';
import { addressPoisoningAgent } from '../../../src/risk/agents/typologies/address-poisoning.ts';
import { drainerApprovalAgent } from '../../../src/risk/agents/typologies/drainer-approval.ts';
import { layeringAgent } from '../../../src/risk/agents/typologies/layering.ts';
import { mixerAgent } from '../../../src/risk/agents/typologies/mixer.ts';
import { peelChainAgent } from '../../../src/risk/agents/typologies/peel-chain.ts';
import { sanctionsAgent } from '../../../src/risk/agents/typologies/sanctions.ts';
import { structuringAgent } from '../../../src/risk/agents/typologies/structuring.ts';
import type { AgentEvent } from '../../../src/risk/events/index.ts';
import { buildSarContent } from '../../../src/risk/sar/draft/sar-build.ts';
import type { SarContent } from '../../../src/risk/sar/draft/sar-content.ts';
import { renderSarPdf } from '../../../src/risk/sar/draft/sar-pdf.ts';
import type { ThreatRow } from '../../../src/risk/threats/correlation-plan.ts';
import { buildThreatGraph, type ThreatGraph } from '../../../src/risk/threats/threat-graph.ts';
import { shownText } from '../../geo/reports/render/pdf-inspect.ts';
import {
  approval,
  deposit,
  fakeScreen,
  HOUR,
  MINUTE,
  runAgent,
  T0,
  transfer,
} from '../agents/typologies/event-factory.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const ethAddress = () => `0x${hex(20)}`;
const ethHash = () => `0x${hex(32)}`;
/** A Bitcoin P2WSH address's length (62), so that a table cell must wrap it. */
const btcAddress = () => `bc1q${hex(29)}`;
const btcHash = () => hex(32);

interface Scenario {
  agent: () => Agent;
  events: () => AgentEvent[];
  screen?: ReturnType<typeof fakeScreen>;
  /** Addresses spent together (one entity), if any. */
  together?: string[];
}

const LISTED = ethAddress();
const MIXER = ethAddress();
const SDN = {
  label: 'ELCORO AYASTUY, Paulo',
  category: 'sanctioned',
  source: 'ofac_sdn',
  list_version: '2025-11-19',
};

function depositFrom(from: string, at: number, extra: object = {}): AgentEvent {
  return deposit(at, {
    account_id: 'acct-7',
    chain: 'ethereum',
    tx_hash: ethHash(),
    from,
    to: ethAddress(),
    amount: 2,
    asset: 'ETH',
    ...extra,
  });
}

const VICTIM = ethAddress();
const GENUINE = `0xa1b2${'5'.repeat(32)}e5f6`;
const POISONER = `0xa1b2${'9'.repeat(32)}e5f6`;
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const usdt = (at: number, from: string, to: string, amount: number) =>
  transfer(at, {
    chain: 'ethereum',
    tx_hash: ethHash(),
    from,
    to,
    amount,
    asset: 'USDT',
    token: USDT,
    value_usd: amount,
  });

const PEEL = Array.from({ length: 6 }, btcAddress);
const HOPS = Array.from({ length: 5 }, ethAddress);
const OWNER = ethAddress();
const DRAINER = ethAddress();
const SINK = ethAddress();
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

const SCENARIOS: Record<string, Scenario> = {
  sanctions: {
    agent: sanctionsAgent,
    screen: fakeScreen({ [LISTED]: [SDN] }),
    events: () => [depositFrom(LISTED, T0)],
  },
  mixer: {
    agent: mixerAgent,
    screen: fakeScreen({
      [MIXER]: [{ label: 'Tornado Cash', category: 'mixing_service', source: 'tagpack:tornado' }],
    }),
    events: () => [depositFrom(MIXER, T0)],
  },
  peel_chain: {
    agent: peelChainAgent,
    // The first peel's input and its change were spent together later: one entity of two.
    together: [PEEL[0] ?? '', PEEL[1] ?? ''],
    events: () =>
      Array.from({ length: 4 }, (_, i) =>
        transfer(T0 + i * 10 * MINUTE, {
          chain: 'bitcoin',
          tx_hash: btcHash(),
          inputs: [{ address: PEEL[i] ?? '', amount: 100 - i }],
          outputs: [
            { address: btcAddress(), amount: 1 },
            { address: PEEL[i + 1] ?? '', amount: 99 - i },
          ],
        }),
      ),
  },
  layering: {
    agent: layeringAgent,
    events: () =>
      [10, 9, 8, 7].map((amount, i) =>
        transfer(T0 + i * 5 * MINUTE, {
          chain: 'ethereum',
          tx_hash: ethHash(),
          from: HOPS[i] ?? '',
          to: HOPS[i + 1] ?? '',
          amount,
          asset: 'ETH',
        }),
      ),
  },
  structuring: {
    agent: structuringAgent,
    events: () =>
      [9_500, 9_900, 9_000].map((usd, i) => depositFrom(ethAddress(), T0 + i * 3 * HOUR, { value_usd: usd })),
  },
  address_poisoning: {
    agent: addressPoisoningAgent,
    // The victim's genuine payment of 5,000 USDT, the poisoner's zero-value transfer, then the loss.
    events: () => [
      usdt(T0, VICTIM, GENUINE, 5_000),
      usdt(T0 + MINUTE, POISONER, VICTIM, 0),
      usdt(T0 + 3 * HOUR, VICTIM, POISONER, 4_000),
    ],
  },
  drainer_approval: {
    agent: drainerApprovalAgent,
    events: () => [
      approval(T0, {
        chain: 'ethereum',
        tx_hash: ethHash(),
        owner: OWNER,
        spender: DRAINER,
        token: TOKEN,
        kind: 'approve',
        amount: (2n ** 256n - 1n).toString(),
      }),
      transfer(T0 + 5 * MINUTE, {
        chain: 'ethereum',
        tx_hash: ethHash(),
        from: OWNER,
        to: SINK,
        amount: 25_000,
        asset: 'USDC',
        token: TOKEN,
        spender: DRAINER,
        value_usd: 25_000,
      }),
    ],
  },
};

interface Draft {
  content: SarContent;
  alerts: StoredAlert[];
  graph: ThreatGraph;
  threat: ThreatRow;
}

function draftOf(typology: string, scenario: Scenario): Draft {
  const events = scenario.events();
  const run = runAgent(scenario.agent(), scenario.screen);
  run.feed(...events);
  const drafts: AlertDraft[] = run.alerts;
  expect(drafts.length, `${typology} raised no alert`).toBeGreaterThan(0);
  const alerts: StoredAlert[] = drafts.map((draft, i) => ({
    ...draft,
    id: newId('agentAlert'),
    workspace_id: 'ws_sar',
    agent: typology,
    agent_version: '1.0.0',
    raised_at: draft.occurred_at + i,
  }));
  const times = alerts.flatMap((a) => [a.occurred_at, ...a.transfers.map((t) => t.occurred_at)]);
  const threat: ThreatRow = {
    id: newId('threat'),
    workspace_id: 'ws_sar',
    status: 'open',
    severity: 'high',
    alert_severity: 'high',
    typologies: JSON.stringify([typology]),
    chains: JSON.stringify([...new Set(alerts.flatMap((a) => a.addresses.map((x) => x.chain)))].sort()),
    alert_count: alerts.length,
    headline: alerts[0]?.summary ?? '',
    summary: 'A threat.',
    first_seen_at: Math.min(...times),
    last_seen_at: Math.max(...times),
    merged_into: null,
    status_note: null,
    closed_at: null,
    closed_by: null,
    assignee: null,
    disposition: null,
    retroactive: 0,
    created_at: Math.max(...times) + HOUR,
    updated_at: Math.max(...times) + HOUR,
  };
  const together = new Set(scenario.together ?? []);
  const graph = buildThreatGraph(alerts, {
    entityOf: (chain, address) =>
      together.has(address) ? `ent_together_${chain}` : `ent_${chain}_${address.slice(-8)}`,
    labelsOf: () => [],
  });
  const used = new Set(alerts.flatMap((a) => a.event_ids));
  const content = buildSarContent({
    preparedAt: threat.created_at,
    threat,
    evidence: {
      alerts,
      events: events
        .filter((e) => used.has(e.id))
        .map((e) => ({ ...e, data: e.data as Record<string, unknown> })),
      truncated: false,
    },
    graph,
    institution: { name: 'Harbour Digital Assets LLC' },
  });
  return { content, alerts, graph, threat };
}

/** The facts a basis item names, as the identifiers a sentence resting on it may print. */
function identifiersOf(item: string, draft: Draft): string[] | undefined {
  const [kind, ...rest] = item.split(':');
  const value = rest.join(':');
  const { alerts, graph, threat } = draft;
  switch (kind) {
    case 'threat':
      return value === threat.id ? [threat.id] : undefined;
    case 'alert': {
      const alert = alerts.find((a) => a.id === value);
      // The alert's summary is its agent's, written from its addresses, transfers and facts.
      const facts = Object.values(alert?.facts ?? {}).filter((f): f is string => typeof f === 'string');
      return (
        alert && [
          alert.id,
          ...alert.addresses.map((a) => a.address),
          ...alert.transfers.flatMap((t) => [t.tx_hash, t.from ?? '', t.to ?? '']),
          ...facts,
        ]
      );
    }
    case 'address':
      return graph.nodes.some((n) => n.id === item) ? [rest[1] ?? ''] : undefined;
    case 'entity': {
      if (!graph.nodes.some((n) => n.id === value)) return undefined;
      const members = graph.nodes.filter((n) => n.entity_id === value).map((n) => n.address ?? '');
      return [value, ...members];
    }
    case 'account':
      return alerts.some((a) => (a.accounts ?? []).includes(value)) ? [value] : undefined;
    case 'transfer': {
      const found = alerts.flatMap((a) => a.transfers).filter((t) => `${t.chain}:${t.tx_hash}` === value);
      return found.length === 0 ? undefined : found.flatMap((t) => [t.tx_hash, t.from ?? '', t.to ?? '']);
    }
    case 'typology':
      return (JSON.parse(threat.typologies) as string[]).includes(value) ? [] : undefined;
    default:
      return undefined;
  }
}

/** Addresses, hashes and Vigil ids printed in a text. */
const IDENTIFIER =
  /0x[0-9a-f]{40}(?:[0-9a-f]{24})?|\bbc1q[0-9a-f]+|\b[0-9a-f]{64}\b|\b(?:thr|alr|ent|xfer)_[0-9a-z_]+/g;

describe.each(Object.entries(SCENARIOS))('the SAR draft of a %s threat', (typology, scenario) => {
  const draft = draftOf(typology, scenario);
  const { narrative } = draft.content;

  it('rests every sentence on facts of the threat, printing only their identifiers', () => {
    expect(narrative.sentences.length).toBeGreaterThan(5);
    for (const sentence of narrative.sentences) {
      expect(sentence.basis.length, sentence.text).toBeGreaterThan(0);
      const allowed = new Set<string>();
      for (const item of sentence.basis) {
        const ids = identifiersOf(item, draft);
        expect(ids, `${item} is no fact of the threat (${sentence.text})`).toBeDefined();
        for (const id of ids ?? []) allowed.add(id);
      }
      for (const printed of sentence.text.match(IDENTIFIER) ?? []) {
        expect(allowed.has(printed), `${printed} in "${sentence.text}" rests on no fact`).toBe(true);
      }
    }
    // The sections are the sentences, joined.
    expect(narrative.sentences.map((s) => s.text).join(' ')).toBe(
      [narrative.who, narrative.what, narrative.when, narrative.where, narrative.why, narrative.how].join(
        ' ',
      ),
    );
  });

  it('agrees counts with their nouns, and names clustering only where addresses were spent together', () => {
    const text = narrative.text;
    expect(text).not.toMatch(/\b(\w+)ss s\b|addresss|entitys/);
    expect(text).not.toMatch(
      /\b1 (alerts|transfers|addresses|virtual currency addresses|entities|accounts)\b/,
    );
    expect(text).not.toMatch(
      /\b(?:[02-9]|\d\d+) (alert|transfer|virtual currency address|entity)\b(?![-\w])/,
    );
    const clustered = draft.content.subjects.some((s) => s.kind === 'entity' && s.addresses.length > 1);
    expect(/clustering/.test(text)).toBe(clustered);
    expect(clustered).toBe(scenario.together !== undefined);
  });

  it('says why from what the alerts found', () => {
    expect(narrative.why).toMatch(/^The activity is suspicious because /);
    if (typology === 'address_poisoning') expect(narrative.why).toContain('the customer then sent value');
    if (typology === 'drainer_approval') expect(narrative.why).toContain('moving the owner’s tokens');
  });

  it('prints every address and hash whole in the PDF', async () => {
    const pdf = await renderSarPdf('sar_01jq3vg0j1k2m3n4p5q6r7s8vw', draft.content, { compress: false });
    const shown = shownText(pdf).join('');
    expect(shown).not.toContain('…');
    const identifiers = [
      ...draft.content.subjects.flatMap((s) => s.addresses.map((a) => a.address)),
      ...draft.content.suspicious_activity.cyber_indicators.map((c) => c.value),
      draft.threat.id,
    ];
    expect(identifiers.length).toBeGreaterThan(1);
    for (const identifier of identifiers) expect(shown, identifier).toContain(identifier);
  });
});

describe('the SAR draft of an address poisoning', () => {
  it('counts the suspicious transfers only, not the victim’s genuine payment', () => {
    const { content } = draftOf('address_poisoning', SCENARIOS.address_poisoning as Scenario);
    const activity = content.suspicious_activity;
    expect(activity.amounts).toEqual([{ chain: 'ethereum', asset: 'USDT', amount: '4000', transfers: 2 }]);
    expect(activity.amount_usd).toBe('4000.00');
    expect(activity.cyber_indicators.map((c) => c.value)).not.toContain(GENUINE);
    expect(content.narrative.how).toContain('1 transfer between victims and the genuine counterparties');
  });
});
