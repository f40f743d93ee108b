/**
 * Migrating a PostgreSQL database that several app processes may start on at once. Each process
 * takes an advisory lock of ours first and waits for it as long as it takes (saying so in the log);
 * the one holding it applies what is pending on a pool of its own, closed as soon as it is done, so
 * no idle connection keeps a lock after the migrations (a session-level lock lives as long as its
 * connection). The schema engine's own lock, which gives up after 10 s, is then never contended.
 */
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { applyMigrations, MIGRATIONS_DIR } from "./migrate";

/** Any fixed 64-bit key: ours, apart from the schema engine's (72707369). */
export const MIGRATION_LOCK_KEY = 4_736_120_917;
const POLL_MS = 500;

export async function migratePostgres(
  connectionString: string,
  options: { baseDir?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    let waiting = false;
    for (;;) {
      const { rows } = await lock.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [MIGRATION_LOCK_KEY]);
      if (rows[0]?.ok) break;
      if (!waiting) log("[grimoire] waiting for another process to finish the database's migrations");
      waiting = true;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const pool = new pg.Pool({ connectionString, max: 1 });
    try {
      const applied = await applyMigrations(new PrismaPg(pool), options.baseDir ?? MIGRATIONS_DIR);
      if (applied.length) log(`[grimoire] applied ${applied.length} migration(s): ${applied.join(", ")}`);
      return applied;
    } finally {
      await pool.end();
    }
  } finally {
    // Ending the session releases its advisory lock, even if the unlock is never sent.
    await lock.end().catch(() => {});
  }
}
