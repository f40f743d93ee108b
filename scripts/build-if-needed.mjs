// `npm start`'s first step: builds the app only when it must (no build yet, or one older than a source
// file, the lock file or the config), so a restart after a crash takes seconds, not a minute.
// `npm run build` stays the explicit step for deployments.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "lib", "components", "pages", "messages", "i18n", "prisma", "public"];
const FILES = [
  "package-lock.json",
  "package.json",
  "next.config.js",
  "proxy.ts",
  "instrumentation.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newest(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

const built = newest(".next/BUILD_ID");
const sources = Math.max(...SOURCES.map(newest), ...FILES.map(newest));
if (built && built >= sources) {
  console.log("[grimoire] the build is up to date; starting without rebuilding");
  process.exit(0);
}
console.log(built ? "[grimoire] sources changed since the last build; building" : "[grimoire] no build yet; building");
const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
process.exit(r.status ?? 1);
