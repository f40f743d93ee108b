import pg from "pg";
import { randomBytes } from "node:crypto";
import { ADMIN_URL } from "./fresh-database";

/**
 * Each run of the database tests gets fresh databases, built by the app's own migrations: one per
 * worker (test/db-worker-database.ts makes it), so test files run side by side, each worker's files one
 * after another in its own database as the whole run once did in one.
 */
export default async function setup() {
  const prefix = `grimoire_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  process.env.GRIMOIRE_TEST_DB_PREFIX = prefix;
  process.env.GRIMOIRE_TEST_ADMIN_URL = ADMIN_URL;
  return async () => {
    if (process.env.KEEP_TEST_DB) return;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
