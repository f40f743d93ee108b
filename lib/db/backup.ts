/**
 * Backups (`npm run backup`, `npm run restore FILE`): one file with everything the database holds.
 *
 * The file says what it is: a first line `GRIMOIRE-BACKUP 1`, a second line of JSON (the header:
 * `kind`, when it was made, and for the embedded database the data folder's generated auth secret),
 * then the payload:
 * - `kind: "postgres"`: `pg_dump --format=custom` of DATABASE_URL (restored with `pg_restore`);
 * - `kind: "pglite"`: PGlite's own dump of its data directory (`dumpDataDir("gzip")`, a tar.gz),
 *   restored with `PGlite.create(dir, { loadDataDir })`.
 * Restore reads the header and picks the way: a file of the other kind than the target (a PostgreSQL
 * backup while DATABASE_URL is unset, or the reverse) is refused with a sentence saying so.
 *
 * The embedded database is held by one process (data-dir.ts): while the app runs, the backup asks it
 * through a Unix socket in the data folder (`backup.sock`, backup-socket.ts). The folder is 0700,
 * so only the app's own user can connect: the socket needs no token and no TCP port. When no server
 * runs, the backup takes the folder's lock and dumps the database itself.
 *
 * The file holds sessions, password hashes and (embedded) the auth secret: it is written 0600.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from "node:fs";
import { createReadStream, createWriteStream } from "node:fs";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { DataDirLockedError, ensurePrivateDir, LOCK_FILE, lockDataDir } from "./data-dir";

export const BACKUP_MAGIC = "GRIMOIRE-BACKUP 1";
export const BACKUP_SOCKET = "backup.sock";
/** The generated auth secret's file in the data folder (lib/auth/secret.ts). */
export const AUTH_SECRET_FILE = "auth-secret";

export interface BackupHeader {
  kind: "postgres" | "pglite";
  createdAt: string;
  /** Embedded only: the data folder's generated auth secret, when it has one (AUTH_SECRET unset). */
  authSecret?: string;
}

/** A problem a person can fix: the scripts print its message alone, without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

function headerBytes(header: BackupHeader): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
}

/** Reads a backup's header; returns it and the payload's offset in the file. */
export function readBackupHeader(file: string): { header: BackupHeader; offset: number } {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const fd = openSync(file, "r");
  const buf = Buffer.alloc(64 * 1024);
  let n: number;
  try {
    n = readSync(fd, buf, 0, buf.length, 0);
  } finally {
    closeSync(fd);
  }
  const head = buf.subarray(0, n);
  const first = head.indexOf(10);
  const second = first < 0 ? -1 : head.indexOf(10, first + 1);
  const notOurs = new BackupError(
    `${file} is not a Grimoire backup (it does not start with "${BACKUP_MAGIC}"): make one with npm run backup.`,
  );
  if (first < 0 || second < 0 || head.subarray(0, first).toString() !== BACKUP_MAGIC) throw notOurs;
  let header: BackupHeader;
  try {
    header = JSON.parse(head.subarray(first + 1, second).toString()) as BackupHeader;
  } catch {
    throw notOurs;
  }
  if (header.kind !== "postgres" && header.kind !== "pglite") throw notOurs;
  return { header, offset: second + 1 };
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a BackupError with its output. */
async function runTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  io: { stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream },
): Promise<void> {
  const child = spawn(tool, args, { stdio: [io.stdin ? "pipe" : "ignore", io.stdout ? "pipe" : "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        e.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools (the same major version as the server).`,
            )
          : e,
      ),
    );
    child.on("close", resolve);
  });
  const piping: Promise<void>[] = [];
  if (io.stdin) piping.push(pipeline(io.stdin, child.stdin!));
  if (io.stdout) piping.push(pipeline(child.stdout!, io.stdout, { end: false }));
  const [code] = await Promise.all([exited, ...piping.map((p) => p.catch(() => {}))]);
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

/** libpq refuses query parameters it does not know, such as Prisma's `schema`: drop that one. */
function toolUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.delete("schema");
  return u.toString();
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const out = createWriteStream(file, { mode: 0o600 });
  out.write(headerBytes({ kind: "postgres", createdAt: new Date().toISOString() }));
  try {
    // --no-owner/--no-privileges: the file restores into a database owned by another role.
    await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${toolUrl(url)}`], {
      stdout: out,
    });
  } finally {
    out.end();
    await once(out, "close");
  }
}

/** The tables of the public schema: a restore goes into a database that has none. */
async function userTables(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
  } catch (e) {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${(e as Error).message}`);
  }
  try {
    const { rows } = await c.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    return rows.map((r) => r.name);
  } finally {
    await c.end();
  }
}

