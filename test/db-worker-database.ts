/**
 * The database of this test worker (vitest's pool id): made on the worker's first test file, then
 * kept for its later ones. DATABASE_URL names it before any module opens the app's database.
 */
import pg from "pg";

const prefix = process.env.GRIMOIRE_TEST_DB_PREFIX;
const admin = process.env.GRIMOIRE_TEST_ADMIN_URL;
if (!prefix || !admin) throw new Error("The database tests run through test/db-global-setup.ts (vitest --project db).");
const name = `${prefix}_w${process.env.VITEST_POOL_ID ?? "1"}`;
const url = new URL(admin);
url.pathname = `/${name}`;
if (process.env.DATABASE_URL !== url.toString()) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`);
      // A throwaway database: a commit need not wait for the disk (what another session sees is the same).
      await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    }
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = url.toString();
}
