/**
 * `npm run restore FILE`: brings a backup made by `npm run backup` back into an empty database
 * (DATABASE_URL) or an empty folder (GRIMOIRE_DATA_DIR); the file's header says which kind it is.
 * Run it with the app stopped; start the app afterwards (it applies any newer migrations).
 */
import path from "node:path";
import { BackupError, readBackupHeader, restoreEmbedded, restorePostgres } from "../lib/db/backup";

async function main(args: string[]) {
  if (!args[0]) throw new BackupError("Usage: npm run restore FILE (a file made by npm run backup).");
  const file = path.resolve(args[0]);
  const { header, offset } = readBackupHeader(file);
  const url = process.env.DATABASE_URL;
  if (header.kind === "postgres" && !url)
    throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it into.`);
  if (header.kind === "pglite" && url)
    throw new BackupError(
      `${file} is a backup of the embedded database: unset DATABASE_URL and set GRIMOIRE_DATA_DIR to an empty folder.`,
    );
  if (url) {
    await restorePostgres(url, file, offset);
    console.log(`Restored ${file} (made ${header.createdAt}) into the PostgreSQL database.`);
    console.log("Start the app with the AUTH_SECRET it had, or everybody signs in again.");
    return;
  }
  const dataDir = path.resolve(process.env.GRIMOIRE_DATA_DIR ?? ".data");
  await restoreEmbedded(dataDir, file, offset, header);
  console.log(`Restored ${file} (made ${header.createdAt}) into ${dataDir}.`);
  if (!header.authSecret) console.log("The backup held no auth secret: start the app with the AUTH_SECRET it had.");
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof BackupError) {
    console.error(`restore: ${e.message}`);
    process.exit(1);
  }
  throw e;
});
