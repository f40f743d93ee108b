import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createFreshDatabase } from "@/test/fresh-database";
import { migratePostgres, MIGRATION_LOCK_KEY } from "./migrate-postgres";

const dbs: Array<{ drop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const db of dbs) await db.drop();
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, values)).rows;
  } finally {
    await c.end();
  }
}

describe("three processes starting at once on a fresh database", () => {
  it("all come up: one applies the migrations, the others wait for it, and no lock is left held", async () => {
    const db = await createFreshDatabase("grimoire_starts");
    dbs.push(db);
    const logs: string[][] = [[], [], []];
    const applied = await Promise.all(logs.map((log) => migratePostgres(db.url, { log: (l) => log.push(l) })));

    const total = (await query<{ n: string }>(db.url, "SELECT count(*) AS n FROM _prisma_migrations"))[0]!.n;
    expect(Number(total)).toBeGreaterThan(0);
    // The migrations were applied once, by one process.
    expect(applied.map((a) => a.length).sort((a, b) => a - b)).toEqual([0, 0, Number(total)]);
    // The two that found the lock taken said they were waiting.
    expect(logs.filter((l) => l.some((line) => line.includes("waiting for another process"))).length).toBe(2);
    const locks = await query(
      db.url,
      "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    expect(locks).toEqual([]);
    // The tables are there and usable.
    expect(await query(db.url, 'SELECT count(*) FROM "Game"')).toHaveLength(1);
  });

  it("a process whose migrations fail says so and releases the lock: the next one does not wait for it", async () => {
    const db = await createFreshDatabase("grimoire_starts");
    dbs.push(db);
    const broken = mkdtempSync(join(tmpdir(), "grimoire-migrations-"));
    writeFileSync(join(broken, "migration_lock.toml"), 'provider = "postgresql"\n');
    mkdirSync(join(broken, "20990101000000_broken"));
    writeFileSync(join(broken, "20990101000000_broken", "migration.sql"), "SELECT nothing FROM nowhere;\n");
    await expect(migratePostgres(db.url, { baseDir: broken, log: () => {} })).rejects.toThrow();
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    const { rows } = await holder.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [MIGRATION_LOCK_KEY]);
    expect(rows[0]!.ok).toBe(true);
    await holder.end();
  });
});
