/**
 * `npm run backup [FILE]`: one file with the whole database (lib/db/backup.ts says what is in it).
 * PostgreSQL when DATABASE_URL is set, else the embedded database in GRIMOIRE_DATA_DIR, through the
 * running server when there is one. FILE defaults to grimoire-<kind>-<time>.backup here.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError, backupEmbedded, backupPostgres } from "../lib/db/backup";

async function main(args: string[]) {
  const url = process.env.DATABASE_URL;
  const kind = url ? "postgres" : "pglite";
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(args[0] ?? `grimoire-${kind}-${stamp}.backup`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: give another file name.`);
  if (url) {
    await backupPostgres(url, file);
    console.log(`Backed up the PostgreSQL database to ${file}.`);
    console.log("Keep AUTH_SECRET with it: without the same secret, everybody signs in again after a restore.");
    return;
  }
  const dataDir = path.resolve(process.env.GRIMOIRE_DATA_DIR ?? ".data");
  const { throughServer } = await backupEmbedded(dataDir, file);
  console.log(
    `Backed up the embedded database in ${dataDir} to ${file}` +
      (throughServer ? " (through the running server)." : " (no server was running)."),
  );
  console.log(
    process.env.AUTH_SECRET
      ? "Keep AUTH_SECRET with it: it is set in the environment, so the file does not hold it."
      : "The file holds the folder's auth secret: keep it as private as the folder.",
  );
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof BackupError) {
    console.error(`backup: ${e.message}`);
    process.exit(1);
  }
  throw e;
});
