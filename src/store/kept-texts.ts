/**
 * Reads whose SQL depends only on a shape (how many keys a list holds, a variant), not on the
 * values: Kysely builds and compiles such a query once per shape and adapter, and later calls run
 * its text with their own values. Built afresh, a read of 500 pairs was a thousand frozen nodes
 * made and compiled at every batch. The values are bound by position, so a text is kept only if
 * Kysely bound exactly the values the caller lists, in its order.
 */
import { type Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './store.ts';

/** A kept read named `name` (for the error that says Kysely bound something else). */
export function keptRead<Row>(name: string) {
  const texts = new WeakMap<object, Map<string, string>>();
  return async (
    db: Executor,
    shape: string,
    parameters: readonly unknown[],
    build: () => Compilable,
  ): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let byShape = texts.get(adapter);
    if (byShape === undefined) {
      byShape = new Map();
      texts.set(adapter, byShape);
    }
    let text = byShape.get(shape);
    if (text === undefined) {
      const made = build().compile();
      if (
        made.parameters.length !== parameters.length ||
        made.parameters.some((value, i) => value !== parameters[i])
      )
        throw new Error(`${name}: Kysely bound other values than the read lists`);
      text = made.sql;
      byShape.set(shape, text);
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
  };
}
