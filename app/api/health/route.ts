/**
 * Liveness: the process answers. No database, no work (also the benchmark's ceiling); never cached,
 * so a proxy or process manager asks this process each time. Readiness is /api/ready.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
}
