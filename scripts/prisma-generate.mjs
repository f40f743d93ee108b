// Generates the Prisma client offline. The Prisma CLI insists on a native schema engine binary it
// would download; generating does not use it, so any existing file satisfies the check.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
const r = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
