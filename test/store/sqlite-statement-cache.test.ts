// The SQLite driver keeps prepared statements by their SQL, least recently used out first, within a
// budget of SQL text as well as of count: a prepared multi-row insert holds memory in proportion to
// its SQL (about 1 MB for 512 rows of 15 columns), so a cache bounded by count alone let a run of
// large batches keep hundreds of megabytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';

/** A multi-row insert of `rows` rows of 15 columns (about 32 bytes of SQL a row), told apart by `tag`. */
function insertOf(rows: number, tag: string): string {
  const row = `(${Array(15).fill('?').join(',')})`;
  return `insert into t values ${Array(rows).fill(row).join(',')} -- ${tag}`;
}

describe('the SQLite statement cache', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function open() {
    dir = mkdtempSync(path.join(tmpdir(), 'vigil-statements-'));
    const opened = openSqliteDatabase(path.join(dir, 'vigil.db'));
    opened.raw.exec('create table t (a,b,c,d,e,f,g,h,i,j,k,l,m,n,o)');
    return opened.database;
  }

  it('prepares a statement once and hands the same one back', () => {
    const database = open();
    const sql = insertOf(4, 'small');
    expect(database.prepare(sql)).toBe(database.prepare(sql));
    database.close();
  });

  it('lets the least recently used large statements go once their SQL passes the budget', () => {
    const database = open();
    const hot = insertOf(512, 'hot');
    const first = insertOf(512, 'first');
    const hotStatement = database.prepare(hot);
    const firstStatement = database.prepare(first);
    // 64 more 512-row inserts: about 1 MB of SQL, twice the budget, fewer than 500 statements.
    for (let i = 0; i < 64; i++) {
      database.prepare(insertOf(512, `filler ${i}`));
      database.prepare(hot);
    }
    expect(database.prepare(hot), 'used all along, so kept').toBe(hotStatement);
    expect(database.prepare(first), 'not used since, so let go and prepared again').not.toBe(firstStatement);
    database.close();
  });
});
