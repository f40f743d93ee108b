/**
 * One app process on an embedded database, for the lock test: opens GRIMOIRE_DATA_DIR's PGlite as
 * the server does, records its name (argv[2]), prints the names recorded so far, then waits to be killed.
 */
import { randomUUID } from "node:crypto";
import { getDatabase } from "../../lib/db/client";

const name = process.argv[2] ?? "anonymous";
const db = getDatabase();
try {
  await db.factory.opened();
} catch (e) {
  console.error((e as Error).message);
  process.exit(3);
}
await db.prisma.verification.create({
  data: { id: randomUUID(), identifier: "lock-test", value: name, expiresAt: new Date() },
});
const rows = await db.prisma.verification.findMany({
  where: { identifier: "lock-test" },
  orderBy: { createdAt: "asc" },
});
console.log(`ready ${rows.map((r) => r.value).join(",")}`);
setInterval(() => {}, 1000);
