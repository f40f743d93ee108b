import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS, apiReference, openApiDocument, type Method } from "./openapi";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every file below `dir` named like `name`, as paths from the repository's root. */
function files(dir: string, match: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return files(full, match);
    return match(entry) ? [full] : [];
  });
}

/** `app/api/games/[id]/route.ts` → `/api/games/{id}`; `[...all]` → `{path}`. */
function openApiPath(file: string, root: string): string {
  const rel = path.dirname(path.relative(root, file)).split(path.sep);
  if (root.startsWith("pages") && !file.endsWith("index.ts")) rel.push(path.basename(file, ".ts"));
  const segments = rel
    .filter((s) => s !== ".")
    .map((s) => (s.startsWith("[...") ? "{path}" : s.replace(/^\[(\w+)\]$/, "{$1}")));
  return `/${segments.join("/")}`;
}

/** The methods a route file answers: App Router's exported handlers, or those a Pages handler serves. */
function methodsOf(file: string): Method[] {
  const source = readFileSync(file, "utf8");
  if (file.includes(`${path.sep}route.ts`)) {
    return METHODS.filter((m) =>
      new RegExp(
        `export (const|async function|function) ${m.toUpperCase()}\\b|export const \\{[^}]*\\b${m.toUpperCase()}\\b`,
      ).test(source),
    );
  }
  // A web handler served through the pages router answers the methods it is given (lib/api/pages-route.ts).
  const served = /pagesRoute\(\{([^}]*)\}\)/.exec(source);
  if (served) return METHODS.filter((m) => new RegExp(`\\b${m.toUpperCase()}\\b`).test(served[1]!));
  // The other Pages API handlers answer GET (the streams and the town's view) and refuse the rest.
  return ["get"];
}

describe("the OpenAPI document", () => {
  const doc = openApiDocument();
  const routes = [
    ...files("app/api", (f) => f === "route.ts").map((f) => ({ file: f, path: openApiPath(f, "app") })),
    ...files("pages/api", (f) => f.endsWith(".ts")).map((f) => ({ file: f, path: openApiPath(f, "pages") })),
  ];

  it("finds the routes it checks", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.path)).toContain("/api/games/{id}/commands");
    expect(routes.map((r) => r.path)).toContain("/api/town/{slug}/stream");
  });

  it("documents every route and method under app/api and pages/api", () => {
    const missing: string[] = [];
    for (const route of routes) {
      const methods = methodsOf(route.file);
      expect(methods.length, route.file).toBeGreaterThan(0);
      for (const m of methods) if (!doc.paths?.[route.path]?.[m]) missing.push(`${m.toUpperCase()} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });

  it("documents no route that does not exist", () => {
    const known = new Set(routes.flatMap((r) => methodsOf(r.file).map((m) => `${m} ${r.path}`)));
    expect(OPERATIONS.map((op) => `${op.method} ${op.path}`).filter((op) => !known.has(op))).toEqual([]);
  });

  it("gives every body an example that its schema accepts", () => {
    for (const op of OPERATIONS.filter((o) => o.body)) {
      expect(op.example, `${op.method} ${op.path}`).toBeDefined();
      const parsed = op.body!.safeParse(op.example);
      expect(parsed.success, `${op.method} ${op.path}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("refuses what the route refuses: the documented schema is the route's", () => {
    const create = OPERATIONS.find((o) => o.method === "post" && o.path === "/api/games")!;
    expect(create.body!.safeParse({ title: "x", rulesetId: "chess" }).success).toBe(false);
    const command = OPERATIONS.find((o) => o.path === "/api/games/{id}/commands")!;
    expect(command.body!.safeParse({ command: { type: "seat.add" } }).success).toBe(false);
    expect(command.body!.safeParse({ command: { type: "seat.add", name: "Ann" } }).success).toBe(true);
  });

  it("is OpenAPI 3.1 with the request bodies as JSON Schema", () => {
    expect(doc.openapi).toBe("3.1.0");
    const body = JSON.stringify(doc.paths?.["/api/games"]?.post?.requestBody);
    expect(body).toContain('"rulesetId"');
    expect(body).toContain('"kemomimi-panic"');
  });

  it("is the one in docs/openapi.json (npm run openapi writes it)", () => {
    const written = JSON.parse(readFileSync("docs/openapi.json", "utf8")) as unknown;
    expect(written).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(readFileSync("docs/api-reference.md", "utf8")).toBe(apiReference());
  });
});
