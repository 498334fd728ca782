/** Which store to open (an embedded SQLite file, or a PostgreSQL database), and how to name it. */
import path from 'node:path';

/** Which store to open: an embedded SQLite file, or a PostgreSQL database. */
export type StoreConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` confines every table to one PostgreSQL schema (the tests give each app its own). */
  | { kind: 'postgres'; url: string; schema?: string };

/**
 * Where a store is, for a person reading what a command did: the SQLite file's absolute path, or the
 * PostgreSQL URL without its password (and the schema, when one confines it). A command that writes
 * says this, so no one loads a list into one store while the service reads another.
 */
export function describeStore(config: StoreConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${path.resolve(config.file)}`;
  const schema = config.schema === undefined ? '' : ` (schema ${config.schema})`;
  try {
    const url = new URL(config.url);
    url.password = '';
    return `PostgreSQL ${url.toString()}${schema}`;
  } catch {
    return `PostgreSQL (DATABASE_URL, not a URL that can be shown)${schema}`;
  }
}
