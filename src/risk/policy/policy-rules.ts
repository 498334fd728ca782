/**
 * A policy as sent, read into the whole version it becomes (what is left out takes Vigil's default),
 * and a version turned into what screening reads. The rules a policy cannot break, each a 400 at the
 * field that tries: sanctions exposure cannot be weighted below its full weight (a direct dealing
 * with a listed party is a sanctions hit, 100 and `severe`, whatever the policy), no address a
 * sanctions list names can be allowed, and the bands must rise.
 */
import { invalidField } from '../../lib/errors.ts';
import { type ChainName, readAddress, readChain } from '../chains/index.ts';
import { isLabelCategory, type LabelHit, SANCTIONS_CATEGORIES } from '../lists/index.ts';
import { allowKey, DEFAULT_THRESHOLDS, type ScreeningPolicy } from '../screening/index.ts';
import type { PolicyContent, RiskPolicyInput } from './routes/risk-policy-schemas.ts';

/** The labels an address carries now, for the workspace (the label index's lookup). */
export type LabelsOf = (workspaceId: string, chain: ChainName, address: string) => readonly LabelHit[];

/** Vigil's defaults, version 0, with the service's hop limit. */
export function defaultContent(maxHops: number): PolicyContent {
  return {
    category_weights: {},
    thresholds: { ...DEFAULT_THRESHOLDS },
    indirect_exposure: { max_hops: maxHops, min_value_usd: null },
    allow_list: [],
  };
}

function readWeights(weights: Record<string, number>): Record<string, number> {
  const read: Record<string, number> = {};
  for (const category of Object.keys(weights).sort()) {
    const weight = weights[category] ?? 0;
    const pointer = `/category_weights/${category}`;
    if (!isLabelCategory(category)) {
      throw invalidField(
        pointer,
        'is not a category: give a GraphSense concept or one of Vigil’s categories (docs/screening.md, "Categories and weights", lists them)',
      );
    }
    if (SANCTIONS_CATEGORIES.has(category) && weight < 100) {
      throw invalidField(
        pointer,
        `cannot be lowered (to ${weight}): sanctions exposure is weighed in full, and a direct dealing with a listed party is a sanctions hit, 100 and severe, whatever the policy. Leave it out, or give 100`,
      );
    }
    read[category] = weight;
  }
  return read;
}

function readThresholds(thresholds: PolicyContent['thresholds']): PolicyContent['thresholds'] {
  const { medium, high, severe } = thresholds;
  if (high <= medium) throw invalidField('/thresholds/high', `must be above medium (${medium}), is ${high}`);
  if (severe <= high) throw invalidField('/thresholds/severe', `must be above high (${high}), is ${severe}`);
  return { medium, high, severe };
}

function readAllowList(
  workspaceId: string,
  entries: NonNullable<RiskPolicyInput['allow_list']>,
  labelsOf: LabelsOf,
): PolicyContent['allow_list'] {
  const seen = new Map<string, number>();
  return entries.map((entry, i) => {
    const chain = readChain(entry.chain, `/allow_list/${i}/chain`);
    const address = readAddress(chain, entry.address, `/allow_list/${i}/address`);
    const key = allowKey(chain, address);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw invalidField(`/allow_list/${i}/address`, `is allowed already, at /allow_list/${earlier}`);
    }
    seen.set(key, i);
    const listed = labelsOf(workspaceId, chain, address).find((hit) =>
      SANCTIONS_CATEGORIES.has(hit.category),
    );
    if (listed !== undefined) {
      throw invalidField(
        `/allow_list/${i}/address`,
        `is named by a sanctions list (${listed.source} ${listed.list_version ?? ''}${listed.entry_id === undefined ? '' : `, entry ${listed.entry_id}`}: ${listed.label}): sanctions exposure cannot be allowed`,
      );
    }
    return { chain, address, note: entry.note ?? null };
  });
}

/** The whole version a policy as sent makes, or a 400 naming the field at fault. */
export function readPolicy(
  workspaceId: string,
  input: RiskPolicyInput,
  defaults: PolicyContent,
  labelsOf: LabelsOf,
): PolicyContent {
  return {
    category_weights: readWeights(input.category_weights ?? {}),
    thresholds: readThresholds(input.thresholds ?? defaults.thresholds),
    indirect_exposure: {
      max_hops: input.indirect_exposure?.max_hops ?? defaults.indirect_exposure.max_hops,
      min_value_usd: input.indirect_exposure?.min_value_usd ?? null,
    },
    allow_list: readAllowList(workspaceId, input.allow_list ?? [], labelsOf),
  };
}

/** What screening reads of a version. */
export function compilePolicy(version: number, content: PolicyContent): ScreeningPolicy {
  const min = content.indirect_exposure.min_value_usd;
  return {
    version,
    weights: new Map(Object.entries(content.category_weights)),
    thresholds: content.thresholds,
    maxHops: content.indirect_exposure.max_hops,
    minIndirectUsd: min === null ? null : Number(min),
    allowList: new Set(content.allow_list.map((entry) => allowKey(entry.chain, entry.address))),
  };
}
