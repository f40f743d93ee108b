import { getDatabase } from "@/lib/db/client";
import { liveHub } from "@/lib/live/hub";

/**
 * Readiness, for a proxy's health check or a process manager: 200 once the database answers with
 * every migration applied and this process's live connection (LISTEN) is up; 503 naming what is not,
 * so a proxy sends traffic elsewhere meanwhile. Never cached.
 */
export const dynamic = "force-dynamic";

const TIMEOUT_MS = 3000;

async function check(f: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      f(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS))),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function GET() {
  const db = getDatabase();
  const migrations = await check(() => db.factory.opened());
  const database = migrations && (await check(() => db.prisma.$queryRaw`SELECT 1`));
  const live = database && (liveHub.isListening() || ((await check(() => liveHub.ready())) && liveHub.isListening()));
  const ok = migrations && database && live;
  return Response.json(
    { ok, checks: { migrations, database, live } },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
