/**
 * A PostgreSQL dialect whose introspection sees only the store's own schema (`current_schema()`).
 *
 * Kysely's migrator asks the introspector whether its tables exist every time it runs. The stock
 * introspector reads every schema of the database and calls `has_schema_privilege(name, …)` and
 * `pg_get_serial_sequence(name, …)` on each by name, so a schema that another connection drops
 * during that read fails the whole query with "schema … does not exist" (3F000). Several
 * workspaces' services, or the test suite's schema per app, share one database; a start must not
 * depend on what the neighbours are dropping.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Driver,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';
import { RollbackKeepsFirstError, type RollbackOptions } from './rollback-driver.ts';

interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_kind: string;
  schema: string;
  type: string;
  type_schema: string;
  comment: string | null;
  serial_sequence: string | null;
}

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    );
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const internal = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`;
    // The filter on the namespace comes first so that the functions in the select list only ever
    // see the store's own schema.
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
             c.relname as table, c.relkind as table_kind, ns.nspname as schema,
             typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as comment,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               as serial_sequence
        from pg_catalog.pg_namespace ns
        join pg_catalog.pg_class c on c.relnamespace = ns.oid
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p')
         and a.attnum >= 0 and not a.attisdropped
         ${internal}
       order by c.relname, a.attnum`.execute(this.#db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.table_kind === 'v', columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.serial_sequence !== null,
      ...(row.comment !== null ? { comment: row.comment } : {}),
    });
  }
  return [...tables.values()];
}

/** Also keeps a failed transaction's own error when its rollback fails too (rollback-driver.ts). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  readonly #rollback: RollbackOptions;

  constructor(config: PostgresDialectConfig, rollback: RollbackOptions) {
    super(config);
    this.#rollback = rollback;
  }

  override createDriver(): Driver {
    return new RollbackKeepsFirstError(super.createDriver(), this.#rollback);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
