/** Runs once when the server starts: open the database and apply pending migrations before serving. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabase } = await import("./lib/db/client");
  const db = getDatabase();
  await db.factory.opened();
  console.log(`[grimoire] database ready (${db.kind === "pglite" ? "embedded PGlite in .data/" : "PostgreSQL"})`);
}
