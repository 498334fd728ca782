/**
 * A Kysely driver whose rollback never hides the error that caused it. Kysely rolls a failed
 * transaction back and rethrows its error, but a rollback that fails itself replaces that error:
 * SQLite ends a transaction on its own when the disk is full (SQLITE_FULL), so the ROLLBACK after
 * it failed with "cannot rollback - no transaction is active" and that was all anyone saw; a
 * PostgreSQL connection that dropped mid-transaction failed its ROLLBACK the same way. Here the
 * rollback is skipped when the database says no transaction is open, and a rollback that fails is
 * reported on its own, so the caller sees (and logs) the first error.
 */
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely';

export interface RollbackOptions {
  /** Whether the connection is in a transaction now (SQLite knows; undefined: assume it is). */
  inTransaction?: () => boolean;
  /** Hears a rollback that failed; the transaction's own error goes on to the caller. */
  onRollbackFailure(error: unknown): void;
}

export class RollbackKeepsFirstError implements Driver {
  readonly #inner: Driver;
  readonly #options: RollbackOptions;

  constructor(inner: Driver, options: RollbackOptions) {
    this.#inner = inner;
    this.#options = options;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.#inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#options.inTransaction?.() === false) return;
    try {
      await this.#inner.rollbackTransaction(connection);
    } catch (error) {
      this.#options.onRollbackFailure(error);
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
