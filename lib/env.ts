import { z } from "zod";

/** The process environment, parsed once with readable errors. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** A PostgreSQL server. Unset: the embedded PGlite database in GRIMOIRE_DATA_DIR. */
  DATABASE_URL: z.url({ error: "DATABASE_URL must be a postgres:// URL" }).optional(),
  GRIMOIRE_DATA_DIR: z.string().default(".data"),
  /** The address users reach the app at; sign-in requests must come from this origin. */
  APP_URL: z.url({ error: "APP_URL must be a URL such as https://grimoire.example.org" }).optional(),
  /** Signs session cookies. Unset: a random secret is created in GRIMOIRE_DATA_DIR on first start. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /**
   * The header a trusted reverse proxy sets to the client's address (e.g. x-real-ip,
   * cf-connecting-ip); the proxy must overwrite it, never pass on the client's. Unset: the app trusts
   * no header and rate-limits by the connection's own address.
   */
  TRUSTED_IP_HEADER: z.string().toLowerCase().optional(),
  /** Failed or not, sign-in attempts allowed per client per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Who may create an account: anyone (open), nobody (closed), or whoever has an invite code a
   * moderator made in Settings (invite). The first account can always be created.
   */
  REGISTRATION: z
    .enum(["open", "closed", "invite"], { error: "REGISTRATION must be open, closed or invite" })
    .default("invite"),
  /**
   * Where the publisher's character data is fetched from (roles.json, nightsheet.json and jinxes.json
   * under this base) at start when the server holds no copy, and when the owner presses Update; `off`:
   * never fetched (the owner uploads the files in Settings → Characters).
   */
  OFFICIAL_DATA_URL: z
    .union([z.literal("off"), z.url({ error: "OFFICIAL_DATA_URL must be a URL or off" })])
    .default("https://release.botc.app/resources/data"),
  /** The server's owner by username (who loads the character data); unset: the first account. */
  OWNER_USERNAME: z.string().min(1).optional(),
  /** Sign-in rate limiting is on in production; this forces it on (true) or off (false). */
  RATE_LIMIT: z.enum(["true", "false"]).optional(),
  /** The server log's form: one plain line per request and event (text), or one JSON object (json). */
  LOG_FORMAT: z.enum(["text", "json"], { error: "LOG_FORMAT must be text or json" }).default("text"),
  /** One log line per request (on), or none (off: the proxy keeps its own access log). */
  REQUEST_LOG: z.enum(["on", "off"], { error: "REQUEST_LOG must be on or off" }).default("on"),
  /** A `Server-Timing` header on API answers, their parts timed (on: `npm run bench`), or none (off). */
  SERVER_TIMING: z.enum(["on", "off"], { error: "SERVER_TIMING must be on or off" }).default("off"),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();
