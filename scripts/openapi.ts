// `npm run openapi`: writes docs/openapi.json and its one-page index docs/api-reference.md from the
// routes' schemas (lib/api/openapi.ts). lib/api/openapi.test.ts fails when either is out of date.
import { writeFileSync } from "node:fs";
import { apiReference, openApiDocument } from "../lib/api/openapi";

writeFileSync("docs/openapi.json", `${JSON.stringify(openApiDocument(), null, 2)}\n`);
writeFileSync("docs/api-reference.md", apiReference());
console.log("wrote docs/openapi.json and docs/api-reference.md");
