/** A liveness probe for load balancers; also the benchmark's ceiling (no database, no work). */
export const dynamic = "force-static";

export function GET() {
  return new Response("ok", { headers: { "content-type": "text/plain" } });
}
