/**
 * How an event type is declared: each module declares the events it publishes (`defineEvent`, as
 * jobs are declared with `defineJob`), and the assembly merges them into the service's event
 * catalogue (`src/app/event-catalogue.ts`). The outbox checks every event against the catalogue it
 * is given; the webhooks' subscriptions, the OpenAPI `webhooks` section, the live stream's types
 * and scopes, and the event reference in `docs/webhooks.md` are all made from it.
 */
import type { Static, TObject } from 'typebox';
import type { Scope } from '../../http/scopes.ts';

export interface EventDefinition<S extends TObject = TObject> {
  /** When the event happens, for the docs. */
  when: string;
  data: S;
  example: Static<S>;
  /**
   * The scope a key needs to hear the event on the live stream: the read scope of the family the
   * event is about, the one that lets the key read the thing itself (a zone crossing is an alert
   * rule's, a hold is an action). Null for an event sent on request to one endpoint only
   * (`webhook.test`): it is neither subscribed to nor streamed.
   */
  readScope: Scope | null;
}

export function defineEvent<S extends TObject>(definition: EventDefinition<S>): EventDefinition<S> {
  return definition;
}

/** Event types by name, each with its definition. */
export type EventCatalogue = Readonly<Record<string, EventDefinition>>;

export type EventTypeOf<C extends EventCatalogue> = keyof C & string;
export type EventDataOf<C extends EventCatalogue, T extends keyof C> = Static<C[T]['data']>;

/** The types endpoints may subscribe to and keys may stream: all but those sent on request. */
export function subscribableTypes<C extends EventCatalogue>(catalogue: C): EventTypeOf<C>[] {
  return Object.keys(catalogue).filter((type) => catalogue[type]?.readScope != null);
}

type Merged<P extends readonly EventCatalogue[]> = (
  P[number] extends infer C
    ? C extends unknown
      ? (whole: C) => void
      : never
    : never
) extends (whole: infer All) => void
  ? All
  : never;

/**
 * The service's catalogue from each module's events, in order. A type declared by two modules is
 * an error at start, not a silent replacement of one by the other.
 */
export function mergeEvents<const P extends readonly EventCatalogue[]>(...parts: P): Merged<P> {
  const merged: Record<string, EventDefinition> = {};
  for (const part of parts) {
    for (const [type, definition] of Object.entries(part)) {
      if (type in merged) throw new Error(`event type '${type}' is declared twice`);
      merged[type] = definition;
    }
  }
  return merged as Merged<P>;
}
