/** Which store to open: an embedded SQLite file, or a PostgreSQL database; and how to name it. */
export type StoreConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` confines every table to one PostgreSQL schema (the tests give each app its own). */
  | { kind: 'postgres'; url: string; schema?: string };

/** Where a store is, for a person: the SQLite file, or the PostgreSQL URL without its password. */
export function describeStore(config: StoreConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  try {
    const url = new URL(config.url);
    if (url.password !== '') url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