export async function restorePostgres(url: string, file: string, offset: number): Promise<void> {
  const tables = await userTables(url);
  if (tables.length > 0)
    throw new BackupError(
      `The database DATABASE_URL names is not empty (it has ${tables.length} tables, e.g. "${tables[0]}"): ` +
        "restore into a new, empty database (createdb), then point DATABASE_URL at it.",
    );
  // --exit-on-error: a half-restored database is reported, not left silently.
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${toolUrl(url)}`],
    { stdin: createReadStream(file, { start: offset }) },
  );
}

function readAuthSecret(dataDir: string): string | undefined {
  const f = path.join(dataDir, AUTH_SECRET_FILE);
  return existsSync(f) ? readFileSync(f, "utf8").trim() : undefined;
}

/** Asks the running server for its dump; null when no server listens on the folder's socket. */
async function dumpFromServer(dataDir: string): Promise<Buffer | null> {
  const sock = path.join(dataDir, BACKUP_SOCKET);
  if (!existsSync(sock)) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const conn = net.createConnection(sock);
    conn.on("error", (e: NodeJS.ErrnoException) =>
      // A socket left by a server that was killed: nobody answers, dump the folder ourselves.
      e.code === "ECONNREFUSED" || e.code === "ENOENT" ? resolve(null) : reject(e),
    );
    conn.on("data", (d: Buffer) => chunks.push(d));
    conn.on("end", () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(10);
      const status = all.subarray(0, nl < 0 ? all.length : nl).toString();
      if (status === "OK") resolve(all.subarray(nl + 1));
      else reject(new BackupError(`The running server could not make the backup: ${status.replace(/^ERR /, "")}`));
    });
  });
}

/** Opens the folder itself (no server runs): under its lock, as the app would. */
async function dumpOffline(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION")))
    throw new BackupError(
      `There is no embedded database in ${dataDir} (set GRIMOIRE_DATA_DIR, or DATABASE_URL for PostgreSQL).`,
    );
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError)
      throw new BackupError(
        `${e.message}\nThat process does not answer on ${path.join(dataDir, BACKUP_SOCKET)}: is it a Grimoire server of this version?`,
      );
    throw e;
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      return await dumpPglite(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * PGlite's dump of its folder, a gzipped tar. A CHECKPOINT first writes every committed change into
 * the data files; the dump then runs between two queries (PGlite runs it exclusively), and a
 * transaction still open at that moment is rolled back on restore, as after a crash.
 */
export async function dumpPglite(db: import("@electric-sql/pglite").PGlite): Promise<Buffer> {
  await db.exec("CHECKPOINT");
  const blob = await db.dumpDataDir("gzip");
  return Buffer.from(await blob.arrayBuffer());
}

export async function backupEmbedded(dataDir: string, file: string): Promise<{ throughServer: boolean }> {
  const fromServer = await dumpFromServer(dataDir);
  const dump = fromServer ?? (await dumpOffline(dataDir));
  const header: BackupHeader = { kind: "pglite", createdAt: new Date().toISOString() };
  const secret = readAuthSecret(dataDir);
  if (secret) header.authSecret = secret;
  writeFileSync(file, Buffer.concat([headerBytes(header), dump]), { mode: 0o600 });
  return { throughServer: fromServer !== null };
}

/** Into an empty (or missing) folder only: a folder holding a database or anything else is refused. */
export async function restoreEmbedded(dataDir: string, file: string, offset: number, header: BackupHeader) {
  const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (present.length > 0) {
    const what = present.includes("pglite") || present.includes(LOCK_FILE) ? "holds a database" : "is not empty";
    throw new BackupError(
      `${dataDir} ${what}: restore into a new, empty folder (set GRIMOIRE_DATA_DIR to it), then start the app on it.`,
    );
  }
  ensurePrivateDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const dump = readFileSync(file).subarray(offset);
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: new Blob([dump]) });
    await db.query("SELECT 1");
    await db.close();
    if (header.authSecret) writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), header.authSecret, { mode: 0o600 });
  } finally {
    release();
  }
}
