/**
 * The embedded database's folder: private to the app's user (0700), and held by one process at a
 * time. PGlite has no lock of its own, and two processes writing one folder lose data, so the first
 * process writes `grimoire.lock` (its pid and host) before opening the database; a second one is
 * refused with a sentence naming the first. A lock whose process is gone (kill -9, a crash, a
 * reboot) is taken over.
 */
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "grimoire.lock";

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${owner.pid} on ${owner.host} (started ${owner.startedAt}). ` +
        "Only one Grimoire process may use an embedded database: stop the other one, give this one its own " +
        "GRIMOIRE_DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Creates the folder 0700 and narrows an existing one to 0700: it holds the auth secret and sessions. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077) {
    chmodSync(dir, 0o700);
    console.warn(`[grimoire] ${dir} was readable by other users (mode ${mode.toString(8)}); it is now 0700.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof o.pid === "number" ? { pid: o.pid, host: String(o.host), startedAt: String(o.startedAt) } : null;
  } catch {
    return null;
  }
}

/**
 * A lock is stale when its process is gone. Our own pid in an old lock means a container restart
 * reused it. A lock from another host cannot be checked, so it counts as held.
 */
function isStale(owner: LockOwner | null): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  return owner.pid === process.pid || !isAlive(owner.pid);
}

/**
 * Takes the folder's lock or throws DataDirLockedError. Returns the release function (also run on
 * process exit). The lock file appears whole or not at all: it is written aside, then hard-linked
 * into place, which fails when a lock already exists.
 */
export function lockDataDir(dir: string): () => void {
  ensurePrivateDir(dir);
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const draft = path.join(dir, `${LOCK_FILE}.${process.pid}`);
  writeFileSync(draft, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw e;
      }
      const owner = readOwner(file);
      if (!isStale(owner)) throw new DataDirLockedError(dir, owner!);
      // Renamed away rather than deleted, so that of two processes taking over one stale lock, the
      // second's rename fails instead of removing the first's fresh lock.
      const aside = path.join(dir, `${LOCK_FILE}.stale.${process.pid}`);
      try {
        renameSync(file, aside);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
        continue;
      }
      const moved = readOwner(aside);
      if (moved && moved.pid !== owner?.pid && !isStale(moved)) {
        // Between our read and rename another process took the lock over: give it back.
        linkSync(aside, file);
        unlinkSync(aside);
        throw new DataDirLockedError(dir, moved);
      }
      unlinkSync(aside);
      console.warn(`[grimoire] took over the lock of process ${owner?.pid ?? "?"}, which is no longer running.`);
    }
  } finally {
    unlinkSync(draft);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  };
  process.once("exit", release);
  return release;
}

/** Serving without the database would only answer 500s: say why and stop. */
export function refuseToStart(e: DataDirLockedError): never {
  console.error(`[grimoire] cannot start: ${e.message}`);
  process.exit(1);
}
