/**
 * What Vigil's own `sanctions.retroactive` event carries (`retroactive-findings.ts` records it): a
 * past event of the workspace, whole, and the list entry that now names one of its parties. The
 * sanctions agent judges the past event again with it; this reads the data back, refusing anything
 * not shaped as written (the agent then raises nothing rather than a guess).
 */

export interface RetroactiveFinding {
  /** The past event (`ing_…`), its type and its data as stored. */
  event_id: string;
  event_type: 'transfer.observed' | 'deposit.received' | 'withdrawal.requested';
  event_data: Record<string, unknown>;
  chain: string;
  /** The party the list names, normalised for the chain. */
  listed_address: string;
  /** The list (`ofac_sdn`) and its version that made the finding. */
  list_source: string;
  list_version: string;
  entry_id: string;
  /** The entry's name. */
  label: string;
  programs: string[];
  /** When the list designated the entry, YYYY-MM-DD; null when it gives no date. */
  designated_at: string | null;
  /** The list version the entry first appeared in. */
  first_listed_in: string;
}

const TYPES = new Set(['transfer.observed', 'deposit.received', 'withdrawal.requested']);
const TEXT_FIELDS = [
  'event_id',
  'chain',
  'listed_address',
  'list_source',
  'list_version',
  'entry_id',
  'label',
  'first_listed_in',
] as const;

export function readRetroactiveFinding(data: Record<string, unknown>): RetroactiveFinding | undefined {
  for (const field of TEXT_FIELDS) if (typeof data[field] !== 'string') return undefined;
  if (typeof data.event_type !== 'string' || !TYPES.has(data.event_type)) return undefined;
  const eventData = data.event_data;
  if (eventData === null || typeof eventData !== 'object' || Array.isArray(eventData)) return undefined;
  const programs = data.programs;
  if (!Array.isArray(programs) || !programs.every((p) => typeof p === 'string')) return undefined;
  const designated = data.designated_at;
  if (designated !== null && typeof designated !== 'string') return undefined;
  return data as unknown as RetroactiveFinding;
}
