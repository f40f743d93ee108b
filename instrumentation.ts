/** Runs once when the server starts: open the database and apply pending migrations before serving. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first request: rate limits key on the connection's address (lib/auth/client-address.ts).
  const { stampSocketAddresses } = await import("./lib/auth/client-address");
  stampSocketAddresses();
  const { env } = await import("./lib/env");
  if (env.REQUEST_LOG === "on") {
    const { startRequestLog } = await import("./lib/request-log");
    startRequestLog({ format: env.LOG_FORMAT, trustedIpHeader: env.TRUSTED_IP_HEADER });
  }
  const [{ getDatabase }, { DataDirLockedError, refuseToStart }] = await Promise.all([
    import("./lib/db/client"),
    import("./lib/db/data-dir"),
  ]);
  const db = getDatabase();
  try {
    await db.factory.opened();
  } catch (e) {
    if (e instanceof DataDirLockedError) refuseToStart(e);
    // A process that cannot ready its database must not stay up answering 500s: the process manager
    // restarts it, the proxy sends traffic to the others meanwhile.
    console.error("[grimoire] cannot start: the database could not be opened and migrated", e);
    process.exit(1);
  }
  // A public server with no account yet: the one-use link that makes the first account (the owner).
  const { prepareSetupLink } = await import("./lib/db/one-use-links");
  const setupLink = await prepareSetupLink(env.APP_URL);
  if (setupLink) console.log(`[grimoire] no account yet: make the owner's account at ${setupLink}`);
  // Posts for the games' outlets (Discord and generic webhooks), delivered from the outbox.
  const { startOutletWorker } = await import("./lib/outlets/worker");
  startOutletWorker();
  // The publisher's character data when none is stored: in the background, never delaying the start.
  const { startOfficialFetch } = await import("./lib/db/official-data");
  startOfficialFetch({ onlyIfEmpty: true });
  // The public read's first run (its queries' plans, the formatters) at start, not by the first reader.
  const { warmPublicReads } = await import("./lib/warm-up");
  void warmPublicReads().catch((e) => console.error("[grimoire] warming the public read failed", e));
  console.log(
    `[grimoire] database ready (${db.kind === "pglite" ? `embedded PGlite in ${db.dataDir}` : "PostgreSQL"})`,
  );
}
