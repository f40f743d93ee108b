import { openApiDocument } from "@/lib/api/openapi";

/** The OpenAPI 3.1 document of the JSON API (lib/api/openapi.ts); the same as docs/openapi.json. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "cache-control": "max-age=300, public" } });
}
