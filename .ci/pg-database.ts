// Creates or drops a PostgreSQL database for one CI run: `node .ci/pg-database.ts create|drop NAME`.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if ((action !== 'create' && action !== 'drop') || !name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
  process.stderr.write('usage: node .ci/pg-database.ts create|drop NAME\n');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.CI_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
});
await client.connect();
try {
  await client.query(
    action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
  );
} finally {
  await client.end();
}
