/**
 * What an agent returns is checked before it is stored: a draft that does not have the shape of
 * `AlertDraft` (a severity outside the four, a missing list) counts as that agent's error, like a
 * throw, rather than failing the batch for every agent or reaching threat correlation.
 */
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { SEVERITIES } from './agent.ts';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const AlertDraftSchema = Type.Object({
  typology: Type.String({ minLength: 1 }),
  severity: Type.Union(SEVERITIES.map((severity) => Type.Literal(severity))),
  summary: Type.String({ minLength: 1 }),
  occurred_at: Type.Number(),
  addresses: Type.Array(
    Type.Object({
      chain: Type.String(),
      address: Type.String(),
      role: Type.String(),
      own: Type.Optional(Type.Boolean()),
    }),
  ),
  accounts: Type.Optional(Type.Array(Type.String())),
  event_ids: Type.Array(Type.String()),
  transfers: Type.Array(
    Type.Object({
      chain: Type.String(),
      tx_hash: Type.String(),
      from: Nullable(Type.String()),
      to: Nullable(Type.String()),
      // Decimal text in units of the asset.
      amount: Nullable(Type.String()),
      asset: Nullable(Type.String()),
      value_usd: Type.Optional(Nullable(Type.String())),
      occurred_at: Type.Number(),
    }),
  ),
  facts: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
});

const validator = Compile(AlertDraftSchema);

/** Why the draft is not an `AlertDraft`, or undefined when it is one. */
export function draftProblem(draft: unknown): string | undefined {
  if (validator.Check(draft)) {
    const { occurred_at: at } = draft as { occurred_at: number };
    return Number.isFinite(at) ? undefined : '/occurred_at must be a finite time in ms';
  }
  const [first] = validator.Errors(draft);
  return first ? `${first.instancePath || '/'} ${first.message}` : 'not an alert draft';
}
