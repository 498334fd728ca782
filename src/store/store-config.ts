/** Which store to open: an embedded SQLite file, or a PostgreSQL database. */
export type StoreConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` confines every table to one PostgreSQL schema (the tests give each app its own). */
  | { kind: 'postgres'; url: string; schema?: string };
