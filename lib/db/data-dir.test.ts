import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, ensurePrivateDir, LOCK_FILE, lockDataDir } from "./data-dir";

const fresh = () => mkdtempSync(path.join(tmpdir(), "grimoire-dir-"));
const writeLock = (dir: string, owner: object) => writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(owner));

describe("the data folder", () => {
  it("is narrowed to its owner at start when it was readable by others", () => {
    const dir = fresh();
    chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("is refused while another live process holds it, even on another host, and released on close", () => {
    const dir = fresh();
    // pid 1 always runs.
    writeLock(dir, { pid: 1, host: hostname(), startedAt: "2026-12-01T09:00:00Z" });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeLock(dir, { pid: 999_999_999, host: "elsewhere", startedAt: "2026-12-01T09:00:00Z" });
    expect(() => lockDataDir(dir)).toThrow(/process 999999999 on elsewhere/);
  });

  it("takes over a lock whose process is gone, or that is unreadable", () => {
    const dir = fresh();
    writeLock(dir, { pid: 999_999_999, host: hostname(), startedAt: "2026-12-01T09:00:00Z" });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    release();
    expect(() => statSync(path.join(dir, LOCK_FILE))).toThrow();
    writeFileSync(path.join(dir, LOCK_FILE), "{half a lock");
    lockDataDir(dir)();
  });
});
