import { createFreshDatabase } from "./fresh-database";

/** Each run of the database tests gets its own fresh database, built by the app's own migrations. */
export default async function setup() {
  const db = await createFreshDatabase("grimoire_test");
  process.env.DATABASE_URL = db.url;
  return async () => {
    if (!process.env.KEEP_TEST_DB) await db.drop();
  };
}
