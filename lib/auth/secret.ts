import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { env } from "../env";
import { ensurePrivateDir } from "../db/data-dir";

/** AUTH_SECRET, or a random secret kept beside the embedded database so sessions survive restarts. */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.GRIMOIRE_DATA_DIR, "auth-secret");
  ensurePrivateDir(path.dirname(file));
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
