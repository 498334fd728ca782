/** The Kysely handles repositories take: the store's database, or a transaction open on it. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repository functions take either the store or an open transaction. */
export type Executor = Db | Tx;
