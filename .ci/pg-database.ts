// Creates or drops a PostgreSQL database for one CI run, on the server of a given URL:
// `node .ci/pg-database.ts create|drop NAME URL` (URL: any database of that server, e.g. the one
// `scripts/services env DATABASE_URL` prints).
import pg from 'pg';

const [action, name, url] = process.argv.slice(2);
if ((action !== 'create' && action !== 'drop') || !name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name) || !url) {
  process.stderr.write('usage: node .ci/pg-database.ts create|drop NAME URL\n');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query(
    action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
  );
} finally {
  await client.end();
}
