/**
 * The running server's side of `npm run backup` on the embedded database (backup.ts): the server
 * holds the data folder's lock, so a backup process cannot open the database; it connects to
 * `backup.sock` in the folder instead, and the server answers `OK\n` and PGlite's dump (or
 * `ERR <reason>\n`), then closes. The folder is 0700 (data-dir.ts), so only the app's user reaches the
 * socket; it is not a TCP port, so nothing on the network can ask for a dump.
 */
import { existsSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { BACKUP_SOCKET, dumpPglite } from "./backup";

/** Listens on the folder's socket; returns the function that stops it. Call it while holding the lock. */
export function serveBackups(pglite: PGlite, dataDir: string): () => void {
  const sock = path.join(dataDir, BACKUP_SOCKET);
  // Left by a process that was killed: this process holds the folder's lock, so the file is no one's.
  if (existsSync(sock)) unlinkSync(sock);
  let busy: Promise<unknown> = Promise.resolve();
  const server = net.createServer((conn) => {
    conn.on("error", () => {});
    // One dump at a time: each holds the whole database in memory.
    busy = busy.then(async () => {
      try {
        const dump = await dumpPglite(pglite);
        conn.write("OK\n");
        conn.end(dump);
        console.log(`[grimoire] backup: sent a dump of the embedded database (${dump.length} bytes)`);
      } catch (e) {
        conn.end(`ERR ${(e as Error).message.replace(/\n/g, " ")}\n`);
      }
    });
  });
  server.on("error", (e) => console.warn(`[grimoire] backup socket ${sock} not available: ${e.message}`));
  server.listen(sock);
  server.unref();
  const stop = () => {
    server.close();
    try {
      unlinkSync(sock);
    } catch {}
  };
  process.once("exit", stop);
  return stop;
}
