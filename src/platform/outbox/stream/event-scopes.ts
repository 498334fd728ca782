/**
 * Which event types a key may hear on the live stream: each type of the catalogue needs its
 * `readScope`, the read scope of the family the event is about (a type without one, sent on request
 * only, is never streamed).
 */
import { grants, type Scope } from '../../../http/scopes.ts';
import { type EventCatalogue, subscribableTypes } from '../event-definition.ts';

export interface StreamScopes {
  /** The types the stream carries, in the catalogue's order. */
  types: readonly string[];
  /** The scope each of them needs. */
  scopeOf(type: string): Scope;
  /** Any of these lets a key open the stream: each reads at least one event type. */
  scopes: readonly Scope[];
  isStreamed(type: string): boolean;
  /** The types among `types` that scopes `held` may read. */
  readable(held: readonly string[], types: readonly string[]): string[];
}

export function streamScopes(catalogue: EventCatalogue): StreamScopes {
  const byType = new Map<string, Scope>();
  for (const type of subscribableTypes(catalogue)) {
    const scope = catalogue[type]?.readScope;
    if (scope) byType.set(type, scope);
  }
  const scopeOf = (type: string): Scope => {
    const scope = byType.get(type);
    if (scope === undefined) throw new Error(`event type '${type}' is not streamed`);
    return scope;
  };
  return {
    types: [...byType.keys()],
    scopeOf,
    scopes: [...new Set(byType.values())],
    isStreamed: (type) => byType.has(type),
    readable: (held, types) => types.filter((type) => grants(held, scopeOf(type))),
  };
}
