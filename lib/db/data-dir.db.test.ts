/** Two real processes on one embedded database folder: the second is refused, and a killed first one's lock is taken over. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "grimoire-lock-"));
const children: ChildProcess[] = [];

/** Starts the app's database code in a child process; resolves with its first line of output and exit. */
function start(name: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, GRIMOIRE_DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "test/processes/open-embedded.ts", name], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", () => out.includes("\n") && resolve(out.trim()));
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited, stderr: () => err };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database folder", () => {
  it("is held by one process: a second is refused naming the first, and a crashed one's lock is recovered", async () => {
    const first = start("first");
    expect(await first.ready).toBe("ready first");
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const second = start("second");
    expect(await second.exited).toBe(3);
    expect(second.stderr()).toContain(`in use by process ${first.child.pid}`);
    expect(second.stderr()).toContain("DATABASE_URL");

    // kill -9 leaves the lock file behind; the next process sees its owner is gone and takes over.
    first.child.kill("SIGKILL");
    await first.exited;
    const third = start("third");
    expect(await third.ready).toBe("ready first,third");
  });
});
