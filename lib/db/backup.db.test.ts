/**
 * `npm run backup` and `npm run restore`, run as a person runs them (the real scripts, in child
 * processes): a PostgreSQL database with an account, a game and a script comes back whole in a fresh
 * database; a running embedded server is backed up through its socket and restored into a new folder.
 */
import { spawnSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { createFreshDatabase } from "@/test/fresh-database";
import { PrismaClient } from "./generated/client";
import { migratePostgres } from "./migrate-postgres";

const work = mkdtempSync(path.join(tmpdir(), "grimoire-backup-"));
const cleanups: Array<() => Promise<void> | void> = [() => rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function run(script: "backup" | "restore", args: string[], env: Record<string, string | undefined>) {
  const e: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete e[k];
  const r = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: e,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

async function fresh() {
  const db = await createFreshDatabase("grimoire_backup");
  cleanups.push(db.drop);
  return db.url;
}

describe("a PostgreSQL backup", () => {
  it("brings an account, a game and a script back into a fresh database; refuses a non-empty one", async () => {
    const source = await fresh();
    await migratePostgres(source, { log: () => {} });
    const a = new PrismaClient({ adapter: new PrismaPg({ connectionString: source }) });
    await a.user.create({ data: { id: "u1", name: "Sula", email: "sula@example.org", username: "sula" } });
    await a.game.create({ data: { id: "g1", rulesetId: "clocktower", title: "Friday game", slug: "friday-slug" } });
    await a.script.create({ data: { ownerId: "u1", name: "Sula's script", document: { characters: ["imp"] } } });
    await a.$disconnect();

    const file = path.join(work, "pg.backup");
    const backup = run("backup", [file], { DATABASE_URL: source });
    expect(backup.err).toBe("");
    expect(backup.status).toBe(0);
    expect(readFileSync(file).subarray(0, 17).toString()).toBe("GRIMOIRE-BACKUP 1");

    const target = await fresh();
    const restore = run("restore", [file], { DATABASE_URL: target });
    expect(restore.err).toBe("");
    expect(restore.status).toBe(0);
    const b = new PrismaClient({ adapter: new PrismaPg({ connectionString: target }) });
    try {
      expect((await b.user.findUniqueOrThrow({ where: { id: "u1" } })).username).toBe("sula");
      expect((await b.game.findUniqueOrThrow({ where: { slug: "friday-slug" } })).title).toBe("Friday game");
      expect((await b.script.findFirstOrThrow({ where: { ownerId: "u1" } })).document).toEqual({
        characters: ["imp"],
      });
      // The migrations came along: the app starting on it has nothing to apply.
      expect(await migratePostgres(target, { log: () => {} })).toEqual([]);
    } finally {
      await b.$disconnect();
    }

    // Again into the now full database: refused with a sentence, the data untouched.
    const again = run("restore", [file], { DATABASE_URL: target });
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/^restore: The database DATABASE_URL names is not empty/);
    expect(again.err).not.toMatch(/\n\s+at /);
  });

  it("says so, without a stack trace, for a missing file, a file that is not a backup, or the wrong kind", async () => {
    const url = await fresh();
    const missing = run("restore", [path.join(work, "nope.backup")], { DATABASE_URL: url });
    expect([missing.status, missing.err.trim()]).toEqual([
      1,
      `restore: No such file: ${path.join(work, "nope.backup")}`,
    ]);
    const other = path.join(work, "notes.txt");
    writeFileSync(other, "shopping list\n");
    const wrong = run("restore", [other], { DATABASE_URL: url });
    expect(wrong.status).toBe(1);
    expect(wrong.err).toContain("is not a Grimoire backup");
    const pgFile = path.join(work, "pg.backup");
    const kind = run("restore", [pgFile], { DATABASE_URL: undefined, GRIMOIRE_DATA_DIR: path.join(work, "empty") });
    expect(kind.status).toBe(1);
    expect(kind.err).toContain("is a PostgreSQL backup: set DATABASE_URL");
  });
});

describe("an embedded backup", () => {
  it("is made through the running server, and restores into an empty folder with the auth secret", async () => {
    const dataDir = path.join(work, "live");
    const childEnv: NodeJS.ProcessEnv = { ...process.env, GRIMOIRE_DATA_DIR: dataDir, NODE_ENV: "test" };
    delete childEnv.DATABASE_URL;
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", "test/processes/open-embedded.ts", "before-backup"],
      { env: childEnv, stdio: "pipe" },
    );
    cleanups.push(() => void child.kill("SIGKILL"));
    let out = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d) => (out += d) && out.includes("\n") && resolve());
      child.on("exit", (c) => reject(new Error(`exited ${c}`)));
    });
    expect(out.trim()).toBe("ready before-backup");
    writeFileSync(path.join(dataDir, "auth-secret"), "the-folder-secret", { mode: 0o600 });

    const file = path.join(work, "embedded.backup");
    const env = { DATABASE_URL: undefined, GRIMOIRE_DATA_DIR: dataDir };
    const backup = run("backup", [file], env);
    expect(backup.err).toBe("");
    expect(backup.out).toContain("through the running server");
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));

    // No server now (its socket and lock are left behind by kill -9): the backup opens the folder itself.
    const offline = run("backup", [path.join(work, "offline.backup")], env);
    expect(offline.status).toBe(0);
    expect(offline.err).toContain("took over the lock");
    expect(offline.out).toContain("no server was running");

    // A folder holding a database is refused.
    const full = run("restore", [file], env);
    expect(full.status).toBe(1);
    expect(full.err).toContain("holds a database");

    const restored = path.join(work, "restored");
    const restore = run("restore", [file], { DATABASE_URL: undefined, GRIMOIRE_DATA_DIR: restored });
    expect(restore.err).toBe("");
    expect(restore.status).toBe(0);
    expect(readFileSync(path.join(restored, "auth-secret"), "utf8")).toBe("the-folder-secret");
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(restored, "pglite"));
    try {
      const rows = await db.query<{ value: string }>(`SELECT value FROM verification WHERE identifier = 'lock-test'`);
      expect(rows.rows.map((r) => r.value)).toEqual(["before-backup"]);
    } finally {
      await db.close();
    }
    // Four processes (the server and three backup or restore runs), each opening PGlite: in CI it runs
    // beside the production build on the same two cores (scripts/test.mjs).
  }, 180_000);
});
