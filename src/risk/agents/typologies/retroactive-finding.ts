/**
 * What Vigil's own `sanctions.retroactive` event carries (`retroactive-findings.ts` records it): a
 * past event of the workspace, whole, and the list entry that now names one of its parties. The
 * sanctions agent judges the past event again with it; this reads the data back, refusing anything
 * not shaped as written (the agent then raises nothing rather than a guess).
 */
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';

const Text = Type.String();

/** One source for the type and the check of what is read back. */
const RetroactiveFindingSchema = Type.Object({
  /** The past event (`ing_…`), its type and its data as stored. */
  event_id: Text,
  event_type: Type.Union([
    Type.Literal('transfer.observed'),
    Type.Literal('deposit.received'),
    Type.Literal('withdrawal.requested'),
  ]),
  event_data: Type.Record(Type.String(), Type.Unknown()),
  chain: Text,
  /** The party the list names, normalised for the chain. */
  listed_address: Text,
  /** The list (`ofac_sdn`) and its version that made the finding. */
  list_source: Text,
  list_version: Text,
  entry_id: Text,
  /** The entry's name. */
  label: Text,
  programs: Type.Array(Type.String()),
  /** When the list designated the entry, YYYY-MM-DD; null when it gives no date. */
  designated_at: Type.Union([Type.String(), Type.Null()]),
  /** The list version the entry first appeared in. */
  first_listed_in: Text,
});

export type RetroactiveFinding = Static<typeof RetroactiveFindingSchema>;

const validator = Compile(RetroactiveFindingSchema);

export function readRetroactiveFinding(data: Record<string, unknown>): RetroactiveFinding | undefined {
  return validator.Check(data) ? data : undefined;
}
