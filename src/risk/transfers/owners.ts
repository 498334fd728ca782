/**
 * Whose transfers a question reads: the shared facts (Vigil read them from a chain) and the asking
 * workspace's own claims, never another workspace's.
 */
import { FACTS } from '../exposure/index.ts';

/** The owner of shared facts. */
export const FACTS_OWNER = FACTS;

/** The owners whose transfers `owner` sees: the facts, and its own claims. */
export function visibleTo(owner: string): string[] {
  return owner === FACTS_OWNER ? [FACTS_OWNER] : [FACTS_OWNER, owner];
}
