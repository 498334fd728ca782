/**
 * The typology agents Vigil runs (issue 7), one per file beside this one, each with its rule, its
 * source and what it leaves out in its header; their thresholds are in `thresholds.ts`.
 */
import type { Agent } from '../agent.ts';
import { addressPoisoningAgent } from './address-poisoning.ts';
import { drainerApprovalAgent } from './drainer-approval.ts';
import { layeringAgent } from './layering.ts';
import { mixerAgent } from './mixer.ts';
import { peelChainAgent } from './peel-chain.ts';
import { sanctionsAgent } from './sanctions.ts';
import { screeningChangeAgent } from './screening-change.ts';
import { structuringAgent } from './structuring.ts';

export { THRESHOLDS } from './thresholds.ts';

/** A fresh set of every typology agent, in a fixed order. */
export function createAgents(): Agent[] {
  return [
    sanctionsAgent(),
    mixerAgent(),
    peelChainAgent(),
    addressPoisoningAgent(),
    drainerApprovalAgent(),
    layeringAgent(),
    structuringAgent(),
    screeningChangeAgent(),
  ];
}
